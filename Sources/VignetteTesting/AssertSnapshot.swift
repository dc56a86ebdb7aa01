import Foundation
import SnapshotTesting
import Testing
import XCTest

/// `assertSnapshot` with references in the top-level `Snapshots/<group>/` folder (through
/// swift-snapshot-testing's `verifySnapshot` and its snapshot-directory parameter), named
/// `<test>.<name>.png` as swift-snapshot-testing names them, with Vignette's record-mode
/// defaults (never in CI) and run report: a failing comparison leaves the diff's attachments
/// (the actual image and a reference | difference | actual triptych) beside the report. A
/// rendering that fails is a failure with its message, and nothing is compared or recorded.
///
/// ```swift
/// assertSnapshot(of: MyWidgetView(), as: .widget(family: .systemMedium), snapshotGroup: "MyWidget")
/// ```
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil, snapshotGroup group: String,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let label = "\(group)/\(testName)\(name.map { ".\($0)" } ?? "")"
    // The diff's result, kept as the comparison runs inside verifySnapshot, which returns only a message.
    var difference: (String, [DiffAttachment])?
    var diffing = snapshotting.diffing
    diffing.diffV2 = { [compare = diffing.diffV2] reference, actual in
        difference = compare(reference, actual)
        return difference
    }
    func verify<Subject>(_ subject: Subject, as strategy: Snapshotting<Subject, Format>) -> String? {
        verifySnapshot(of: subject, as: strategy, named: name, record: VignetteSnapshots.recordMode(record),
                       snapshotDirectory: SnapshotLocations.snapshots(group).path, fileID: fileID, file: filePath,
                       testName: testName, line: line, column: column)
    }
    let result: SnapshotResult
    do {
        let value = try value()
        let failure: String?
        if let taken = try snapshotting.immediateSnapshot(of: value) {
            failure = verify(taken, as: Snapshotting<Format, Format>(pathExtension: snapshotting.pathExtension, diffing: diffing))
        } else {
            // An asynchronous strategy (none of Vignette's): verifySnapshot takes it again and waits for it.
            failure = verify(value, as: Snapshotting(pathExtension: snapshotting.pathExtension, diffing: diffing,
                                                     asyncSnapshot: snapshotting.snapshot))
        }
        result = SnapshotResult(verifySnapshotFailure: failure, difference: difference)
    } catch let failure as RenderFailure {
        result = .failed("\(label): rendering failed: \(failure.underlying)")
    } catch {
        result = .failed("\(label): \(error)")
    }
    guard let message = SnapshotReport.shared.record(result, as: label) else { return }
    if Test.current != nil {
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: String(describing: fileID), filePath: String(describing: filePath),
                                                    line: Int(line), column: Int(column)))
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}

nonisolated extension SnapshotResult {
    /// The result of `verifySnapshot`, from its message and the diff's result it met, if any.
    init(verifySnapshotFailure failure: String?, difference: (String, [DiffAttachment])?) {
        switch (failure, difference) {
        case (nil, _): self = .passed
        case let (failure?, (_, attachments)?): self.init(outcome: .failed, message: failure, attachments: attachments)
        // verifySnapshot says what it did only in its message.
        case let (failure?, nil) where failure.contains("No reference was found"):
            self.init(outcome: failure.contains("not recorded") ? .missing : .new, message: failure)
        case let (failure?, nil) where failure.hasPrefix("Record mode is on"): self.init(outcome: .new, message: failure)
        case let (failure?, nil): self = .failed(failure)
        }
    }
}
