import SwiftUI
import WidgetKit

struct AirlineBadge: View {
    let code: String

    var body: some View {
        Text(code)
            .font(.caption.weight(.heavy).monospaced())
            .foregroundStyle(.black)
            .frame(minWidth: 30, minHeight: 20)
            .background(Color.yellow, in: RoundedRectangle(cornerRadius: 4, style: .continuous))
    }
}

extension Flight.Status {
    var color: Color {
        switch self {
        case .scheduled: .secondary
        case .boarding: .green
        case .delayed: .orange
        case .gateClosed: .red
        }
    }
}

struct FlightRow: View {
    let flight: Flight
    let showsGate: Bool
    let timeZone: TimeZone

    var body: some View {
        HStack(spacing: 8) {
            AirlineBadge(code: flight.airline)
            VStack(alignment: .leading, spacing: 0) {
                Text(flight.destination)
                    .font(.subheadline.weight(.semibold))
                    .lineLimit(1)
                Text(showsGate ? "\(flight.id) · Gate \(flight.gate)" : flight.id)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 4)
            VStack(alignment: .trailing, spacing: 0) {
                Text(flight.departure.formatted(Date.FormatStyle(date: .omitted, time: .shortened, timeZone: timeZone)))
                    .font(.subheadline.monospacedDigit())
                Text(flight.status == .delayed ? "+\(flight.delayMinutes) min" : flight.status.rawValue)
                    .font(.caption2.bold())
                    .foregroundStyle(flight.status.color)
            }
        }
    }
}

struct FlightBoardView: View {
    let entry: FlightBoardEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Image(systemName: "airplane.departure")
                    .foregroundStyle(.tint)
                Text("\(entry.airport.id) Departures")
                    .font(.headline)
                    .lineLimit(1)
                Spacer()
                Text("Updated \(entry.date, style: .relative) ago")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            Divider()
            if entry.flights.isEmpty {
                Text("No matching flights")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            } else {
                ForEach(entry.flights) { flight in
                    Link(destination: URL(string: "flightboard://flight/\(flight.id)")!) {
                        FlightRow(flight: flight, showsGate: entry.showsGate, timeZone: entry.airport.timeZone)
                    }
                }
                Spacer(minLength: 0)
            }
        }
    }
}

struct DeparturesBoardWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "FlightBoard.Departures", intent: SelectAirportIntent.self, provider: FlightBoardProvider()) { entry in
            FlightBoardView(entry: entry)
                .containerBackground(.background, for: .widget)
                .widgetURL(URL(string: "flightboard://airport/\(entry.airport.id)"))
        }
        .configurationDisplayName("Departures Board")
        .description("The next flights leaving an airport.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

#Preview(as: .systemMedium) {
    DeparturesBoardWidget()
} timeline: {
    FlightBoardEntry(date: .now, airport: AirportEntity.all[1],
                     flights: FlightSchedule.departures(from: AirportEntity.all[1], after: .now, filter: .all, count: 3),
                     showsGate: false)
}
