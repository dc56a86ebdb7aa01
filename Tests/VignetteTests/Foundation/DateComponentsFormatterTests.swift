import Foundation
import Testing
@testable import VignetteCore

/// `DateComponentsFormatter` writes durations as iOS does in English.
@Suite("DateComponentsFormatter")
struct DateComponentsFormatterTests {
    func formatter(_ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit = [.hour, .minute, .second],
                   change: (DateComponentsFormatter) -> Void = { _ in }) -> DateComponentsFormatter {
        let f = DateComponentsFormatter()
        f.unitsStyle = style
        f.allowedUnits = units
        change(f)
        return f
    }

    @Test("each units style, one hour five minutes nine seconds")
    func styles() {
        let t: TimeInterval = 3909
        #expect(formatter(.positional).string(from: t) == "1:05:09")
        #expect(formatter(.abbreviated).string(from: t) == "1h 5m 9s")
        #expect(formatter(.short).string(from: t) == "1 hr, 5 min, 9 sec")
        #expect(formatter(.full).string(from: t) == "1 hour, 5 minutes, 9 seconds")
        #expect(formatter(.spellOut).string(from: t) == "one hour, five minutes, nine seconds")
        #expect(formatter(.brief, [.hour, .minute]).string(from: t) == "1hr 5min")
        #expect(formatter(.abbreviated, [.hour, .minute]).string(from: t) == "1h 5m")
        #expect(formatter(.short, [.hour, .minute]).string(from: t) == "1 hr, 5 min")
        #expect(formatter(.full, [.hour, .minute]).string(from: 3660) == "1 hour, 1 minute")
    }

    @Test("positional drops leading zeros but keeps minutes and seconds; .pad pads every unit after the first")
    func positionalZeros() {
        #expect(formatter(.positional).string(from: 65) == "1:05")
        #expect(formatter(.positional).string(from: 5) == "0:05")
        #expect(formatter(.positional).string(from: 0) == "0:00")
        #expect(formatter(.positional).string(from: 3600) == "1:00:00")
        #expect(formatter(.positional) { $0.zeroFormattingBehavior = .pad }.string(from: 65) == "0:01:05")
        #expect(formatter(.positional, [.minute, .second]).string(from: 3909) == "65:09")
        #expect(formatter(.positional).string(from: -65) == "-1:05")
        // Apple's examples: days are a prefix in positional style, and .pad keeps them.
        let days: NSCalendar.Unit = [.day, .hour, .minute, .second]
        #expect(formatter(.positional, days) { $0.zeroFormattingBehavior = .pad }.string(from: 3600) == "0d 1:00:00")
        #expect(formatter(.abbreviated, days) { $0.zeroFormattingBehavior = .pad }.string(from: 3600) == "0d 1h 0m 0s")
        #expect(formatter(.positional, days).string(from: 3610) == "1:00:10")
        #expect(formatter(.positional, days).string(from: 90061) == "1d 1:01:01")
    }

    @Test("the other styles drop zero units; all zero shows the smallest unit")
    func otherZeros() {
        #expect(formatter(.abbreviated).string(from: 3609) == "1h 9s")
        #expect(formatter(.abbreviated, [.hour, .minute]).string(from: 0) == "0m")
        #expect(formatter(.full) { $0.zeroFormattingBehavior = .dropLeading }.string(from: 3609) == "1 hour, 0 minutes, 9 seconds")
        // Apple's examples for .none, .dropLeading and .dropAll.
        #expect(formatter(.abbreviated) { $0.zeroFormattingBehavior = .none }.string(from: 3610) == "1h 0m 10s")
        #expect(formatter(.abbreviated, [.day, .hour, .minute, .second]) { $0.zeroFormattingBehavior = .dropLeading }.string(from: 600) == "10m 0s")
        #expect(formatter(.abbreviated, [.day, .hour, .minute, .second]) { $0.zeroFormattingBehavior = .dropAll }.string(from: 3600) == "1h")
        #expect(formatter(.brief, [.year, .month, .day, .hour, .minute, .second]) { $0.referenceDate = Date(timeIntervalSince1970: 0) }
            .string(from: DateComponents(year: 3, month: 9, day: 26, hour: 19, second: 17)) == "3yrs 9mths 26days 19hr 17sec")
        #expect(formatter(.short, [.year, .month, .day, .hour, .minute, .second]) { $0.referenceDate = Date(timeIntervalSince1970: 0) }
            .string(from: DateComponents(year: 3, month: 9, day: 26, hour: 19, second: 17)) == "3 yrs, 9 mths, 26 days, 19 hr, 17 sec")
        #expect(formatter(.abbreviated, [.year, .month, .day, .hour, .minute, .second]) { $0.referenceDate = Date(timeIntervalSince1970: 0) }
            .string(from: DateComponents(year: 3, month: 9, day: 26, hour: 19, second: 17)) == "3y 9mo 26d 19h 17s")
        #expect(formatter(.spellOut).string(from: 9 * 3600 + 41 * 60 + 30) == "nine hours, forty-one minutes, thirty seconds")
    }

    @Test("maximumUnitCount keeps the largest units and truncates the rest")
    func maximumUnits() {
        #expect(formatter(.full, [.hour, .minute]) { $0.maximumUnitCount = 1 }.string(from: 5400 + 59 * 60) == "2 hours")
        #expect(formatter(.abbreviated, [.day, .hour, .minute]) { $0.maximumUnitCount = 2 }.string(from: 90061) == "1d 1h")
    }

    @Test("default units run from years to seconds; phrases; components and date ranges")
    func unitsAndRanges() {
        #expect(formatter(.abbreviated, []).string(from: 90061) == "1d 1h 1m 1s")
        #expect(formatter(.abbreviated, []).string(from: 8 * 86400) == "1w 1d")
        #expect(formatter(.full, [.minute]) { $0.includesTimeRemainingPhrase = true }.string(from: 300) == "5 minutes remaining")
        #expect(formatter(.full, [.minute]) { $0.includesApproximationPhrase = true }.string(from: 300) == "About 5 minutes")
        #expect(formatter(.abbreviated).string(from: DateComponents(hour: 2, minute: 30)) == "2h 30m")
        let start = Date(timeIntervalSince1970: 1_795_254_060)
        #expect(formatter(.abbreviated, [.day, .hour]).string(from: start, to: start.addingTimeInterval(2 * 86400 + 3 * 3600 + 59)) == "2d 3h")
        #expect(formatter(.full, [.month, .day]) { $0.referenceDate = start }.string(from: 40 * 86400) == "1 month, 10 days")
        #expect(DateComponentsFormatter.localizedString(from: DateComponents(minute: 1), unitsStyle: .full) == "1 minute")
        #expect(formatter(.positional).string(for: 125) == "2:05")
    }
}
