//
//  DeparturesWidget.swift
//  NextBus
//

import WidgetKit
import SwiftUI

struct LineBadge: View {
    let line: String

    var body: some View {
        Text(line)
            .font(.caption.bold())
            .foregroundColor(.white)
            .frame(minWidth: 26, minHeight: 20)
            .padding(.horizontal, 2)
            .background(Color.accentColor, in: RoundedRectangle(cornerRadius: 5))
    }
}

struct DeparturesWidgetView: View {
    let entry: DeparturesEntry
    @Environment(\.widgetFamily) var family

    private var rows: Int { family == .systemLarge ? 6 : 3 }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Image(systemName: "mappin")
                Text(entry.stop.name)
                    .font(.headline)
                    .lineLimit(1)
                Spacer()
                Text(entry.stop.id)
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
            Divider()
            ForEach(entry.departures.prefix(rows)) { departure in
                HStack {
                    LineBadge(line: departure.line)
                    Text(departure.destination)
                        .font(.subheadline)
                        .lineLimit(1)
                    Spacer()
                    Text(departure.time, style: .relative)
                        .font(.subheadline.monospacedDigit())
                        .multilineTextAlignment(.trailing)
                        .frame(width: 80, alignment: .trailing)
                }
            }
            Spacer(minLength: 0)
        }
        .widgetURL(URL(string: "nextbus://stop/\(entry.stop.id)"))
    }
}

struct DeparturesWidget: Widget {
    let kind: String = "NextBus.Departures"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: SelectStopIntent.self, provider: DeparturesProvider()) { entry in
            DeparturesWidgetView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Departures")
        .description("The next buses at your stop.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

#Preview("Departures", as: .systemMedium, using: SelectStopIntent(stop: StopEntity.all[1])) {
    DeparturesWidget()
} timelineProvider: {
    DeparturesProvider()
}
