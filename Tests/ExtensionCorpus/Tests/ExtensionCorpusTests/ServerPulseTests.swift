import Testing
import VignetteTesting
@testable import ServerPulse

@Test func serverPulseMatchesItsSnapshots() async {
    await assertWidgetSnapshots(of: ServerPulseBundle())
}
