import Testing
import VignetteTesting
@testable import HomeLights

/// HomeLights's widgets, each family in every appearance, against Snapshots/.
@Suite struct HomeLightsTests {
    @Test func widgets() async { await assertWidgetSnapshots(of: HomeLightsBundle()) }
}
