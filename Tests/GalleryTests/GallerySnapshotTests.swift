import Foundation
import Gallery
import Testing
import Vignette
import VignetteRunner
import VignetteCairo
import VignetteTesting

/// Re-renders every gallery image and compares it with its reference in `Snapshots/`.
///
/// Identical bytes pass at once; otherwise each channel may differ by ±2 (VignetteTesting's
/// `Diffing.pixels`). A failure leaves the actual image and a triptych in
/// `.build/vignette-snapshots/failures/` and a report beside them. Record modes follow
/// swift-snapshot-testing (`SNAPSHOT_TESTING_RECORD`); in CI the default is `never`.
/// `VIGNETTE_SHARD=i/n` runs one shard of the matrix.
@Suite("Gallery snapshots")
struct GallerySnapshotTests {
    static let jobs: [RenderJob] = {
        let all = RenderJob.matrix(Gallery.widgets, appearances: WidgetAppearance.allCases)
        return Shard.current()?.select(all) ?? all
    }()

    @Test("the gallery has the widgets of the seed documents, each with a placeholder and sample entry")
    func galleryIsComplete() throws {
        let kinds = Set(Gallery.widgets.map(\.kind))
        for kind in ["wikipedia-top-read", "wikipedia-on-this-day", "wikipedia-picture-of-the-day", "weather", "calendar",
                     "calendar-birthday", "news", "notes", "watchlist"] {
            #expect(kinds.contains(kind), "\(kind)")
        }
        for w in Gallery.widgets {
            #expect(!w.targets.isEmpty, "\(w.kind)")
            _ = try w.makeView(placeholder: true)
            _ = try w.makeView()
        }
    }

    @Test(arguments: jobs)
    func matchesReference(_ job: RenderJob) throws {
        let widget = try #require(Gallery.widget(named: job.widget))
        let png = try VignetteSnapshots.renderers.withRenderer { try $0.render(job, of: widget) }
        assertReference(png, at: SnapshotLocations.snapshots().appendingPathComponent(job.relativePath), name: job.relativePath)
    }
}
