import Foundation

nonisolated extension Text {
    /// Creates a text view that displays the formatted representation of a value.
    ///
    /// Formatted when the text is resolved, as SwiftUI formats when it draws: in the locale of
    /// the environment the text is in, dates in the render's time zone (as `Text(_:style:)`) and relative
    /// dates against the render's "now" (`--now`): an image never depends on the machine's
    /// settings or clock.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        let formatted = FormattedText([.formatted(input, format)])
        self.init(verbatim: formatted.string(locale: TextFormatting.defaultLocale, now: RenderRequest.defaultNow))
        runs[0].formatted = formatted
    }
}

/// A text whose characters depend on the environment: literal parts and values with their
/// format styles, formatted for a locale and a "now" when the text is resolved.
nonisolated struct FormattedText: Equatable, @unchecked Sendable {
    // @unchecked: the parts hold the values and format styles a view was built with, read
    // only while that view's text is resolved.
    nonisolated enum Part {
        case literal(String)
        case formatted(description: String, format: (Locale, Date, TimeZone) -> String)

        static func formatted<F: FormatStyle>(_ input: F.FormatInput, _ style: F) -> Part where F.FormatOutput == String {
            .formatted(description: "\(input)|\(style)") { locale, now, zone in
                TextFormatting.format(input, with: style, locale: locale, now: now, timeZone: zone)
            }
        }
    }

    let parts: [Part]
    init(_ parts: [Part]) { self.parts = parts }

    var hasFormattedParts: Bool { parts.contains { if case .formatted = $0 { true } else { false } } }

    func string(locale: Locale, now: Date, timeZone: TimeZone = RenderTimeZone.current) -> String {
        parts.map { part in
            switch part {
            case .literal(let s): s
            case .formatted(_, let format): format(locale, now, timeZone)
            }
        }.joined()
    }

    static func == (a: FormattedText, b: FormattedText) -> Bool { a.identity == b.identity }

    private var identity: [String] {
        parts.map { part in
            switch part {
            case .literal(let s): "L" + s
            case .formatted(let description, _): "F" + description
            }
        }
    }
}

nonisolated enum TextFormatting {
    /// The locale a text is formatted in before it knows its environment (its first string).
    static let defaultLocale = Locale(identifier: "en_US")

    /// `input` formatted with `style` in `locale`: date styles in `timeZone`, relative dates against `now`.
    static func format<F: FormatStyle>(_ input: F.FormatInput, with style: F, locale: Locale, now: Date,
                                        timeZone: TimeZone) -> String
    where F.FormatOutput == String {
        if let relative = style as? Date.RelativeFormatStyle, let date = input as? Date {
            return relativeString(date, relative, locale: locale, now: now)
        }
        let localized = style.locale(locale)
        if var dates = localized as? Date.FormatStyle {
            dates.timeZone = timeZone
            return dates.format(input as! Date)
        }
        if var dates = localized as? Date.VerbatimFormatStyle {
            dates.timeZone = timeZone
            return dates.format(input as! Date)
        }
        if var intervals = localized as? Date.IntervalFormatStyle {
            intervals.timeZone = timeZone
            return intervals.format(input as! Range<Date>)
        }
        return localized.format(input)
    }

    /// A relative date against the render's now. Foundation's style measures from the clock
    /// when it formats, and Linux has no `RelativeDateTimeFormatter`: the date is moved by the
    /// clock's distance from `now`, half a second further from it, so that the microseconds
    /// between reading the clock and formatting never round a whole unit down.
    private static func relativeString(_ date: Date, _ style: Date.RelativeFormatStyle, locale: Locale, now: Date) -> String {
        let distance = date.timeIntervalSince(now)
        let moved = Date().addingTimeInterval(distance + (distance < 0 ? -0.5 : 0.5))
        return style.locale(locale).format(moved)
    }
}
