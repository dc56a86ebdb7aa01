import Foundation
import Gallery
import Testing
import VignetteCore
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
        let all = RenderJob.matrix(Gallery.widgets, appearances: WidgetAppearance.allCases, devices: Gallery.referenceDevices)
        return Shard.current()?.select(all) ?? all
    }()

    @Test("the gallery has the widgets of the seed documents, each with a placeholder and sample entry")
    func galleryIsComplete() async throws {
        let kinds = Set(Gallery.widgets.map(\.kind))
        for kind in ["wikipedia-top-read", "wikipedia-on-this-day", "wikipedia-picture-of-the-day", "weather", "calendar",
                     "calendar-birthday", "news", "notes", "watchlist", "batteries", "reminders"] {
            #expect(kinds.contains(kind), "\(kind)")
        }
        // Live Activities have no provider: their images come from their previews.
        for w in Gallery.widgets where w.activity == nil {
            #expect(!w.surfaces.isEmpty, "\(w.kind)")
            let entries = try await w.loadEntries(for: w.surfaces[0], on: .defaultDevice, timelineEntries: 1)
            #expect(entries.timeline.count == 1, "\(w.kind)")
        }
    }

    @Test(arguments: jobs)
    func matchesReference(_ job: RenderJob) async throws {
        let entries = await LoadedEntries.load(for: [job], widgets: Gallery.widgets)
        let png = try VignetteSnapshots.renderers.withRenderer { try $0.render(job, entries: entries) }
        assertReference(png, at: SnapshotLocations.snapshots().appendingPathComponent(job.relativePath), name: job.relativePath)
    }
}
