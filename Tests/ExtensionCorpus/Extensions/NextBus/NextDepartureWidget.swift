//
//  NextDepartureWidget.swift
//  NextBus
//

import WidgetKit
import SwiftUI

struct NextDepartureView: View {
    let entry: DeparturesEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        if let next = entry.departures.first {
            switch family {
            case .accessoryInline:
                Label("\(next.line) in \(next.time, style: .relative)", systemImage: "clock.fill")
            case .accessoryCircular:
                ZStack {
                    AccessoryWidgetBackground()
                    VStack(spacing: 0) {
                        Text(next.line)
                            .font(.headline)
                        Text(next.time, style: .timer)
                            .font(.caption2)
                            .multilineTextAlignment(.center)
                    }
                }
            default:
                VStack(alignment: .leading) {
                    Text(entry.stop.name)
                        .font(.headline)
                        .widgetAccentable()
                    Text("\(next.line) → \(next.destination)")
                    Text(next.time, style: .time)
                        .foregroundColor(.secondary)
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
        AppIntentConfiguration(kind: "NextBus.NextDeparture", intent: SelectStopIntent.self, provider: DeparturesProvider()) { entry in
            NextDepartureView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Next Bus")
        .description("The next bus at your stop, on the Lock Screen.")
        .supportedFamilies([.accessoryInline, .accessoryCircular, .accessoryRectangular])
    }
}
