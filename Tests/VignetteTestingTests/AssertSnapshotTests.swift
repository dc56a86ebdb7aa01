import Foundation
import SnapshotTesting
import Testing
import VignetteCore
import VignetteCairo
import VignetteTesting

/// `assertSnapshot(of:as:snapshotGroup:)` runs swift-snapshot-testing's `verifySnapshot` and
/// builds the report's entry and files from the diff's result.
@Suite("assertSnapshot in a snapshot group")
struct AssertSnapshotTests {
    @Test("a mismatch is reported with the diff's message, its triptych beside the report, and the report's entry")
    func mismatch() throws {
        let name = "mismatch-probe-\(UUID().uuidString.prefix(8))"
        let reference = SnapshotLocations.snapshots("VignetteTesting").appendingPathComponent("mismatch.\(name).png")
        defer { try? FileManager.default.removeItem(at: reference) }
        withKnownIssue { assertSnapshot(of: Badge(), as: .widget(), named: name, record: .all, snapshotGroup: "VignetteTesting") }
        #expect(FileManager.default.fileExists(atPath: reference.path))

        let label = "VignetteTesting/mismatch().\(name)"
        let triptych = SnapshotLocations.artifacts.appendingPathComponent("failures/\(label.replacingOccurrences(of: "/", with: "__")).triptych.png")
        withKnownIssue {
            assertSnapshot(of: Badge(stroke: .pink), as: .widget(), named: name, record: .never, snapshotGroup: "VignetteTesting")
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("Snapshot \"\(name)\" does not match reference") && $0.rawValue.contains("pixels differ")
                    && $0.rawValue.contains("reference | difference | actual: \(triptych.path)")
            }
        }
        #expect(try RGBAImage.decodePNG(Data(contentsOf: triptych)).width == 474 * 3 + 16)
        let results = try JSONDecoder().decode([String: [SnapshotReport.Entry]].self,
                                               from: Data(contentsOf: SnapshotLocations.artifacts.appendingPathComponent("results.json")))
        let entry = try #require(results["failed"]?.first { $0.name == label })
        #expect(entry.attachments[PixelDifference.triptychAttachment] == triptych.path)
    }
}
