//
//  GlucoseLockScreenWidget.swift
//  GlucoseGlance
//

import SwiftUI
import WidgetKit

struct GlucoseLockScreenView: View {
    var entry: GlucoseTimelineEntry
    @Environment(\.widgetFamily) var widgetFamily

    var body: some View {
        if let latest = entry.data.latest {
            switch widgetFamily {
            case .accessoryCircular:
                Gauge(value: min(max(latest.mgdl, 40), 300), in: 40...300) {
                    Text("mg/dL")
                } currentValueLabel: {
                    Text("\(Int(latest.mgdl))")
                }
                .gaugeStyle(.accessoryCircular)
            case .accessoryInline:
                Label("\(Int(latest.mgdl)) mg/dL", systemImage: entry.data.trend.arrow)
            default:
                HStack {
                    VStack(alignment: .leading) {
                        HStack(spacing: 2) {
                            Text("\(Int(latest.mgdl))")
                                .font(.title.bold())
                            Image(systemName: entry.data.trend.arrow)
                        }
                        Text(latest.date, style: .relative)
                            .font(.caption)
                    }
                    Spacer()
                }
            }
        }
    }
}

struct GlucoseLockScreenWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "GlucoseGlance.LockScreen", provider: GlucoseProvider()) { entry in
            GlucoseLockScreenView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Glucose")
        .description("Your latest reading on the Lock Screen.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}
