import WidgetKit

/// Gives the home city's weather; a real app would fetch it, this one has it at hand.
struct WeatherProvider: TimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry {
        WeatherEntry(date: Date(), forecast: .placeholder)
    }

    func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> ()) {
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
