import Foundation
import Gallery
import Testing
import VignetteCore
import VignetteCairo
import VignetteRunner
import VignetteTesting

/// The folder `VIGNETTE_THOUSAND_REFERENCES` names, if set.
private let thousandImageReferences = ProcessInfo.processInfo.environment["VIGNETTE_THOUSAND_REFERENCES"].map {
    URL(fileURLWithPath: $0, isDirectory: true)
}

/// The 1,000-image gallery (the gallery on every iPhone and the smallest iPad: 1,023 images when
/// BENCHMARKS.md measured it, 1,884 since the Lock Screen families and two more widgets)
/// verified as `swift test` verifies the gallery, for the benchmark
/// `Scripts/bench/cold-gallery.sh --swift-test --devices thousand`. It runs only when
/// `VIGNETTE_THOUSAND_REFERENCES` names the folder a `render --all` of those devices wrote:
/// too slow for CI, and its references are not kept in the repository.
@Suite("1,000-image gallery (benchmark only)", .enabled(if: thousandImageReferences != nil))
struct ThousandImageGalleryTests {
    static let references = thousandImageReferences

    /// Every iPhone and the smallest iPad.
    static let devices = WidgetDevice.all.filter { $0.id.hasPrefix("iphone-") || $0.id == "ipad-768x1024" }

    static let jobs: [RenderJob] = references == nil ? []
        : RenderJob.matrix(Gallery.widgets, appearances: WidgetAppearance.allCases, devices: devices)

    @Test(arguments: jobs)
    func matchesReference(_ job: RenderJob) async throws {
        let entries = await LoadedEntries.load(for: [job], widgets: Gallery.widgets)
        let png = try VignetteSnapshots.renderers.withRenderer { try $0.render(job, entries: entries) }
        assertReference(png, at: Self.references!.appendingPathComponent(job.relativePath), name: job.relativePath, record: .never)
    }
}
