import Foundation
import Testing
import VignetteTesting
@testable import FeedDigest

@Test func feedDigestMatchesItsSnapshots() async {
    await assertWidgetSnapshots(of: FeedDigestBundle())
}

/// The fr.lproj strings: `swift run FeedDigest --all --appearance light --locale fr`.
@Test func feedDigestInFrenchMatchesItsSnapshots() async {
    await assertWidgetSnapshots(of: FeedDigestBundle(), appearances: [.light], variants: [RenderVariant(locale: Locale(identifier: "fr"))])
}
