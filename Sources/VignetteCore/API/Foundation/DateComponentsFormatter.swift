import Foundation

/// Formats a duration as iOS does in English ("1:05:09", "1h 5m 9s", "1 hr, 5 min, 9 sec",
/// "1 hour, 5 minutes, 9 seconds"), in place of Foundation's, which swift-corelibs-foundation
/// declares unavailable. Code that imports Vignette (or SwiftUI through it) and writes
/// `DateComponentsFormatter()` gets this class: a module's own declaration shadows one of a
/// module it imports.
///
/// English only, whatever the locale; `allowsFractionalUnits`, `collapsesLargestUnit` and
/// `formattingContext` are kept but do not change the text. Values are truncated to the
/// smallest unit shown, as iOS does. Months and years are counted on the Gregorian calendar in
/// UTC from `referenceDate` (else the render's "now"), so the text never depends on the clock.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How units are written.
    public nonisolated enum UnitsStyle: Int, Sendable {
        case positional = 0, abbreviated, short, full, spellOut, brief
    }

    /// Which zero-valued units are left out, or padded (`.pad`).
    public nonisolated struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let none = ZeroFormattingBehavior([])
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    open var unitsStyle: UnitsStyle = .positional
    /// The units shown, largest first; empty means years, months, weeks, days, hours, minutes and seconds.
    open var allowedUnits: NSCalendar.Unit = []
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// At most this many units are shown (0: no limit); the rest are dropped, not rounded.
    open var maximumUnitCount: Int = 0
    open var allowsFractionalUnits = false
    open var collapsesLargestUnit = false
    /// Prefixes "About " to the text.
    open var includesApproximationPhrase = false
    /// Appends " remaining" to the text.
    open var includesTimeRemainingPhrase = false
    open var calendar: Calendar?
    open var referenceDate: Date?
    open var formattingContext: Formatter.Context = .unknown

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let start = referenceDate ?? RenderRequest.now
        return string(from: start, to: start.addingTimeInterval(ti))
    }

    open func string(from startDate: Date, to endDate: Date) -> String? {
        let negative = endDate < startDate
        let (from, to) = negative ? (endDate, startDate) : (startDate, endDate)
        let units = DurationUnit.allCases.filter { effectiveUnits.contains($0.calendarUnit) }
        let components = workingCalendar.dateComponents(Set(units.map(\.component)), from: from, to: to)
        return format(units.map { ($0, components.value(for: $0.component) ?? 0) }, negative: negative)
    }

    open func string(from components: DateComponents) -> String? {
        let start = referenceDate ?? RenderRequest.now
        guard let end = workingCalendar.date(byAdding: components, to: start) else { return nil }
        return string(from: start, to: end)
    }

    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let interval as TimeInterval: string(from: interval)
        case let interval as Int: string(from: TimeInterval(interval))
        case let components as DateComponents: string(from: components)
        default: nil
        }
    }

    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    private var effectiveUnits: NSCalendar.Unit {
        allowedUnits.isEmpty ? [.year, .month, .weekOfMonth, .day, .hour, .minute, .second] : allowedUnits
    }

    private var workingCalendar: Calendar {
        var calendar = calendar ?? Calendar(identifier: .gregorian)
        if self.calendar == nil { calendar.timeZone = RenderTimeZone.current }
        return calendar
    }

    /// The text of the units' values (largest first).
    private func format(_ values: [(DurationUnit, Int)], negative: Bool) -> String? {
        guard !values.isEmpty else { return nil }
        var shown = shownUnits(values)
        if maximumUnitCount > 0, let first = shown.firstIndex(where: { $0.1 != 0 }) ?? shown.indices.last {
            // Drop the smaller units beyond the limit, then the zeros a non-positional style hides.
            shown = Array(shown[first..<min(shown.count, first + maximumUnitCount)])
            if unitsStyle != .positional { shown = shown.filter { $0.1 != 0 }.nilIfEmpty ?? [shown[0]] }
        }
        var text: String
        if unitsStyle == .positional {
            // Days and longer units abbreviated ("0d 1:00:00", as iOS pads); then the time units,
            // the first as it is ("1:05:09", "0:01:05" when padded), the others in two digits.
            let dateUnits = shown.prefix { $0.0.isDatePart }
            let time = shown.dropFirst(dateUnits.count).enumerated().map { index, unit in
                index > 0 ? String(format: "%02d", unit.1) : String(unit.1)
            }.joined(separator: ":")
            text = (dateUnits.map { "\($0.1)\($0.0.abbreviation)" } + (time.isEmpty ? [] : [time])).joined(separator: " ")
        } else {
            text = shown.map { unitText($0.0, $0.1) }.joined(separator: unitsStyle.separator)
        }
        if negative && shown.contains(where: { $0.1 != 0 }) { text = "-" + text }
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }

    /// The units the zero-formatting behaviour keeps.
    private func shownUnits(_ values: [(DurationUnit, Int)]) -> [(DurationUnit, Int)] {
        var behavior = zeroFormattingBehavior
        if behavior.contains(.default) {
            // iOS: positional drops leading zeros but keeps at least the two smallest units
            // ("0:05"); the other styles drop every zero.
            if unitsStyle == .positional {
                let firstNonZero = values.firstIndex { $0.1 != 0 } ?? values.count
                return Array(values[min(firstNonZero, max(values.count - 2, 0))...])
            }
            behavior = .dropAll
        }
        if behavior.contains(.pad) { return values }
        guard let first = values.firstIndex(where: { $0.1 != 0 }), let last = values.lastIndex(where: { $0.1 != 0 }) else {
            // All zero: the smallest unit, "0s" or "0".
            return behavior.isEmpty ? values : [values[values.count - 1]]
        }
        return values.enumerated().compactMap { index, value in
            guard value.1 == 0 else { return value }
            if index < first { return behavior.contains(.dropLeading) ? nil : value }
            if index > last { return behavior.contains(.dropTrailing) ? nil : value }
            return behavior.contains(.dropMiddle) ? nil : value
        }
    }

    private func unitText(_ unit: DurationUnit, _ value: Int) -> String {
        let one = value == 1
        switch unitsStyle {
        case .positional: return String(value)
        case .abbreviated: return "\(value)\(unit.abbreviation)"
        case .brief: return "\(value)\(one ? unit.short : unit.shortPlural)"
        case .short: return "\(value) \(one ? unit.short : unit.shortPlural)"
        case .full: return "\(value) \(one ? unit.full : unit.full + "s")"
        case .spellOut: return "\(EnglishNumber.spellOut(value)) \(one ? unit.full : unit.full + "s")"
        }
    }
}

