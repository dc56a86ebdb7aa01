import Foundation
import Gallery
import Testing
import VignetteCore
import VignetteRunner
import VignetteCairo
import VignetteTesting

/// Golden display lists: every gallery job's display list, dumped as text, is compared with
/// `Snapshots/DisplayLists/<widget>/<target>-<appearance>.txt`. This checks the pure half
/// (evaluation, layout, display list) without Cairo, and shows in a readable diff what a
/// refactor changed (`.displayList`: swift-snapshot-testing's `.lines`, a failure shows the differing
/// hunks). Accept an intended change with `SNAPSHOT_TESTING_RECORD=failed swift test`.
@Suite("Gallery display lists")
struct GalleryDisplayListTests {
    @Test(arguments: GallerySnapshotTests.jobs)
    func matchesGoldenDump(_ job: RenderJob) async throws {
        let entries = await LoadedEntries.load(for: [job], widgets: Gallery.widgets)
        let list = try VignetteSnapshots.renderers.withRenderer { try $0.layout(job, entries: entries) }
        let path = "DisplayLists/" + job.relativePath(format: .png).dropLast(4) + ".txt"
        assertReference(of: list, as: .displayList, at: SnapshotLocations.snapshots().appendingPathComponent(path), name: path)
    }
}
