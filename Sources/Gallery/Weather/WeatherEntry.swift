import Foundation

/// The sample data of the weather widget: several locations, one of them selected (the
/// widget's configurable location).
struct WeatherSamples: Decodable, Sendable {
    let selected: String
    let locations: [WeatherEntry]
}

/// The weather at one location: now, each of the next hours and each day from today. The data
/// holds no dates: `forecast(at:)` labels the hours and days from the entry's date in the
/// location's time zone and language, and draws clear skies as a moon after sunset.
struct WeatherEntry: Decodable, Sendable {
    struct Hour: Decodable, Sendable {
        let symbol: String
        let temperature: Int
    }

    struct Day: Decodable, Sendable {
        let symbol: String
        let low: Int
        let high: Int
    }

    struct Labels: Decodable, Sendable {
        let today: String
        let high: String
        let low: String
        /// "Updated %@ hr ago": how a stale forecast says its age in hours.
        let updated: String
        /// "%@-DAY FORECAST": the heading of the days ahead (extra large), nil to show none.
        var forecast: String? = nil
    }

    let id: String
    let city: String
    let locale: String
    let timeZone: String
    /// Local times of the day's sunrise and sunset, "HH:mm".
    let sunrise: String
    let sunset: String
    let condition: String
    let symbol: String
    let temperature: Int
    let labels: Labels
    /// The next hours, one each, starting with the first full hour after now.
    let hourly: [Hour]
    /// Today first, then the following days.
    let daily: [Day]
    /// How long ago the forecast was fetched, when the widget could not refresh it (nil: just now).
    var updatedMinutesAgo: Int?

    static let placeholder = WeatherEntry(
        id: "placeholder", city: "Location", locale: "en_US", timeZone: "UTC", sunrise: "07:00", sunset: "17:00",
        condition: "Condition", symbol: "cloud", temperature: 10, labels: Labels(today: "Today", high: "H", low: "L", updated: "Updated %@ hr ago"),
        hourly: Array(repeating: Hour(symbol: "cloud", temperature: 10), count: 6),
        daily: Array(repeating: Day(symbol: "cloud", low: 5, high: 15), count: 5))
}

/// What the weather widget shows at a moment: the sample data read at the entry's date.
struct WeatherForecast: Sendable {
    struct Hour: Sendable {
        let label: String
        let symbol: String
        let temperature: Int
    }

    struct Day: Sendable {
        let label: String
        let symbol: String
        let low: Int
        let high: Int
    }

    let city: String
    let locale: Locale
    let condition: String
    let symbol: String
    let isDaytime: Bool
    let temperature: Int
    /// Today's high and low: the first day's.
    let high: Int
    let low: Int
    let labels: WeatherEntry.Labels
    let hours: [Hour]
    let days: [Day]
    /// "Updated 3 hr ago" when the forecast is an hour or more old, else nil.
    let staleness: String?

    /// Whether the location's language is written right to left (the widget is laid out so).
    var isRightToLeft: Bool { locale.language.characterDirection == .rightToLeft }

    /// "H:12°  L:4°" in the location's labels.
    var highLow: String { "\(labels.high):\(high)°  \(labels.low):\(low)°" }
}

extension WeatherEntry {
    /// The forecast as it reads at `now`.
    func forecast(at now: Date) -> WeatherForecast {
        let zone = TimeZone(identifier: timeZone) ?? GalleryDates.homeTimeZone
        let locale = Locale(identifier: locale)
        let calendar = GalleryDates.calendar(in: zone)
        let hourStart = calendar.dateInterval(of: .hour, for: now)?.start ?? now
        let hours = hourly.enumerated().map { index, hour in
            let time = hourStart.addingTimeInterval(TimeInterval(3600 * (index + 1)))
            return WeatherForecast.Hour(label: GalleryDates.string(time, template: "j", locale: locale, timeZone: zone),
                                        symbol: Self.symbol(hour.symbol, isDaytime: isDaytime(at: time, zone: zone)),
                                        temperature: hour.temperature)
        }
        let days = daily.enumerated().map { index, day in
            let date = calendar.date(byAdding: .day, value: index, to: now) ?? now
            return WeatherForecast.Day(label: index == 0 ? labels.today : GalleryDates.string(date, template: "EEE", locale: locale, timeZone: zone),
                                       symbol: day.symbol, low: day.low, high: day.high)
        }
        let daytime = isDaytime(at: now, zone: zone)
        return WeatherForecast(city: city, locale: locale, condition: condition, symbol: Self.symbol(symbol, isDaytime: daytime),
                               isDaytime: daytime, temperature: temperature, high: daily.first?.high ?? temperature,
                               low: daily.first?.low ?? temperature, labels: labels, hours: hours, days: days,
                               staleness: updatedMinutesAgo.flatMap { $0 >= 60 ? labels.updated.replacingOccurrences(of: "%@", with: String($0 / 60)) : nil })
    }

    /// Whether `date` falls between the local sunrise and sunset.
    private func isDaytime(at date: Date, zone: TimeZone) -> Bool {
        let parts = GalleryDates.calendar(in: zone).dateComponents([.hour, .minute], from: date)
        let minutes = (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
        return (GalleryDates.minutes(sunrise)..<GalleryDates.minutes(sunset)).contains(minutes)
    }

    /// A clear sky after dark is a moon.
    private static func symbol(_ symbol: String, isDaytime: Bool) -> String {
        guard !isDaytime else { return symbol }
        return switch symbol {
        case "sun": "moon"
        case "cloud.sun": "cloud.moon"
        default: symbol
        }
    }
}
