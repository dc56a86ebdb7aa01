import Testing
import VignetteTesting
@testable import PizzaTracker

/// PizzaTracker's widgets, each family in every appearance, against Snapshots/.
@Suite struct PizzaTrackerTests {
    @Test func widgets() async { await assertWidgetSnapshots(of: PizzaTrackerBundle()) }
}
