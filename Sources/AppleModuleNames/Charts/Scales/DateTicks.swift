import Foundation
import VignetteCore

/// Tick dates as Swift Charts chooses them: calendar boundaries (minutes, hours, days, weeks,
/// months, years) of the smallest step that gives at most `desired` ticks. Dates are in the
/// Gregorian calendar in the render's time zone (`RenderTimeZone`), as Vignette formats them.
nonisolated enum DateTicks {
    static let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = RenderTimeZone.current
        c.locale = Locale(identifier: "en_US_POSIX")
        return c
    }()

    /// The steps tried, smallest first.
    static let steps: [(Calendar.Component, Int)] = [
        (.minute, 1), (.minute, 5), (.minute, 15), (.minute, 30),
        (.hour, 1), (.hour, 2), (.hour, 3), (.hour, 6), (.hour, 12),
        (.day, 1), (.day, 2), (.weekOfYear, 1), (.month, 1), (.month, 3), (.year, 1), (.year, 5), (.year, 10),
    ]

    /// The step and its ticks for `lower…upper`.
    static func ticks(lower: Date, upper: Date, desired: Int) -> (component: Calendar.Component, count: Int, dates: [Date]) {
        for (component, count) in steps {
            let dates = ticks(lower: lower, upper: upper, component: component, count: count, limit: max(desired, 1) + 1)
            if dates.count <= max(desired, 1) { return (component, count, dates) }
        }
        return (.year, 10, ticks(lower: lower, upper: upper, component: .year, count: 10, limit: 1000))
    }

    /// Boundaries of every `count` `component`s (counted from the start of the enclosing larger
    /// unit: hours from midnight, days from the month's first) in `lower…upper`; stops after `limit`.
    static func ticks(lower: Date, upper: Date, component: Calendar.Component, count: Int, limit: Int = 1000) -> [Date] {
        guard upper >= lower, count > 0 else { return [] }
        let start = calendar.dateInterval(of: enclosing(component), for: lower)?.start ?? lower
        var result: [Date] = []
        var n = 0
        while result.count < limit, let date = calendar.date(byAdding: component, value: n * count, to: start) {
            if date > upper { break }
            if date >= lower { result.append(date) }
            n += 1
            if n > 100_000 { break }
        }
        return result
    }

    private static func enclosing(_ component: Calendar.Component) -> Calendar.Component {
        switch component {
        case .second: .minute
        case .minute: .hour
        case .hour: .day
        case .day, .weekday: .month
        case .weekOfYear, .weekOfMonth: .weekOfYear
        case .month: .year
        default: .era
        }
    }

    /// How long a unit lasts from `date`.
    static func end(of date: Date, unit: Calendar.Component) -> Date {
        calendar.date(byAdding: unit, value: 1, to: date) ?? date
    }

    /// The format of a tick label for a step of `component`.
    static func format(for component: Calendar.Component) -> Date.FormatStyle {
        switch component {
        case .second, .minute: .dateTime.hour().minute()
        case .hour: .dateTime.hour()
        case .day, .weekday, .weekOfYear, .weekOfMonth: .dateTime.month(.abbreviated).day()
        case .month: .dateTime.month(.abbreviated)
        default: .dateTime.year()
        }
    }
}
