import Testing
import VignetteTesting
@testable import HabitStreaks

@Test func habitStreaksMatchesItsSnapshots() async {
    await assertWidgetSnapshots(of: HabitStreaksBundle())
}
