import Foundation
import SnapshotTesting
import Testing
import XCTest

/// `assertSnapshot` with references in the top-level `Snapshots/<group>/` folder (through the
/// library's snapshot-directory parameter), named `<test>.<name>.png` as swift-snapshot-testing
/// names them, with Vignette's record-mode defaults (never in CI) and run report.
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
    let directory = SnapshotLocations.snapshots(group)
    let failure = verifySnapshot(of: try value(), as: snapshotting, named: name, record: VignetteSnapshots.recordMode(record),
                                 snapshotDirectory: directory.path, fileID: fileID, file: filePath, testName: testName,
                                 line: line, column: column)
    let label = "\(group)/\(testName)\(name.map { ".\($0)" } ?? "")"
    switch failure {
    case nil: SnapshotReport.shared.record(label, .passed)
    case let message? where message.contains("No reference was found"):
        SnapshotReport.shared.record(label, message.contains("not recorded") ? .missing : .new, message: message)
    case let message?:
        SnapshotReport.shared.record(label, .failed, message: message)
    }
    guard let failure else { return }
    if Test.current != nil {
        Issue.record(Comment(rawValue: failure),
                     sourceLocation: SourceLocation(fileID: String(describing: fileID), filePath: String(describing: filePath),
                                                    line: Int(line), column: Int(column)))
    } else {
        XCTFail(failure, file: filePath, line: line)
    }
}
