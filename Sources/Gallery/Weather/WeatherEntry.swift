import Foundation

/// The sample data of the weather widget: several locations, one of them selected (the
/// widget's configurable location).
struct WeatherSamples: Decodable, Sendable {
    let selected: String
    let locations: [WeatherEntry]
}

/// The weather at one location: now, the next hours and the next days.
struct WeatherEntry: Decodable, Sendable {
    struct Hour: Decodable, Sendable {
        let time: String
        let symbol: String
        let temperature: Int
    }

    struct Day: Decodable, Sendable {
        let day: String
        let symbol: String
        let low: Int
        let high: Int
    }

    struct Labels: Decodable, Sendable {
        let high: String
        let low: String
    }

    let id: String
    let city: String
    let locale: String
    let condition: String
    let symbol: String
    let isDaytime: Bool
    let temperature: Int
    let high: Int
    let low: Int
    let labels: Labels
    let hourly: [Hour]
    let daily: [Day]

    static let placeholder = WeatherEntry(
        id: "placeholder", city: "Location", locale: "en_US", condition: "Condition", symbol: "sun", isDaytime: true,
        temperature: 20, high: 24, low: 12, labels: Labels(high: "H", low: "L"),
        hourly: (0..<6).map { Hour(time: "\($0 + 9)AM", symbol: "sun", temperature: 20) },
        daily: ["Mon", "Tue", "Wed", "Thu", "Fri"].map { Day(day: $0, symbol: "sun", low: 12, high: 24) })
}
