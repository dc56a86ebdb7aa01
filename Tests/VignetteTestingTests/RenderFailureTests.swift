import Foundation
import SnapshotTesting
import Testing
import VignetteCore
import VignetteTesting

/// A rendering that fails surfaces with the renderer's message, and nothing stands in for the
/// image: no reference is compared or recorded.
@Suite("Render failures")
struct RenderFailureTests {
    /// A device whose small widget is 158 pt × 250 = 39,500 px on a side: Cairo refuses it.
    static var unrenderable: Snapshotting<Badge, Data> { .widget(device: .defaultDevice.withScale(250)) }

    /// An issue whose message says the rendering failed and why.
    static func isRenderFailure(_ issue: Issue) -> Bool {
        issue.comments.contains { $0.rawValue.contains("rendering failed") && $0.rawValue.contains("larger than 32767 px") }
    }

    @Test("assertSnapshot(of:as:snapshotGroup:) reports the render error with its message and records nothing",
          .snapshots(record: .all))
    func assertSnapshotReportsIt() {
        withKnownIssue {
            assertSnapshot(of: Badge(), as: Self.unrenderable, named: "unrenderable", snapshotGroup: "VignetteTesting")
        } matching: { Self.isRenderFailure($0) }
        #expect(!filesUnder(SnapshotLocations.snapshots("VignetteTesting")).contains { $0.lastPathComponent.contains("unrenderable") })
    }

    @Test("assertReference(of:as:at:) returns the render error with its message and records nothing")
    func assertReferenceReportsIt() {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-unrenderable-\(UUID().uuidString).png")
        var message: String?
        withKnownIssue {
            message = assertReference(of: Badge(), as: Self.unrenderable, at: url, name: "unrenderable", record: .all)
        } matching: { Self.isRenderFailure($0) }
        #expect(message?.hasPrefix("unrenderable: rendering failed: ") == true)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test("with swift-snapshot-testing's verifySnapshot, the render error is a test issue and no image is recorded")
    func verifySnapshotRecordsNothing() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-unrenderable-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var failure: String?
        withKnownIssue {
            // The strategy gives no image, so verifySnapshot gives up after its timeout.
            failure = verifySnapshot(of: Badge(), as: Self.unrenderable, named: "unrenderable", record: .all,
                                     snapshotDirectory: folder.path, timeout: 0.1)
        } matching: { Self.isRenderFailure($0) }
        #expect(failure != nil)
        #expect(filesUnder(folder).isEmpty)
    }
}
