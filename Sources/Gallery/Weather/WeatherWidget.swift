import Foundation
import Vignette

/// Weather, after Apple's guidance in seed 004: the small widget shows the current
/// temperature, condition, high and low; medium adds six hours; large adds five days.
enum WeatherWidget {
    static let definition = WidgetDefinition(
        kind: "weather", displayName: "Weather", description: "Current conditions and forecast for a location.",
        placeholder: { WeatherEntry.placeholder },
        entry: {
            let samples = try SampleData.load(WeatherSamples.self, from: "weather.json")
            guard let entry = samples.locations.first(where: { $0.id == samples.selected }) else {
                throw VignetteError.malformedData(path: "Assets/Data/weather.json", detail: "key 'selected': no location '\(samples.selected)'",
                                                  hint: "name one of: \(samples.locations.map(\.id).joined(separator: ", "))")
            }
            return entry
        },
        content: { WeatherView(entry: $0) })
}
