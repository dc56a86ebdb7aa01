import Testing
import VignetteTesting
@testable import EspressoLog

@Test func espressoLogMatchesItsSnapshots() async {
    await assertWidgetSnapshots(of: EspressoLogBundle())
}
