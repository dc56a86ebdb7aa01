import Foundation
import Testing
@testable import VignetteCore

/// `render` skips an image whose display list's fingerprint it has seen: a field the
/// rasterizer reads but the fingerprint leaves out would keep stale images. These counts fail
/// when a field is added, as a reminder to feed it to `DisplayListFingerprint.swift` (and
/// then to update the count here).
@Suite("Fingerprint coverage")
struct FingerprintCoverageTests {
    private func fields<T>(of value: T) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }

    @Test("text, font, layer and image drawing fields are all fed to the fingerprint")
    func fieldCounts() {
        let font = Font.body.resolve(dynamicTypeSize: .large)
        let run = ResolvedText.Run(string: "a", font: font, color: RGBA(red: 0, green: 0, blue: 0, alpha: 1))
        let text = ResolvedText(runs: [run], lineLimit: nil, alignment: .leading, truncationMode: .tail, minimumScaleFactor: 1,
                                lineSpacing: 0, layoutDirection: .leftToRight, language: "en")
        #expect(fields(of: run) == ["string", "font", "color", "baselineOffset", "underline", "strikethrough"])
        #expect(fields(of: font) == ["family", "size", "weight", "italic", "monospacedDigit", "tracking", "smallCaps"])
        #expect(fields(of: text) == ["runs", "lineLimit", "alignment", "truncationMode", "minimumScaleFactor", "lineSpacing",
                                     "layoutDirection", "language", "allowsTightening"])
        #expect(fields(of: DisplayLayer()) == ["opacity", "blendMode", "blurRadius", "shadow", "isMasked", "mirrorAxis", "bounds"])
        // An image's asset: `image` is fed by the caller with the files' bytes; `symbolLayers` is
        // read by layout only (each layer becomes an item of its own, its `svgLayer` fed).
        let asset = ImageAsset(url: URL(fileURLWithPath: "/a.svg"), kind: .vector, size: .zero, isTemplate: true)
        #expect(fields(of: asset) == ["url", "kind", "size", "isTemplate", "image", "symbolSizing", "svgElement", "symbolLayers", "svgLayer", "rasterScale"])
        #expect(fields(of: ImageDrawing(asset: asset, frame: .zero, tint: nil, interpolation: .high)) == ["asset", "frame", "tint", "luminanceTint", "interpolation"])
    }

    @Test("lists that differ only in a transform or a text decoration have different fingerprints")
    func decorationsAndTransforms() {
        func print(_ items: [DisplayItem]) -> String {
            var h = StableHasher()
            DisplayList(size: CGSize(width: 10, height: 10), scale: 1, items: items).fingerprint(into: &h)
            return h.hex
        }
        let font = Font.body.resolve(dynamicTypeSize: .large)
        func text(_ underline: RGBA?) -> DisplayItem {
            let run = ResolvedText.Run(string: "a", font: font, color: RGBA(red: 0, green: 0, blue: 0, alpha: 1), underline: underline)
            let t = ResolvedText(runs: [run], lineLimit: nil, alignment: .leading, truncationMode: .tail, minimumScaleFactor: 1,
                                 lineSpacing: 0, layoutDirection: .leftToRight, language: "en")
            return .text(TextDrawing(text: t, proposal: .unspecified, frame: .zero))
        }
        #expect(print([text(nil)]) != print([text(RGBA(red: 0, green: 0, blue: 0, alpha: 1))]))
        #expect(print([.pushTransform(CGAffineTransform(rotationAngle: 1)), .popTransform])
                != print([.pushTransform(CGAffineTransform(rotationAngle: 2)), .popTransform]))
    }
}
