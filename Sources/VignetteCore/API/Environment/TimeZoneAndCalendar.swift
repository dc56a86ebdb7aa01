import Foundation

private nonisolated struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { RenderTimeZone.current }
}

private nonisolated struct CalendarKey: EnvironmentKey {
    /// An iPhone set to English (US): Gregorian, weeks from Sunday, in the render's time zone.
    static let defaultValue: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        calendar.timeZone = RenderTimeZone.current
        return calendar
    }()
}

nonisolated extension EnvironmentValues {
    /// The current time zone that views should use when handling dates: the render's
    /// (`RenderTimeZone`: UTC unless `VIGNETTE_TIME_ZONE` names another).
    /// `Text(date, style:)` and `Text(date, format:)` format their dates in it.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The current calendar that views should use when handling dates: Gregorian, as an iPhone
    /// set to English (US) has it, in the render's time zone.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
}
