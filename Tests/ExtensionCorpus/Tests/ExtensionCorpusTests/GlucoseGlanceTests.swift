import Testing
import VignetteTesting
@testable import GlucoseGlance

@Test func glucoseGlanceMatchesItsSnapshots() async {
    await assertWidgetSnapshots(of: GlucoseGlanceBundle())
}
