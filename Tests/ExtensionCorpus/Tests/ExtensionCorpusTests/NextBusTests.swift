import Testing
import VignetteTesting
@testable import NextBus

@Test func nextBusMatchesItsSnapshots() async {
    await assertWidgetSnapshots(of: NextBusBundle())
}
