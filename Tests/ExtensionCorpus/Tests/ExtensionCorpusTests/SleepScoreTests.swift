import Testing
import VignetteTesting
@testable import SleepScore

/// SleepScore's widgets, each family in every appearance, against Snapshots/.
@Suite struct SleepScoreTests {
    @Test func widgets() async { await assertWidgetSnapshots(of: SleepScoreBundle()) }
}
