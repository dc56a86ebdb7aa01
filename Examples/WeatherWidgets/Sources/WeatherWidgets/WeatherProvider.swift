import OSLog
import WidgetKit

/// Gives the home city's weather; a real app would fetch it, this one has it at hand.
struct WeatherProvider: TimelineProvider {
    // The extension's bundle identifier, from its Info.plist (the VignetteInfoPlist plugin gives
    // it to Bundle.main); without one, this unwrap would stop the widget as it would on iOS.
    private static let log = Logger(subsystem: Bundle.main.bundleIdentifier!, category: "WeatherProvider")

    func placeholder(in context: Context) -> WeatherEntry {
        WeatherEntry(date: Date(), forecast: .placeholder)
    }

    func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> ()) {
        Self.log.debug("snapshot for \(context.family.description)")
        completion(WeatherEntry(date: Date(), forecast: .lisbon))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> ()) {
        let now = Date()
        let entries = [Forecast.lisbon, .reykjavik].enumerated().map { hour, forecast in
            WeatherEntry(date: now.addingTimeInterval(Double(hour) * 3600), forecast: forecast)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}
