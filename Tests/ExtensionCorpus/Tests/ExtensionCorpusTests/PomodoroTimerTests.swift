import Testing
import VignetteTesting
@testable import PomodoroTimer

@Test func pomodoroTimerMatchesItsSnapshots() async {
    await assertWidgetSnapshots(of: PomodoroTimerBundle())
}
