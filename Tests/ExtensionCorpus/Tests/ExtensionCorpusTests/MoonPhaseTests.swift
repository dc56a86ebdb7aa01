import Testing
import VignetteTesting
@testable import MoonPhase

/// MoonPhase's widgets, each family in every appearance, against Snapshots/.
@Suite struct MoonPhaseTests {
    @Test func widgets() async { await assertWidgetSnapshots(of: MoonPhaseWidget()) }
}
