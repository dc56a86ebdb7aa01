//
//  SleepScoreWidget.swift
//  SleepScoreWidgets
//

import SwiftUI
import WidgetKit

struct SleepScoreView: View {
    @Environment(\.widgetFamily) var family
    var entry: SleepEntry

    private var hoursText: String {
        let minutes = Int(entry.night.asleep / 60)
        return "\(minutes / 60)h \(minutes % 60)m"
    }

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: Double(entry.night.score), in: 0...100) {
                Image(systemName: "moon.zzz.fill")
            } currentValueLabel: {
                Text("\(entry.night.score)")
            }
            .gaugeStyle(.accessoryCircularCapacity)
        case .accessoryInline:
            Text("Sleep \(entry.night.score) · \(hoursText)")
        default:
            VStack(spacing: 6) {
                Gauge(value: Double(entry.night.score), in: 0...100) {
                    Text("Score")
                } currentValueLabel: {
                    Text("\(entry.night.score)")
                        .font(.title.bold())
                }
                .gaugeStyle(.accessoryCircular)
                .tint(Gradient(colors: [.red, .orange, .green]))
                .frame(height: 90)
                Text(hoursText)
                    .font(.headline)
                Text("of \(Int(entry.night.goalHours))h goal")
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
        }
    }
}

struct SleepScoreWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "SleepScore.Score", provider: SleepProvider()) { entry in
            SleepScoreView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Sleep Score")
        .description("How well you slept.")
        .supportedFamilies([.systemSmall, .accessoryCircular, .accessoryInline])
    }
}
