import Foundation
import SnapshotTesting
import Testing
import VignetteCore
import VignetteCairo
import VignetteRunner

/// Snapshots every `#Preview` of the test program as `render --previews` does: each image is
/// compared with `Snapshots/Previews/<file>/<name or line…>[-<family>][-<entry>]-<appearance>.png`
/// in the package under test, with the tolerance and record modes of `assertReference`. A
/// preview whose timeline fails, runs out of time, gives entries the widget does not take, or
/// (in a Swift Testing test, where previews render in a separate run of the test program)
/// crashes, is one test issue (Swift Testing) or failure (XCTest) naming its file and line; the
/// others still run.
///
/// ```swift
/// @Test func previews() async { await assertPreviewSnapshots() }
/// ```
/// - Returns: the failure messages (each also recorded as a test issue).
@discardableResult
public func assertPreviewSnapshots(appearances: [WidgetAppearance] = [.light, .dark], device: WidgetDevice = .defaultDevice,
                                   tolerance: Int = 2, strictWarnings: Bool = VignetteSnapshots.strictWarnings,
                                   record: SnapshotTestingConfiguration.Record? = nil,
                                   sourceLocation: SourceLocation = #_sourceLocation,
                                   file: StaticString = #filePath, line: UInt = #line) async -> [String] {
    // In the separate run that renders the previews, this renders them and exits.
    await PreviewWorker.serveIfAsked(appearances: appearances, devices: [device], timeLimit: nil, format: .png)
    let previews = PreviewCatalog.all()
    if previews.isEmpty {
        let message = "no #Preview found in this test program: previews are found in the modules it links"
        reportFailure(message, sourceLocation: sourceLocation, file: file, line: line)
        return [message]
    }
    let rendered: [RenderedPreview]
    if let test = Test.current {
        rendered = await PreviewWorker.isolated(previews, arguments: PreviewWorker.argumentsRunning(test))
    } else {
        rendered = await PreviewRendering.inProcess(previews, appearances: appearances, devices: [device], timeLimit: nil, format: .png,
                                                    threads: ProcessInfo.processInfo.activeProcessorCount)
    }
    var failures: [String] = []
    for preview in rendered {
        let name = preview.name + ".png"
        if let failure = assertImage({ try preview.data() }, at: name, name: "\(name) (#Preview at \(preview.location))",
                                     describingErrors: "", tolerance: tolerance, record: record,
                                     sourceLocation: sourceLocation, file: file, line: line) {
            failures.append(failure)
        }
        reportWarnings(preview.warnings, of: name, strict: strictWarnings, sourceLocation: sourceLocation, file: file, line: line)
    }
    return failures
}

nonisolated extension PreviewWorker {
    /// The test program's arguments that run only `test` (Swift Testing's `--filter`).
    package static func argumentsRunning(_ test: Test) -> [String] {
        ["--filter", NSRegularExpression.escapedPattern(for: "\(test.id)"), "--testing-library", "swift-testing"]
    }
}
