import Testing
import VignetteTesting
@testable import ReadingLog

/// ReadingLog's widgets, each family in every appearance, against Snapshots/.
@Suite struct ReadingLogTests {
    @Test func widgets() async { await assertWidgetSnapshots(of: ReadingLogBundle()) }
}
