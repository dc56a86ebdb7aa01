import Testing
import VignetteTesting
@testable import DailyQuote

@Test func dailyQuoteMatchesItsSnapshots() async {
    await assertWidgetSnapshots(of: DailyQuoteBundle())
}
