import Foundation
import SnapshotTesting
import Testing

/// Compares a value with a reference file at an exact path through a snapshot strategy (its
/// snapshot, then its diffing), with swift-snapshot-testing's record modes. The gallery uses it,
/// since `render --all` writes the same files.
///
/// - `never`: a missing reference fails; a mismatch fails.
/// - `missing` (default off CI): a missing reference is recorded (and the test fails once).
/// - `failed`: a mismatching reference is re-recorded (and the test fails once).
/// - `all`: every reference is re-recorded.
///
/// A value that cannot be made (a rendering that fails) is a failure with its message, and
/// nothing is compared or recorded. A failing comparison leaves the diff's attachments beside the
/// run's report (`SnapshotReport`), and the message names them.
///
/// ```swift
/// assertReference(of: list, as: .displayList, at: url, name: "DisplayLists/weather/systemSmall-light.txt")
/// ```
/// - Returns: nil on success, else the failure message (also recorded as a test issue).
@discardableResult
public func assertReference<Value, Format>(of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
                                           at referenceURL: URL, name: String, record: SnapshotTestingConfiguration.Record? = nil,
                                           sourceLocation: SourceLocation = #_sourceLocation,
                                           file: StaticString = #filePath, line: UInt = #line) -> String? {
    checkReference(of: try value(), as: snapshotting, at: referenceURL, name: name, record: record, recordCommand: "swift run render --all",
                   sourceLocation: sourceLocation, file: file, line: line)
}

/// `assertReference(of:as:at:name:)`, offering `recordCommand` to record a missing reference.
func checkReference<Value, Format>(of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
                                   at referenceURL: URL, name: String, record: SnapshotTestingConfiguration.Record?, recordCommand: String,
                                   sourceLocation: SourceLocation, file: StaticString, line: UInt) -> String? {
    let result: SnapshotResult
    do {
        if let actual = try snapshotting.immediateSnapshot(of: value()) {
            result = verifyReference(actual, with: snapshotting.diffing, at: referenceURL, name: name,
                                     mode: VignetteSnapshots.recordMode(record), recordCommand: recordCommand)
        } else {
            result = .failed("\(name): the strategy answers asynchronously; compare it with assertSnapshot(of:as:snapshotGroup:)")
        }
    } catch let failure as RenderFailure {
        result = .failed("\(name): rendering failed: \(failure.underlying)")
    } catch {
        result = .failed("\(name): \(error)")
    }
    let message = SnapshotReport.shared.record(result, as: name)
    if let message { reportFailure(message, sourceLocation: sourceLocation, file: file, line: line) }
    return message
}

/// Compares PNG bytes with a reference file at an exact path (`Snapshotting.png`: identical
/// bytes, or pixels within `tolerance` per channel in all but `maxDifferingPixels` pixels).
@discardableResult
public func assertReference(_ png: Data, at referenceURL: URL, name: String, tolerance: Int = 2, maxDifferingPixels: Int = 0,
                            record: SnapshotTestingConfiguration.Record? = nil,
                            sourceLocation: SourceLocation = #_sourceLocation, file: StaticString = #filePath, line: UInt = #line) -> String? {
    assertReference(of: png, as: .png(tolerance: tolerance, maxDifferingPixels: maxDifferingPixels), at: referenceURL, name: name,
                    record: record, sourceLocation: sourceLocation, file: file, line: line)
}

/// Compares text (a display-list dump, say) with a reference file at an exact path, line by
/// line (`Snapshotting.textFile`, swift-snapshot-testing's `.lines`).
@discardableResult
public func assertReference(text: String, at referenceURL: URL, name: String, record: SnapshotTestingConfiguration.Record? = nil,
                            sourceLocation: SourceLocation = #_sourceLocation, file: StaticString = #filePath, line: UInt = #line) -> String? {
    assertReference(of: text, as: .textFile, at: referenceURL, name: name, record: record,
                    sourceLocation: sourceLocation, file: file, line: line)
}
