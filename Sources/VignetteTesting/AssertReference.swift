import Foundation
import SnapshotTesting
import Testing
import Vignette

/// Compares PNG bytes with a reference file at an exact path, with swift-snapshot-testing's
/// record modes. The gallery uses it, since `render --all` writes the same files.
///
/// - `never`: a missing reference fails; a mismatch fails.
/// - `missing` (default off CI): a missing reference is recorded (and the test fails once).
/// - `failed`: a mismatching reference is re-recorded (and the test fails once).
/// - `all`: every reference is re-recorded.
/// - Returns: nil on success, else the failure message (also recorded as a test issue).
@discardableResult
public func assertReference(_ png: Data, at referenceURL: URL, name: String, tolerance: Int = 2, maxDifferingPixels: Int = 0,
                            record: SnapshotTestingConfiguration.Record? = nil,
                            sourceLocation: SourceLocation = #_sourceLocation, file: StaticString = #filePath, line: UInt = #line) -> String? {
    let message = verify(png, at: referenceURL, name: name, mode: VignetteSnapshots.recordMode(record)) { reference in
        PixelVerdict.compare(reference: reference, actual: png, tolerance: tolerance, maxDifferingPixels: maxDifferingPixels, name: name)
    }
    if let message { reportFailure(message, sourceLocation: sourceLocation, file: file, line: line) }
    return message
}

/// Compares text (a display-list dump, say) with a reference file at an exact path, line by
/// line, with the same record modes as the PNG form.
@discardableResult
public func assertReference(text: String, at referenceURL: URL, name: String, record: SnapshotTestingConfiguration.Record? = nil,
                            sourceLocation: SourceLocation = #_sourceLocation, file: StaticString = #filePath, line: UInt = #line) -> String? {
    let actual = text.hasSuffix("\n") ? text : text + "\n"
    let message = verify(Data(actual.utf8), at: referenceURL, name: name, mode: VignetteSnapshots.recordMode(record)) { reference in
        TextVerdict.compare(reference: String(decoding: reference, as: UTF8.self), actual: actual, name: name)
    }
    if let message { reportFailure(message, sourceLocation: sourceLocation, file: file, line: line) }
    return message
}

/// The first line where two texts part, or nil when they are equal.
enum TextVerdict {
    static func compare(reference: String, actual: String, name: String) -> String? {
        guard reference != actual else { return nil }
        let old = reference.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
        func at(_ lines: [Substring]) -> String { line < lines.count ? String(lines[line]) : "(end of text)" }
        let message = "\(name): differs from line \(line + 1) (\(old.count) lines before, \(new.count) now)\n" +
            "  reference: \(at(old))\n  actual:    \(at(new))"
        SnapshotReport.shared.record(name, .failed, message: message)
        return message
    }
}

/// Checks `actual` bytes against the reference file, recording as the mode says; `compare`
/// returns the failure for a reference that exists, or nil when it matches.
private func verify(_ actual: Data, at url: URL, name: String, mode: SnapshotTestingConfiguration.Record,
                    compare: (Data) -> String?) -> String? {
    func recordNew(_ why: String) -> String {
        do {
            try AtomicFile.write(actual, to: url)
            SnapshotReport.shared.record(name, .new, message: "recorded \(url.path)")
            return "\(name): \(why): recorded \(url.path); look at it, then re-run to verify."
        } catch {
            return "\(name): \(error)"
        }
    }
    guard let reference = try? Data(contentsOf: url) else {
        if mode == .never {
            let message = "\(name): no reference at \(url.path) and recording is off (record mode never, as in CI); " +
                "record it with `swift run render --all` (or `SNAPSHOT_TESTING_RECORD=missing swift test`), look at it, and commit it."
            SnapshotReport.shared.record(name, .missing, message: message)
            return message
        }
        return recordNew("no reference")
    }
    if mode == .all { return recordNew("record mode all") }
    guard let failure = compare(reference) else {
        SnapshotReport.shared.record(name, .passed)
        return nil
    }
    return mode == .failed ? failure + "\n" + recordNew("record mode failed") : failure
}
