// Written as for WidgetKit on iOS 17.
import AppIntents
import SwiftUI
import WidgetKit

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry {
        StepsEntry(date: Date(), steps: 0, goal: 10_000)
    }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> ()) {
        completion(StepsEntry(date: Date(), steps: context.isPreview ? 6_500 : 4_200, goal: 10_000))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> ()) {
        let now = Date()
        let entries = (0..<4).map { hour in
            StepsEntry(date: now.addingTimeInterval(Double(hour) * 3600), steps: 1_000 * (hour + 1), goal: 10_000)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct StepsWidgetView: View {
    var entry: StepsProvider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(entry.steps)").font(.title.bold())
            Text("of \(entry.goal) steps").font(.caption).foregroundStyle(.secondary)
        }
        .containerBackground(Color.gray.opacity(0.2), for: .widget)
    }
}

struct StepsWidget: Widget {
    let kind: String = "StepsWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StepsProvider()) { entry in
            StepsWidgetView(entry: entry)
        }
        .configurationDisplayName("Steps")
        .description("Today's steps against your goal.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

enum TemperatureUnit: String, AppEnum {
    case celsius, fahrenheit

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Unit"
    static let caseDisplayRepresentations: [TemperatureUnit: DisplayRepresentation] = [
        .celsius: "Celsius",
        .fahrenheit: "Fahrenheit",
    ]
}

struct CityIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "City"
    static let description: IntentDescription? = IntentDescription("Choose a city.")

    @Parameter(title: "City", default: "Lisbon")
    var city: String

    @Parameter(title: "Unit", default: .celsius)
    var unit: TemperatureUnit

    @Parameter(title: "Note")
    var note: String?
}

struct CityEntry: TimelineEntry {
    let date: Date
    let city: String
    let unit: TemperatureUnit
    let note: String?
}

struct CityProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> CityEntry {
        CityEntry(date: Date(), city: "—", unit: .celsius, note: nil)
    }

    func snapshot(for configuration: CityIntent, in context: Context) async -> CityEntry {
        CityEntry(date: Date(), city: configuration.city, unit: configuration.unit, note: configuration.note)
    }

    func timeline(for configuration: CityIntent, in context: Context) async -> Timeline<CityEntry> {
        Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .after(Date().addingTimeInterval(3600)))
    }
}

struct CityWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "CityWidget", intent: CityIntent.self, provider: CityProvider()) { entry in
            Text(entry.city)
                .containerBackground(.blue, for: .widget)
        }
        .configurationDisplayName("City")
        .contentMarginsDisabled()
        .containerBackgroundRemovable(false)
    }
}

struct FitnessWidgets: WidgetBundle {
    var body: some Widget {
        StepsWidget()
        if #available(iOS 17.0, *) {
            CityWidget()
        }
    }
}

#Preview(as: .systemSmall) {
    StepsWidget()
} timeline: {
    StepsEntry(date: .now, steps: 2_400, goal: 10_000)
    StepsEntry(date: .now, steps: 10_250, goal: 10_000)
}

#Preview("Medium, from the provider", as: .systemMedium) {
    StepsWidget()
} timelineProvider: {
    StepsProvider()
}

#Preview("Goal reached", traits: .sizeThatFitsLayout) {
    StepsWidgetView(entry: StepsEntry(date: .now, steps: 12_000, goal: 10_000))
        .padding()
}

struct StepsWidget_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            StepsWidgetView(entry: StepsEntry(date: Date(), steps: 800, goal: 10_000))
                .previewContext(WidgetPreviewContext(family: .systemSmall))
                .previewDisplayName("Morning")
            StepsWidgetView(entry: StepsEntry(date: Date(), steps: 9_100, goal: 10_000))
                .previewContext(WidgetPreviewContext(family: .systemMedium))
        }
    }
}
