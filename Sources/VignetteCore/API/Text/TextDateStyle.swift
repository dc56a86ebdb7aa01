import Foundation

nonisolated extension Text {
    /// A predefined style used to display a `Date`.
    public nonisolated enum DateStyle: Hashable, Sendable { case time, date, relative, offset, timer }

    /// Creates a text view that displays a date in a style. Relative, offset and timer styles
    /// are computed against the render's "now" (`RenderRequest.now`), never the clock, so an
    /// image does not change from one run to the next.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: Text.format(date, style: style, now: RenderRequest.defaultNow))
        runs[0].date = DateRun(date: date, style: style)
    }

    /// A timer counting down to the end of `timerInterval` (or up from its start), as the
    /// render's "now" shows it: hours only when `showsHours` and the time is an hour or more;
    /// a paused timer shows its value at `pauseTime`.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let run = DateRun(date: timerInterval.upperBound, style: .timer,
                          timer: TimerInterval(interval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
        self.init(verbatim: run.formatted(now: RenderRequest.defaultNow))
        runs[0].date = run
    }

    /// `.time` is the locale's short time ("8:55 AM", "08:55"), `.date` its long date
    /// ("June 3, 2019", "3 juin 2019"), as SwiftUI formats them in the environment's locale.
    /// CLDR 42 (and iOS 17) put a narrow no-break space (U+202F) before "AM"/"PM"; Vignette keeps
    /// the plain space its committed references were drawn with until they are re-recorded.
    static func format(_ date: Date, style: DateStyle, now: Date, locale: Locale = TextFormatting.defaultLocale,
                       timeZone: TimeZone = RenderTimeZone.current) -> String {
        let f = DateFormatter()
        f.locale = locale
        f.timeZone = timeZone
        switch style {
        case .time:
            (f.dateStyle, f.timeStyle) = (.none, .short)
            return f.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ")
        case .date:
            (f.dateStyle, f.timeStyle) = (.long, .none)
            return f.string(from: date)
        case .relative, .offset, .timer:
            let seconds = Int(abs(date.timeIntervalSince(now)))
            // As iOS: "2:05" under an hour, "8:19:00" from an hour on.
            if style == .timer {
                return seconds >= 3600 ? String(format: "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
                    : String(format: "%d:%02d", seconds / 60, seconds % 60)
            }
            let (value, unit) = seconds >= 86_400 ? (seconds / 86_400, "day") : seconds >= 3_600 ? (seconds / 3_600, "hr")
                : (seconds / 60, "min")
            let text = "\(value) \(unit)\(value == 1 || unit == "hr" || unit == "min" ? "" : "s")"
            return style == .offset ? (date < now ? "-" : "+") + text : text
        }
    }
}

nonisolated extension Text.DateRun {
    /// The run's text at `now`.
    func formatted(now: Date, locale: Locale = TextFormatting.defaultLocale, timeZone: TimeZone = RenderTimeZone.current) -> String {
        guard let timer else { return Text.format(date, style: style, now: now, locale: locale, timeZone: timeZone) }
        let at = min(max(timer.pauseTime ?? now, timer.interval.lowerBound), timer.interval.upperBound)
        let seconds = Int((timer.countsDown ? timer.interval.upperBound.timeIntervalSince(at) : at.timeIntervalSince(timer.interval.lowerBound)).rounded(.down))
        if timer.showsHours && seconds >= 3600 {
            return String(format: "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
        }
        return String(format: "%d:%02d", seconds / 60, seconds % 60)
    }
}

nonisolated extension LocalizedStringKey.StringInterpolation {
    /// A date in a `Text` date style inside a string (`Text("Ends \(date, style: .time)")`),
    /// shown against the render's "now" when the text is resolved, as `Text(_:style:)`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        parts.append(.literal(output))
        parts.append(.formatted(description: "\(date.timeIntervalSince1970)|\(style)") { locale, now, zone in
            Text.format(date, style: style, now: now, locale: locale, timeZone: zone)
        })
        output = ""
    }
}
