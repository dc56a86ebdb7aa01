import Foundation
import SnapshotTesting

/// What one snapshot assertion found, built from its diff's result, before it is reported.
nonisolated struct SnapshotResult {
    /// How it ended, for the run's report.
    var outcome: SnapshotReport.Outcome
    /// Why it fails, or what was recorded; nil when it passed.
    var message: String?
    /// The diff's attachments: the actual image and a triptych, or a patch for text.
    var attachments: [DiffAttachment] = []
    /// What recording did after a failing comparison (record mode `failed`).
    var recordingNote: String?

    static var passed: SnapshotResult { SnapshotResult(outcome: .passed) }

    /// A failure without a comparison (the value could not be made, say).
    static func failed(_ message: String) -> SnapshotResult { SnapshotResult(outcome: .failed, message: message) }
}
