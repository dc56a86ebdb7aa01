import Foundation
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
