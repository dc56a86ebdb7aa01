import Foundation
import SnapshotTesting
import Testing
import Vignette
import VignetteCairo
import VignetteRunner

/// Snapshots every `#Preview` of the test program as `render --previews` does: each image is
/// compared with `Snapshots/Previews/<file>/<name or line…>[-<family>][-<entry>]-<appearance>.png`
/// in the package under test, with the tolerance and record modes of `assertReference`. A
/// preview whose timeline fails, runs out of time or gives entries the widget does not take is
/// one test issue (Swift Testing) or failure (XCTest) naming its file and line; the others still run.
///
/// ```swift
/// @Test func previews() async { await assertPreviewSnapshots() }
/// ```
/// - Returns: the failure messages (each also recorded as a test issue).
@discardableResult
public func assertPreviewSnapshots(appearances: [WidgetAppearance] = [.light, .dark], device: WidgetDevice = .defaultDevice,
                                   tolerance: Int = 2, record: SnapshotTestingConfiguration.Record? = nil,
                                   sourceLocation: SourceLocation = #_sourceLocation,
                                   file: StaticString = #filePath, line: UInt = #line) async -> [String] {
    let previews = PreviewCatalog.all()
    if previews.isEmpty {
        let message = "no #Preview found in this test program: previews are found in the modules it links"
        reportFailure(message, sourceLocation: sourceLocation, file: file, line: line)
        return [message]
    }
    var failures: [String] = []
    for preview in previews {
        for image in await preview.images(appearances: appearances, device: device) {
            let name = image.name + ".png"
            do {
                let png = try VignetteSnapshots.renderers.withRenderer { try $0.render(image) }
                if let failure = assertReference(png, at: SnapshotLocations.snapshots().appendingPathComponent(name),
                                                 name: "\(name) (#Preview at \(image.location))",
                                                 tolerance: tolerance, record: record, sourceLocation: sourceLocation, file: file, line: line) {
                    failures.append(failure)
                }
            } catch {
                let message = "#Preview at \(image.location) (\(name)): \(error)"
                reportFailure(message, sourceLocation: sourceLocation, file: file, line: line)
                failures.append(message)
            }
        }
    }
    return failures
}
