import Testing
import VignetteTesting
@testable import ExchangeRates

@Test func exchangeRatesMatchesItsSnapshots() async {
    await assertWidgetSnapshots(of: ExchangeRatesBundle())
}
