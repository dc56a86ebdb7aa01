import Testing
import VignetteTesting
@testable import FlightBoard

/// FlightBoard's widgets, each family in every appearance, against Snapshots/.
@Suite struct FlightBoardTests {
    @Test func widgets() async { await assertWidgetSnapshots(of: FlightBoardBundle()) }
}
