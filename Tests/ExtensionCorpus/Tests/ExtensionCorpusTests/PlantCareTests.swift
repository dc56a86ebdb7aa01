import Testing
import VignetteTesting
@testable import PlantCare

/// PlantCare's widgets, each family in every appearance, against Snapshots/.
@Suite struct PlantCareTests {
    @Test func widgets() async { await assertWidgetSnapshots(of: PlantCareWidget()) }
}
