import Foundation
import Testing
import Vignette
@testable import VignetteCore

/// `Text(_:style:)`'s `.time` and `.date` are drawn in the environment's locale: a short time
/// and a long date, as SwiftUI formats them.
@Suite struct DateStyleLocaleTests {
    private static let now = Date(timeIntervalSince1970: 1_800_000_000)   // 2027-01-15T08:00:00Z

    private static func texts(_ identifier: String) -> [String] {
        let view = VStack {
            Text(now, style: .time)
            Text(now, style: .date)
            Text("Ends \(now, style: .time)")
        }.environment(\.locale, Locale(identifier: identifier))
        let result = RenderRequest(.widget(.systemMedium), now: now).layout({ view }, measurer: FixedAdvanceTextMeasurer())
        return result.displayList.items.compactMap { item -> String? in
            if case .text(let drawing) = item { drawing.text.runs.map(\.string).joined() } else { nil }
        }
    }

    @Test("French: a 24-hour time and '15 janvier 2027'")
    func french() {
        #expect(Self.texts("fr_FR") == ["08:00", "15 janvier 2027", "Ends 08:00"])
    }

    @Test("German: a 24-hour time and '15. Januar 2027'")
    func german() {
        #expect(Self.texts("de_DE") == ["08:00", "15. Januar 2027", "Ends 08:00"])
    }

    @Test("Japanese: a 24-hour time and '2027年1月15日'")
    func japanese() {
        #expect(Self.texts("ja_JP") == ["8:00", "2027年1月15日", "Ends 8:00"])
    }

    @Test("English (US): twelve-hour time and 'January 15, 2027', as before (a plain space before AM)")
    func english() {
        #expect(Self.texts("en_US") == ["8:00 AM", "January 15, 2027", "Ends 8:00 AM"])
    }
}
