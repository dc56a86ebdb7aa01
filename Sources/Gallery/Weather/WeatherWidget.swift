import Foundation
import Vignette

/// Weather, after Apple's guidance in seed 004: the small widget shows the current
/// temperature, condition, high and low; medium adds six hours; large adds five days.
enum WeatherWidget {
    /// The widget for its configured location (`selected` in the sample data).
    static let definition = configured(kind: "weather", location: nil, name: "Weather")

    /// The widget configured for another location of the sample data.
    static func configured(kind: String, location: String?, name: String) -> WidgetDefinition {
        WidgetDefinition(
            kind: kind, displayName: name, description: "Current conditions and forecast for a location.",
            placeholder: { WeatherEntry.placeholder },
            entry: {
                let samples = try SampleData.load(WeatherSamples.self, from: "weather.json")
                let id = location ?? samples.selected
                guard let entry = samples.locations.first(where: { $0.id == id }) else {
                    throw VignetteError.malformedData(path: "Assets/Data/weather.json", detail: "no location '\(id)'",
                                                      hint: "name one of: \(samples.locations.map(\.id).joined(separator: ", "))")
                }
                return entry
            },
            content: { WeatherView(entry: $0) })
    }
}
