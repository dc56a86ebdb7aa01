import Foundation
import SnapshotTesting
import VignetteCore

/// Checks `actual` against the reference file at `url` through `diffing` (its `fromData`,
/// `diffV2` and `toData`), recording as swift-snapshot-testing's record modes say. The gallery's
/// references sit at the paths `render` writes, which `verifySnapshot` cannot name (it names
/// files `<test>.<name>.<extension>`), so exact paths are checked here, with the same steps.
/// `recordCommand` is the command a missing reference's message offers to record it with.
func verifyReference<Format>(_ actual: Format, with diffing: Diffing<Format>, at url: URL, name: String,
                             mode: SnapshotTestingConfiguration.Record, recordCommand: String = "swift run render --all") -> SnapshotResult {
    func recordActual(_ why: String) -> SnapshotResult {
        do {
            try AtomicFile.write(diffing.toData(actual), to: url)
            return SnapshotResult(outcome: .new, message: "\(name): \(why): recorded \(url.path); look at it, then re-run to verify.")
        } catch {
            return .failed("\(name): \(error)")
        }
    }
    guard let data = try? Data(contentsOf: url) else {
        if mode == .never {
            return SnapshotResult(outcome: .missing, message: "\(name): no reference at \(url.path) and recording is off " +
                "(record mode never, as in CI); record it with `\(recordCommand)` " +
                "(or `SNAPSHOT_TESTING_RECORD=missing swift test`), look at it, and commit it.")
        }
        return recordActual("no reference")
    }
    if mode == .all { return recordActual("record mode all") }
    guard let (difference, attachments) = diffing.diffV2(diffing.fromData(data), actual) else { return .passed }
    return SnapshotResult(outcome: .failed, message: "\(name): \(difference)", attachments: attachments,
                          recordingNote: mode == .failed ? recordActual("record mode failed").message : nil)
}
