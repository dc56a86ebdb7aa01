import Foundation
import VignetteCore
import VignetteCairo

/// The review page: `<output>/index.html`, static and self-contained (no network, no build
/// step). It lists every gallery image present in the folder, so it is the same for the same
/// files; what the last run changed is in `.review/changes.js`, which the page loads if present.
public nonisolated enum ReviewPage {
    nonisolated struct Change: Encodable {
        let path: String
        let before: String
        let diff: String
        let summary: String
    }

    private nonisolated struct Entry: Encodable {
        let widget: String
        let target: String
        let appearance: String
        let device: String
        let path: String
        /// The size in points the image is shown at by the "fit" zoom: the widget's size on the
        /// device, times StandBy's scale in the StandBy appearances (their natural size).
        let width: Double
        let height: Double
        /// StandBy's scale, where the image is larger than the widget (nil elsewhere).
        let scale: Double?
        /// The reader's settings the image is for (`AX2 · Bold Text`); nil for the standard variant.
        let variant: String?
        /// The variant's id for the page's address (`accessibility2-bold`); nil for the standard one.
        let variantID: String?
        /// What the image drew around, from the run that wrote it.
        let warnings: [String]?
        /// Where each warning's text is, `[x, y, width, height]` as fractions of the image (null
        /// where not known), for the outlines drawn over it.
        let outlines: [[Double]?]?
    }

    private nonisolated struct Manifest: Encodable {
        let widgets: [[String]]
        /// The appearances with at least one image, each `[id, label]`, in `WidgetAppearance` order.
        let appearances: [[String]]
        /// The variants with at least one image, each `[id, label]`, the standard one first.
        let variants: [[String]]
        let targets: [String]
        let devices: [String]
        let images: [Entry]
        let previews: [PreviewRow]
    }

    /// One preview: where it is written and its images, captioned with entry and appearance.
    private nonisolated struct PreviewRow: Encodable {
        let title: String
        let images: [PreviewEntry]
    }

    private nonisolated struct PreviewEntry: Encodable {
        let path: String
        /// The appearance the image is in (its name's last part), for the mode checkboxes.
        let appearance: String?
        let caption: String
        let width: Double
        let warnings: [String]?
    }

    /// The rows of the previews section: each preview's images found in `output`, in order.
    private static func previewRows(_ images: [RenderedPreview], in output: URL, variants: [RenderVariant]) -> [PreviewRow] {
        var rows: [PreviewRow] = []
        for image in images {
            let path = image.name + ".png"
            guard FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path) else { continue }
            let title = image.location + (image.previewName.map { " · \($0)" } ?? "")
            let appearance = WidgetAppearance.allCases.first { a in variants.contains { image.name.hasSuffix("-" + a.rawValue + $0.fileSuffix) } }?.rawValue
            let entry = PreviewEntry(path: path, appearance: appearance, caption: image.caption, width: image.width,
                                     warnings: image.warnings.isEmpty ? nil : image.warnings)
            if rows.last?.title == title {
                rows[rows.count - 1] = PreviewRow(title: title, images: rows[rows.count - 1].images + [entry])
            } else {
                rows.append(PreviewRow(title: title, images: [entry]))
            }
        }
        return rows
    }

    /// Writes `index.html` for the images of `widgets` (in each of `variants`) and of `previews`
    /// found in `output`, and the changes of this run.
    static func write(to output: URL, widgets: [WidgetDescription], previews: [RenderedPreview] = [], changes: [Change],
                      warnings: [String: [String]] = [:], outlines: [String: [[Double]?]] = [:],
                      variants: [RenderVariant] = [.standard]) throws {
        var images: [Entry] = []
        for widget in widgets {
            for device in WidgetDevice.all {
                let jobs = variants.flatMap { RenderJob.matrix([widget], surfaces: Surface.all, appearances: WidgetAppearance.allCases, devices: [device], variant: $0) }
                for job in jobs {
                    let path = job.relativePath
                    guard FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path) else { continue }
                    let (size, scale) = job.surface.reviewCell(on: device, appearance: job.appearance)
                    images.append(Entry(widget: widget.kind, target: job.surface.name, appearance: job.appearance.rawValue,
                                        device: device.id, path: path, width: Double(size.width), height: Double(size.height),
                                        scale: scale.map(Double.init), variant: job.variant.isStandard ? nil : job.variant.label,
                                        variantID: job.variant.isStandard ? nil : job.variant.nameParts.joined(separator: "-"),
                                        warnings: warnings[path], outlines: outlines[path]))
                }
            }
        }
        // The widgets' own surfaces, then any rendered on request (the widget gallery) that has images.
        // (A watch's surfaces only when a watch was rendered.)
        let imageTargets = Set(images.map(\.target))
        let shown: [String] = widgets.flatMap(\.surfaces).filter { !$0.isWatchOnly || imageTargets.contains($0.name) }.map(\.name)
        let targets: [String] = shown + Surface.all.map(\.name).filter { imageTargets.contains($0) }
        let manifest = Manifest(widgets: widgets.map { [$0.kind, $0.displayName] },
                                appearances: WidgetAppearance.allCases.filter { a in images.contains { $0.appearance == a.rawValue } }
                                    .map { [$0.rawValue, label($0)] },
                                variants: variants.filter { v in images.contains { $0.variant == (v.isStandard ? nil : v.label) } }
                                    .map { $0.isStandard ? ["standard", "Standard"] : [$0.nameParts.joined(separator: "-"), $0.label] },
                                targets: targets.enumerated().filter { targets.firstIndex(of: $0.element) == $0.offset }.map(\.element),
                                // The default device first: the page opens on it.
                                devices: ([WidgetDevice.defaultDevice] + WidgetDevice.all.filter { $0.id != WidgetDevice.defaultDevice.id })
                                    .map(\.id).filter { id in images.contains { $0.device == id } },
                                images: images, previews: previewRows(previews, in: output, variants: variants))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(manifest), as: UTF8.self)
        try AtomicFile.write(Data(html(manifest: json).utf8), to: output.appendingPathComponent("index.html"))
        let changesJSON = String(decoding: try encoder.encode(changes), as: UTF8.self)
        try AtomicFile.write(Data("window.VIGNETTE_CHANGES = \(changesJSON);\n".utf8),
                             to: output.appendingPathComponent(".review/changes.js"))
    }

    /// The name a designer knows an appearance by.
    static func label(_ appearance: WidgetAppearance) -> String {
        switch appearance {
        case .light: "Light"
        case .dark: "Dark"
        case .placeholder: "Placeholder"
        case .tinted: "Tinted"
        case .clear: "Clear"
        case .watchFullColor: "Watch full colour"
        case .watchAccented: "Watch tinted"
        case .vibrant: "Vibrant"
        case .standBy: "StandBy"
        case .standByNight: "StandBy night"
        }
    }

    /// Where each warning's view was drawn, `[x, y, width, height]` as fractions of an image of
    /// `size` points (four decimals), or nil where not known.
    static func outlines(of warnings: [RenderWarning], in size: CGSize) -> [[Double]?] {
        warnings.map { warning in
            guard let frame = warning.frame, size.width > 0, size.height > 0 else { return nil }
            let clipped = frame.intersection(CGRect(origin: .zero, size: size))
            guard !clipped.isNull, clipped.width > 0, clipped.height > 0 else { return nil }
            func fraction(_ v: CGFloat, _ of: CGFloat) -> Double { (Double(v / of) * 10_000).rounded() / 10_000 }
            return [fraction(clipped.minX, size.width), fraction(clipped.minY, size.height),
                    fraction(clipped.width, size.width), fraction(clipped.height, size.height)]
        }
    }

    /// The appearances shown when the page opens without a `#modes=` in its address.
    static let defaultAppearances: [WidgetAppearance] = [.light, .dark]
}
