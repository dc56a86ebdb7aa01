import Foundation
import Testing
import VignetteTesting
@testable import DailyQuote

@Test func dailyQuoteMatchesItsSnapshots() async {
    await assertWidgetSnapshots(of: DailyQuoteBundle())
}

/// The string catalog's German: `swift run DailyQuote --all --appearance light --locale de`.
@Test func dailyQuoteInGermanMatchesItsSnapshots() async {
    await assertWidgetSnapshots(of: DailyQuoteBundle(), appearances: [.light], variants: [RenderVariant(locale: Locale(identifier: "de"))])
}