nonisolated extension DateComponentsFormatter.UnitsStyle {
    var separator: String {
        switch self {
        case .abbreviated, .brief: " "
        default: ", "
        }
    }
}

/// The units a duration is broken into, largest first, with their English names.
nonisolated enum DurationUnit: CaseIterable {
    case year, month, week, day, hour, minute, second

    var calendarUnit: NSCalendar.Unit {
        switch self {
        case .year: .year
        case .month: .month
        case .week: .weekOfMonth
        case .day: .day
        case .hour: .hour
        case .minute: .minute
        case .second: .second
        }
    }

    var component: Calendar.Component {
        switch self {
        case .year: .year
        case .month: .month
        case .week: .weekOfMonth
        case .day: .day
        case .hour: .hour
        case .minute: .minute
        case .second: .second
        }
    }

    /// Whether positional style writes the unit as a prefix ("1d") rather than a column.
    var isDatePart: Bool { [.year, .month, .week, .day].contains(self) }

    var abbreviation: String { ["y", "mo", "w", "d", "h", "m", "s"][DurationUnit.allCases.firstIndex(of: self)!] }
    var short: String { ["yr", "mth", "wk", "day", "hr", "min", "sec"][DurationUnit.allCases.firstIndex(of: self)!] }
    var shortPlural: String { ["yrs", "mths", "wks", "days", "hr", "min", "sec"][DurationUnit.allCases.firstIndex(of: self)!] }
    var full: String { ["year", "month", "week", "day", "hour", "minute", "second"][DurationUnit.allCases.firstIndex(of: self)!] }
}

nonisolated extension DateComponents {
    /// The value of a component (`weekOfMonth` for weeks), for `DateComponentsFormatter`.
    fileprivate func value(for component: Calendar.Component) -> Int? {
        switch component {
        case .year: year
        case .month: month
        case .weekOfMonth: weekOfMonth
        case .day: day
        case .hour: hour
        case .minute: minute
        case .second: second
        default: nil
        }
    }
}

nonisolated extension Array {
    fileprivate var nilIfEmpty: Self? { isEmpty ? nil : self }
}

/// English cardinal numbers in words ("twenty-one"), for `.spellOut`.
nonisolated enum EnglishNumber {
    private static let ones = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                               "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
    private static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

    static func spellOut(_ value: Int) -> String {
        if value < 0 { return "minus " + spellOut(-value) }
        if value < 20 { return ones[value] }
        if value < 100 { return tens[value / 10] + (value % 10 == 0 ? "" : "-" + ones[value % 10]) }
        for (size, name) in [(1_000_000_000, "billion"), (1_000_000, "million"), (1000, "thousand"), (100, "hundred")] where value >= size {
            let rest = value % size
            return spellOut(value / size) + " " + name + (rest == 0 ? "" : " " + spellOut(rest))
        }
        return String(value)
    }
}
