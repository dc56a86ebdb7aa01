// Written as an iOS 14–16 widget extension configured through SiriKit: the intent classes come from
// DepartureBoard.intentdefinition (Xcode generates them; on Linux the VignetteIntentDefinitions plugin).
import Intents
import SwiftUI
import WidgetKit

struct DepartureBoardEntry: TimelineEntry {
    let date: Date
    let configuration: ConfigurationIntent
    let minutes: [Int]
}

struct DepartureBoardProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> DepartureBoardEntry {
        DepartureBoardEntry(date: Date(), configuration: ConfigurationIntent(), minutes: [2, 9, 16])
    }

    func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (DepartureBoardEntry) -> ()) {
        completion(DepartureBoardEntry(date: Date(), configuration: configuration, minutes: [4, 11, 19, 26, 34]))
    }

    func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        let now = Date()
        let entries = (0..<3).map { step in
            DepartureBoardEntry(date: now.addingTimeInterval(Double(step) * 60), configuration: configuration,
                                minutes: [4, 11, 19, 26, 34].map { max(0, $0 - step) })
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct DepartureBoardWidgetEntryView: View {
    var entry: DepartureBoardProvider.Entry

    private var lineName: String { entry.configuration.line?.displayString ?? "Any line" }
    private var towards: String {
        switch entry.configuration.direction {
        case .inbound: return "to City Centre"
        case .outbound: return "to Airport"
        case .unknown: return "both ways"
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.configuration.stopName ?? "Choose a stop")
                .font(.headline)
                .lineLimit(1)
            Text("\(lineName) \(towards)")
                .font(.caption)
                .foregroundColor(.secondary)
            Divider()
            ForEach(entry.minutes.prefix(entry.configuration.departureCount?.intValue ?? 3), id: \.self) { minutes in
                HStack {
                    Text(minutes == 0 ? "Now" : "\(minutes) min")
                        .font(.system(.body, design: .rounded).monospacedDigit())
                    Spacer()
                    if entry.configuration.showsPlatform?.boolValue == true {
                        Text("Pl. \(minutes % 3 + 1)")
                            .font(.caption2)
                            .foregroundColor(.secondary)
                    }
                }
            }
            Spacer(minLength: 0)
        }
        .containerBackground(for: .widget) { Color(.systemBackground) }
    }
}

struct DepartureBoardWidget: Widget {
    let kind: String = "DepartureBoard"

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: kind, intent: ConfigurationIntent.self, provider: DepartureBoardProvider()) { entry in
            DepartureBoardWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Departures")
        .description("The next departures from your stop.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// The Intents extension's handler: the lines a user may pick. Vignette renders the definition's
/// defaults, so nothing calls it on Linux; it must compile as it is.
class IntentHandler: INExtension, ConfigurationIntentHandling {
    func provideLineOptionsCollection(for intent: ConfigurationIntent,
                                      with completion: @escaping (INObjectCollection<TransitLine>?, Error?) -> Void) {
        let lines = [TransitLine(identifier: "4", display: "Line 4"), TransitLine(identifier: "12", display: "Line 12")]
        completion(INObjectCollection(items: lines), nil)
    }

    func defaultLine(for intent: ConfigurationIntent) -> TransitLine? { nil }

    func resolveDirection(for intent: ConfigurationIntent, with completion: @escaping (TravelDirectionResolutionResult) -> Void) {
        completion(intent.direction == .unknown ? .needsValue() : .success(with: intent.direction))
    }

    override func handler(for intent: INIntent) -> Any {
        return self
    }
}

struct DepartureBoardBundle: WidgetBundle {
    var body: some Widget {
        DepartureBoardWidget()
    }
}
