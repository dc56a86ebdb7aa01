import Foundation
import SnapshotTesting
import Testing
import VignetteCore
import VignetteCairo
import VignetteTesting

/// `Diffing.pixels` is a pure comparison: its failures are values (a message and attachments);
/// the assertions turn them into files and the run's report.
@Suite("Pixel diffing")
struct PixelDiffingTests {
    let renderer: CairoRenderer
    init() throws { renderer = try CairoRenderer() }

    private func png(_ view: some View, family: WidgetFamily = .systemSmall) throws -> Data {
        try renderer.renderWidgetPNG(view, family: family, appearance: .light)
    }

    @Test("two differing images give a message and the actual image and triptych as attachments, and write no file")
    func differingImages() throws {
        let reference = try png(Badge())
        let changed = try png(Badge(stroke: .purple))
        let (message, attachments) = try #require(Diffing<Data>.pixels().diffV2(reference, changed))
        #expect(message.contains("pixels differ") && message.contains("largest channel difference") && message.contains("bounding box"))
        let files = attachedData(attachments)
        #expect(files.map(\.name) == [PixelDifference.actualAttachment, PixelDifference.triptychAttachment])
        #expect(files.first?.data == changed)
        let triptych = try RGBAImage.decodePNG(try #require(files.last?.data))
        #expect(triptych.width == 474 * 3 + 16 && triptych.height == 474)
        // Nothing of it was written where the assertions put failures.
        #expect(!filesUnder(SnapshotLocations.artifacts).contains { url in
            (try? Data(contentsOf: url)).map { data in files.contains { $0.data == data } } == true
        })
    }

    @Test("re-encoding the same pixels passes (different bytes, same image)")
    func reencodedPasses() throws {
        let reference = try png(Badge())
        let reencoded = try RGBAImage.decodePNG(reference).pngData()
        #expect(Diffing<Data>.pixels(tolerance: 0).diffV2(reference, reencoded) == nil)
    }

    @Test("a size mismatch fails and names both sizes")
    func sizeMismatch() throws {
        let small = try png(Badge())
        let medium = try png(Badge(), family: .systemMedium)
        let (message, _) = try #require(Diffing<Data>.pixels().diffV2(small, medium))
        #expect(message.contains("1014×474") && message.contains("474×474"))
    }

    @Test("a failing reference leaves the diff's attachments beside the report, and the message and report name them")
    func failureArtifactsFromTheDiff() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-diff-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("badge.png")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try png(Badge()).write(to: url)
        let changed = try png(Badge(stroke: .orange))
        var message: String?
        withKnownIssue { message = assertReference(changed, at: url, name: "probe/changed-stroke", record: .never) }
        let failures = SnapshotLocations.artifacts.appendingPathComponent("failures")
        let triptychURL = failures.appendingPathComponent("probe__changed-stroke.triptych.png")
        let actualURL = failures.appendingPathComponent("probe__changed-stroke.actual.png")
        #expect(message?.contains("pixels differ") == true)
        #expect(message?.contains("reference | difference | actual: \(triptychURL.path)") == true)
        #expect(try Data(contentsOf: actualURL) == changed)
        let triptych = try RGBAImage.decodePNG(Data(contentsOf: triptychURL))
        #expect(triptych.width == 474 * 3 + 16 && triptych.height == 474)
        let results = try JSONDecoder().decode([String: [SnapshotReport.Entry]].self,
                                               from: Data(contentsOf: SnapshotLocations.artifacts.appendingPathComponent("results.json")))
        let entry = try #require(results["failed"]?.first { $0.name == "probe/changed-stroke" })
        #expect(entry.attachments[PixelDifference.triptychAttachment] == triptychURL.path)
        // The reference is left as it was (record mode never).
        #expect(try Data(contentsOf: url) != changed)
    }
}

/// The data attachments, in order.
func attachedData(_ attachments: [DiffAttachment]) -> [(name: String, data: Data)] {
    attachments.compactMap { attachment in
        guard case let .data(data, name) = attachment else { return nil }
        return (name, data)
    }
}

/// Every file under `folder` (none when it does not exist).
func filesUnder(_ folder: URL) -> [URL] {
    guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
    return walk.compactMap { $0 as? URL }.filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
}
