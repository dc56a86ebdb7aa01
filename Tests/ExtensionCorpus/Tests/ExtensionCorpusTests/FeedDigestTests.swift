import Testing
import VignetteTesting
@testable import FeedDigest

@Test func feedDigestMatchesItsSnapshots() async {
    await assertWidgetSnapshots(of: FeedDigestBundle())
}
