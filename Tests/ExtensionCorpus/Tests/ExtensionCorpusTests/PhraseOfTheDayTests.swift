import Testing
import VignetteTesting
@testable import PhraseOfTheDay

/// PhraseOfTheDay's widgets, each family in every appearance, against Snapshots/.
@Suite struct PhraseOfTheDayTests {
    @Test func widgets() async { await assertWidgetSnapshots(of: PhraseOfTheDayBundle()) }
}
