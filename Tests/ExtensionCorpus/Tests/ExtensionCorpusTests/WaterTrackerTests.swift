import Testing
import VignetteTesting
@testable import WaterTracker

/// The water tracker (a single `@main` widget) in each family it supports, against Snapshots/.
@Test func waterTrackerMatchesItsSnapshots() async {
    await assertWidgetSnapshots(of: WaterTracker())
}
