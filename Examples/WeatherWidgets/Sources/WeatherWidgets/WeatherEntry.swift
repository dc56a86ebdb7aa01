import WidgetKit

/// One city's weather: now and the next days.
struct Forecast: Hashable {
    struct Day: Hashable {
        let name: String
        let symbol: String
        let low: Int
        let high: Int
    }

    let city: String
    let condition: String
    let symbol: String
    let temperature: Int
    let low: Int
    let high: Int
    let days: [Day]
}

struct WeatherEntry: TimelineEntry {
    let date: Date
    let forecast: Forecast
}

extension Forecast {
    /// What the widget shows until the first timeline arrives (drawn redacted).
    static let placeholder = Forecast(
        city: "City", condition: "Condition", symbol: "cloud.sun.fill", temperature: 20, low: 12, high: 24,
        days: ["Mon", "Tue", "Wed", "Thu", "Fri"].map { Day(name: $0, symbol: "cloud.fill", low: 12, high: 24) })

    static let lisbon = Forecast(
        city: "Lisbon", condition: "Mostly Sunny", symbol: "sun.max.fill", temperature: 19, low: 13, high: 21,
        days: [Day(name: "Today", symbol: "sun.max.fill", low: 13, high: 21),
               Day(name: "Thu", symbol: "cloud.sun.fill", low: 14, high: 20),
               Day(name: "Fri", symbol: "cloud.rain.fill", low: 12, high: 17),
               Day(name: "Sat", symbol: "cloud.rain.fill", low: 11, high: 16),
               Day(name: "Sun", symbol: "cloud.sun.fill", low: 12, high: 19)])

    static let reykjavik = Forecast(
        city: "Reykjavík", condition: "Snow Showers", symbol: "cloud.snow.fill", temperature: -3, low: -6, high: 0,
        days: [Day(name: "Today", symbol: "cloud.snow.fill", low: -6, high: 0),
               Day(name: "Thu", symbol: "wind", low: -7, high: -1),
               Day(name: "Fri", symbol: "cloud.fill", low: -4, high: 1),
               Day(name: "Sat", symbol: "snowflake", low: -8, high: -2),
               Day(name: "Sun", symbol: "cloud.sun.fill", low: -5, high: 2)])

    static let tokyo = Forecast(
        city: "Tokyo", condition: "Clear", symbol: "moon.stars.fill", temperature: 11, low: 8, high: 16,
        days: [Day(name: "Today", symbol: "sun.max.fill", low: 8, high: 16),
               Day(name: "Thu", symbol: "cloud.sun.fill", low: 9, high: 17),
               Day(name: "Fri", symbol: "cloud.fill", low: 10, high: 15),
               Day(name: "Sat", symbol: "cloud.rain.fill", low: 9, high: 13),
               Day(name: "Sun", symbol: "sun.max.fill", low: 7, high: 15)])
}
