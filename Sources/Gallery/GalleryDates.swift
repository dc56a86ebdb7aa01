import Foundation

/// How the gallery turns its one "now" into what its widgets show.
///
/// Every widget is given the entry's date (the render's fixed "now", Saturday 21 November 2026,
/// 09:41 UTC) and derives each date, weekday, time, age and count from it and the sample data,
/// which holds only offsets from it ("42 minutes ago", "the next six hours", "born in 1996"):
/// nothing a widget shows can disagree with another widget or with the date.
enum GalleryDates {
    /// The time zone of the gallery's phone: UTC, so that "now" reads 9:41, the time on Apple's
    /// product shots. Weather shows each location's own time zone instead.
    static let homeTimeZone = TimeZone(identifier: "UTC")!

    /// A Gregorian calendar in the time zone.
    static func calendar(in timeZone: TimeZone = homeTimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// The date in the locale's form of a template of date fields (`"MMMMd"` is "November 21"
    /// in English, "11月21日" in Japanese).
    static func string(_ date: Date, template: String, locale: Locale = Locale(identifier: "en_US"),
                       timeZone: TimeZone = homeTimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter.string(from: date)
    }

    /// The whole days from `date`'s day to `later`'s day in the time zone (0 on the same day).
    static func days(from date: Date, to later: Date, in timeZone: TimeZone = homeTimeZone) -> Int {
        let calendar = calendar(in: timeZone)
        return calendar.dateComponents([.day], from: calendar.startOfDay(for: date), to: calendar.startOfDay(for: later)).day ?? 0
    }

    /// "HH:mm" as minutes after midnight (0 when malformed).
    static func minutes(_ time: String) -> Int {
        let parts = time.split(separator: ":").compactMap { Int($0) }
        return parts.count == 2 ? parts[0] * 60 + parts[1] : 0
    }

    /// The date `minutes` after midnight of `date`'s day in the time zone.
    static func time(_ minutes: Int, onDayOf date: Date, in timeZone: TimeZone = homeTimeZone) -> Date {
        calendar(in: timeZone).startOfDay(for: date).addingTimeInterval(TimeInterval(minutes * 60))
    }
}
