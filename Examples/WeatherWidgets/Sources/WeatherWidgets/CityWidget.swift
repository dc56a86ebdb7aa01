import AppIntents
import SwiftUI
import WidgetKit

enum City: String, AppEnum {
    case lisbon, reykjavik, tokyo

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "City"
    static let caseDisplayRepresentations: [City: DisplayRepresentation] = [
        .lisbon: "Lisbon", .reykjavik: "Reykjavík", .tokyo: "Tokyo",
    ]

    var forecast: Forecast {
        switch self {
        case .lisbon: .lisbon
        case .reykjavik: .reykjavik
        case .tokyo: .tokyo
        }
    }
}

struct SelectCityIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Select City"
    static let description: IntentDescription? = "Shows the weather in the city you choose."

    @Parameter(title: "City", default: .tokyo)
    var city: City
}

struct CityProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry {
        WeatherEntry(date: Date(), forecast: .placeholder)
    }

    func snapshot(for configuration: SelectCityIntent, in context: Context) async -> WeatherEntry {
        WeatherEntry(date: Date(), forecast: configuration.city.forecast)
    }

    func timeline(for configuration: SelectCityIntent, in context: Context) async -> Timeline<WeatherEntry> {
        Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .after(Date().addingTimeInterval(3600)))
    }
}

/// A city the person picks: the symbol large, the temperature beside it.
struct CityWeatherView: View {
    let forecast: Forecast

    var body: some View {
        VStack(alignment: .leading) {
            Image(systemName: forecast.symbol)
                .font(.system(size: 40))
                .foregroundStyle(Color("SunAccent"))
            Spacer(minLength: 0)
            Text("\(forecast.temperature)°")
                .font(.custom("Quicksand-Bold", size: 40))
            Text(forecast.city)
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

struct CityWeatherWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "CityWeatherWidget", intent: SelectCityIntent.self, provider: CityProvider()) { entry in
            CityWeatherView(forecast: entry.forecast)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("City Weather")
        .description("The weather in a city you choose.")
        .supportedFamilies([.systemSmall])
    }
}

#Preview("Reykjavík", as: .systemSmall, using: {
    let intent = SelectCityIntent()
    intent.city = .reykjavik
    return intent
}()) {
    CityWeatherWidget()
} timelineProvider: {
    CityProvider()
}
