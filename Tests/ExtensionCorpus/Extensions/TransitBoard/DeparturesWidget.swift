import SwiftUI
import WidgetKit

struct LineBadge: View {
    let line: String
    let isTrain: Bool

    var body: some View {
        Text(line)
            .font(.caption.weight(.heavy))
            .foregroundStyle(.white)
            .frame(minWidth: 28, minHeight: 20)
            .background(isTrain ? Color.green : Color.red, in: RoundedRectangle(cornerRadius: 5, style: .continuous))
    }
}

struct DepartureRow: View {
    let departure: Departure
    let showsPlatform: Bool

    var body: some View {
        HStack(spacing: 8) {
            LineBadge(line: departure.line, isTrain: departure.isTrain)
            VStack(alignment: .leading, spacing: 0) {
                Text(departure.destination)
                    .font(.subheadline.weight(.semibold))
                    .lineLimit(1)
                if showsPlatform {
                    Text("Platform \(departure.platform)")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer(minLength: 4)
            VStack(alignment: .trailing, spacing: 0) {
                Text(departure.time, style: .time)
                    .font(.subheadline.monospacedDigit())
                if departure.delayMinutes > 0 {
                    Text("+\(departure.delayMinutes) min")
                        .font(.caption2.bold())
                        .foregroundStyle(.red)
                }
            }
        }
    }
}

struct DeparturesView: View {
    let entry: DeparturesEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Image(systemName: "tram.fill")
                    .foregroundStyle(.tint)
                Text(entry.stopName)
                    .font(.headline)
                    .lineLimit(1)
                Spacer()
                Text("Updated \(entry.date, style: .time)")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            Divider()
            if entry.departures.isEmpty {
                Text("No departures in the next hour")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            } else {
                ForEach(entry.departures) { departure in
                    Link(destination: URL(string: "transitboard://trip/\(entry.stopID)/\(departure.id)")!) {
                        DepartureRow(departure: departure, showsPlatform: entry.showsPlatform)
                    }
                }
                Spacer(minLength: 0)
            }
        }
    }
}

struct DeparturesWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "TransitBoard.Departures", intent: SelectStopIntent.self, provider: DeparturesProvider()) { entry in
            DeparturesView(entry: entry)
                .containerBackground(.background, for: .widget)
                .widgetURL(URL(string: "transitboard://stop/\(entry.stopID)"))
        }
        .configurationDisplayName("Departures")
        .description("The next departures from your stop.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

#Preview(as: .systemMedium) {
    DeparturesWidget()
} timeline: {
    DeparturesEntry(date: .now, stopName: "Harbour Front", stopID: "harbour",
                    departures: Timetable.departures(from: StopEntity.all[1], after: .now, mode: .all, count: 3),
                    showsPlatform: false)
}
