import SwiftUI
import WidgetKit

/// The very next departure, counting down: on the Home Screen's small size and the Lock Screen.
struct NextFlightView: View {
    @Environment(\.widgetFamily) private var family
    let entry: FlightBoardEntry

    var body: some View {
        if let next = entry.flights.first {
            switch family {
            case .accessoryRectangular:
                VStack(alignment: .leading, spacing: 1) {
                    Text("\(next.id) → \(next.destination)")
                        .font(.headline)
                        .widgetAccentable()
                    Text(next.departure, style: .relative)
                    Text("Gate \(next.gate)")
                        .foregroundStyle(.secondary)
                }
            case .accessoryInline:
                Label("\(next.id) in \(next.departure, style: .relative)", systemImage: "airplane")
            default:
                VStack(alignment: .leading, spacing: 4) {
                    HStack {
                        AirlineBadge(code: next.airline)
                        Spacer()
                        Text(next.status.rawValue)
                            .font(.caption2.bold())
                            .foregroundStyle(next.status.color)
                    }
                    Text(next.destination)
                        .font(.headline)
                    Spacer(minLength: 0)
                    Text(next.departure, style: .timer)
                        .font(.title.monospacedDigit().bold())
                        .foregroundStyle(.tint)
                    Text("Gate \(next.gate) · \(entry.airport.id)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        } else {
            Text("No flights")
        }
    }
}

struct NextFlightWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "FlightBoard.Next", intent: SelectAirportIntent.self, provider: FlightBoardProvider()) { entry in
            NextFlightView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
                .widgetURL(URL(string: "flightboard://airport/\(entry.airport.id)"))
        }
        .configurationDisplayName("Next Flight")
        .description("A countdown to the next departure.")
        .supportedFamilies([.systemSmall, .accessoryRectangular, .accessoryInline])
    }
}
