import Testing
import VignetteTesting
@testable import EventCountdown

/// EventCountdown's widgets, each family in every appearance, against Snapshots/.
@Suite struct EventCountdownTests {
    @Test func widgets() async { await assertWidgetSnapshots(of: EventCountdownBundle()) }
}
