import SwiftUI
import WidgetKit

/// The very next departure, counting down: for the Home Screen's small size and the Lock Screen.
struct NextDepartureView: View {
    @Environment(\.widgetFamily) private var family
    let entry: DeparturesEntry

    var body: some View {
        if let next = entry.departures.first {
            switch family {
            case .accessoryRectangular:
                VStack(alignment: .leading, spacing: 1) {
                    Text("\(next.line) → \(next.destination)")
                        .font(.headline)
                        .widgetAccentable()
                    Text(next.time, style: .relative)
                    Text(entry.stopName)
                        .foregroundStyle(.secondary)
                }
            case .accessoryInline:
                Text("\(next.line) in \(next.time, style: .relative)")
            default:
                VStack(alignment: .leading, spacing: 4) {
                    LineBadge(line: next.line, isTrain: next.isTrain)
                    Text(next.destination)
                        .font(.headline)
                    Spacer(minLength: 0)
                    Text(next.time, style: .timer)
                        .font(.title.monospacedDigit().bold())
                        .foregroundStyle(.tint)
                    Text(entry.stopName)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        } else {
            Text("No departures")
        }
    }
}

struct NextDepartureWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "TransitBoard.Next", intent: SelectStopIntent.self, provider: DeparturesProvider()) { entry in
            NextDepartureView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
                .widgetURL(URL(string: "transitboard://stop/\(entry.stopID)"))
        }
        .configurationDisplayName("Next Departure")
        .description("A countdown to the next departure.")
        .supportedFamilies([.systemSmall, .accessoryRectangular, .accessoryInline])
    }
}
