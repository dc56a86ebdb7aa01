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
                            sourceLocation: SourceLocation = #_sourceLocation) -> String? {
    let mode = VignetteSnapshots.recordMode(record)
    let message = verify(png, at: referenceURL, name: name, mode: mode, tolerance: tolerance, maxDifferingPixels: maxDifferingPixels)
    if let message { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
    return message
}

private func verify(_ png: Data, at url: URL, name: String, mode: SnapshotTestingConfiguration.Record,
                    tolerance: Int, maxDifferingPixels: Int) -> String? {
    func recordNew(_ why: String) -> String {
        do {
            try AtomicFile.write(png, to: url)
            SnapshotReport.shared.record(name, .new, message: "recorded \(url.path)")
            return "\(name): \(why): recorded \(url.path); look at it, then re-run to verify."
        } catch {
            return "\(name): \(error)"
        }
    }
    guard let reference = try? Data(contentsOf: url) else {
        if mode == .never {
            let message = "\(name): no reference at \(url.path) and recording is off (record mode never, as in CI); " +
                "record it with `swift run render --all`, look at it, and commit it."
            SnapshotReport.shared.record(name, .missing, message: message)
            return message
        }
        return recordNew("no reference")
    }
    if mode == .all { return recordNew("record mode all") }
    guard let failure = PixelVerdict.compare(reference: reference, actual: png, tolerance: tolerance,
                                             maxDifferingPixels: maxDifferingPixels, name: name) else {
        SnapshotReport.shared.record(name, .passed)
        return nil
    }
    return mode == .failed ? failure + "\n" + recordNew("record mode failed") : failure
}
