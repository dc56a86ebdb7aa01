import Vignette
import VignetteCore

/// The location the weather widget shows: a configuration intent, as a real weather widget
/// lets people pick a city. Without one, the sample data's selected location.
struct WeatherLocationIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Location"
    static let description: IntentDescription? = IntentDescription("Choose the location to show.")

    @Parameter(title: "Location")
    var location: String?

    init() {}

    /// The intent configured for a location of the sample data.
    init(location: String) { self.location = location }
}

/// Reads the chosen location's weather from the sample data.
struct WeatherProvider: AppIntentTimelineProvider {
    /// A location fixed by the gallery (for its Tokyo and Beijing variants), used when the
    /// intent names none.
    let fixedLocation: String?

    func placeholder(in context: Context) -> SampleEntry<WeatherEntry> {
        SampleEntry(date: RenderRequest.now, value: .placeholder)
    }

    func snapshot(for configuration: WeatherLocationIntent, in context: Context) async -> SampleEntry<WeatherEntry> {
        do {
            return SampleEntry(date: RenderRequest.now, value: try weather(at: configuration.location ?? fixedLocation))
        } catch {
            WidgetProviderFailure.report(error)
            return placeholder(in: context)
        }
    }

    func timeline(for configuration: WeatherLocationIntent, in context: Context) async -> Timeline<SampleEntry<WeatherEntry>> {
        Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .never)
    }

    private func weather(at location: String?) throws -> WeatherEntry {
        let samples = try SampleData.load(WeatherSamples.self, from: "weather.json")
        let id = location ?? samples.selected
        guard let entry = samples.locations.first(where: { $0.id == id }) else {
            throw VignetteError.malformedData(path: SampleData.folder.appendingPathComponent("weather.json").path, detail: "no location '\(id)'",
                                              hint: "name one of: \(samples.locations.map(\.id).joined(separator: ", "))")
        }
        return entry
    }
}

/// Weather, after Apple's guidance in seed 004: the small widget shows the current
/// temperature, condition, high and low; medium adds six hours; large adds five days.
struct WeatherWidget: Widget {
    let kind: String
    let location: String?
    let name: String

    init() { self.init(kind: "weather", location: nil, name: "Weather") }

    /// The widget for another location of the sample data.
    init(kind: String, location: String?, name: String) {
        self.kind = kind
        self.location = location
        self.name = name
    }

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: WeatherLocationIntent.self, provider: WeatherProvider(fixedLocation: location)) { entry in
            WeatherView(entry: entry.value.forecast(at: entry.date))
        }
        .configurationDisplayName(name)
        .description("Current conditions and forecast for a location.")
        .supportedFamilies(WidgetFamily.homeScreen + [.systemExtraLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner])
    }
}

#Preview("Beijing", as: .systemMedium, using: WeatherLocationIntent(location: "beijing")) {
    WeatherWidget()
} timelineProvider: {
    WeatherProvider(fixedLocation: nil)
}

#Preview("Stale, and right to left", as: .systemMedium) {
    WeatherWidget()
} timeline: {
    let samples = try? SampleData.load(WeatherSamples.self, from: "weather.json")
    let london = samples?.locations.first { $0.id == "london" }.map { entry -> WeatherEntry in
        var stale = entry
        stale.updatedMinutesAgo = 185
        return stale
    }
    SampleEntry(date: RenderRequest.now, value: london ?? .placeholder)
    SampleEntry(date: RenderRequest.now, value: samples?.locations.first { $0.id == "tel-aviv" } ?? .placeholder)
}
