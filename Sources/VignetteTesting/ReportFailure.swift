import Foundation
import SnapshotTesting
import Testing
import XCTest

/// Records a snapshot failure in the test framework that is running: a Swift Testing issue
/// inside a `@Test`, else an XCTest failure, so every assertion works from both.
func reportFailure(_ message: String, sourceLocation: SourceLocation, file: StaticString, line: UInt) {
    if Test.current != nil {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    } else {
        XCTFail(message, file: file, line: line)
    }
}

/// Compares the image `make` gives with the reference file `path` under `Snapshots/`, or reports
/// why there is no image (`prefix` and the error). Returns the failure message, if any.
func assertImage(_ make: () throws -> Data, at path: String, name: String, describingErrors prefix: String,
                 tolerance: Int, record: SnapshotTestingConfiguration.Record?, recordCommand: String = "swift run render --all",
                 sourceLocation: SourceLocation, file: StaticString, line: UInt) -> String? {
    let png: Data
    do {
        png = try make()
    } catch {
        let message = SnapshotReport.shared.record(.failed(prefix + "\(error)"), as: name)
        if let message { reportFailure(message, sourceLocation: sourceLocation, file: file, line: line) }
        return message
    }
    return checkReference(of: png, as: .png(tolerance: tolerance, maxDifferingPixels: 0),
                          at: SnapshotLocations.snapshots().appendingPathComponent(path), name: name, record: record,
                          recordCommand: recordCommand, sourceLocation: sourceLocation, file: file, line: line)
}

/// Records what an image drew around: a warning issue in Swift Testing (a failing one in strict
/// mode), a line on standard error in XCTest (a failure in strict mode).
func reportWarnings(_ warnings: [String], of name: String, strict: Bool, sourceLocation: SourceLocation,
                    file: StaticString, line: UInt) {
    for warning in warnings {
        let message = "\(name): warning: \(warning)"
        if strict {
            reportFailure(message + " (strict warnings)", sourceLocation: sourceLocation, file: file, line: line)
        } else if Test.current != nil {
            Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: sourceLocation)
        } else {
            FileHandle.standardError.write(Data("vignette: \(message)\n".utf8))
        }
    }
}
