//
//  TopStreakWidget.swift
//  HabitStreaks
//

import WidgetKit
import SwiftUI

struct TopStreakView: View {
    let entry: HabitsEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        if let top = entry.habits.first {
            switch family {
            case .accessoryCircular:
                Gauge(value: Double(min(top.streak, 30)), in: 0...30) {
                    Image(systemName: top.symbol)
                } currentValueLabel: {
                    Text("\(top.streak)")
                }
                .gaugeStyle(.accessoryCircular)
            default:
                VStack(spacing: 4) {
                    Image(systemName: "flame.fill")
                        .font(.largeTitle)
                        .foregroundStyle(.orange.gradient)
                    Text("\(top.streak)")
                        .font(.system(size: 36, weight: .heavy, design: .rounded))
                    Text(top.name)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        } else {
            ContentUnavailableView("No Habits", systemImage: "flame")
        }
    }
}

struct TopStreakWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "HabitStreaks.TopStreak", provider: HabitsProvider()) { entry in
            TopStreakView(entry: entry)
                .containerBackground(.fill.quaternary, for: .widget)
        }
        .configurationDisplayName("Top Streak")
        .description("Your longest streak.")
        .supportedFamilies([.systemSmall, .accessoryCircular])
    }
}
