import Foundation
import Gallery
import Testing
import VignetteCore
import VignetteRunner

/// The fingerprints that let a nothing-changed run skip drawing (`RenderFingerprints`).
@Suite("render fingerprints")
struct RenderFingerprintTests {
    private let out = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-fingerprints-\(UUID().uuidString)",
                                                                                 isDirectory: true)
    private var fingerprints: URL { out.appendingPathComponent(".vignette-fingerprints") }

    private func render(threads: Int) async -> RenderRun.Summary {
        let widgets = Gallery.widgets.filter { $0.kind == "notes" || $0.kind == "weather" }
        return await RenderRun(widgets: widgets, surfaces: nil, appearances: WidgetAppearance.allCases, output: out, threads: threads)
            .execute { _ in }
    }

    @Test("the same in every run, on one thread or two; a file edited since is made again, to the same bytes")
    func deterministicAndChecked() async throws {
        defer { try? FileManager.default.removeItem(at: out) }
        let first = await render(threads: 2)
        let recorded = try Data(contentsOf: fingerprints)
        #expect(first.new > 0 && first.failed == 0)
        let second = await render(threads: 1)
        #expect(second.unchanged == first.new && second.written == 0)
        #expect(try Data(contentsOf: fingerprints) == recorded, "the fingerprints file changed in a run where nothing did")

        let image = out.appendingPathComponent("notes/systemMedium-light.png")
        let original = try Data(contentsOf: image)
        try (original + Data([0])).write(to: image)
        let third = await render(threads: 2)
        #expect(third.changed == 1 && third.unchanged == first.new - 1)
        #expect(try Data(contentsOf: image) == original)
        #expect(try Data(contentsOf: fingerprints) == recorded)

        try "vignette-fingerprints 1\nnot a record\n".write(to: fingerprints, atomically: true, encoding: .utf8)
        let fourth = await render(threads: 2)
        #expect(fourth.unchanged == first.new && fourth.failed == 0, "a damaged file only means drawing again")
        #expect(try Data(contentsOf: fingerprints) == recorded)
    }
}
