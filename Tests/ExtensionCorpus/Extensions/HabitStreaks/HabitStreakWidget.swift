//
//  HabitStreakWidget.swift
//  HabitStreaksWidgets
//

import SwiftUI
import WidgetKit

extension HabitSnapshot {
    var color: Color {
        switch colorName {
        case "orange": return .orange
        case "green": return .green
        case "purple": return .purple
        case "pink": return .pink
        case "teal": return .teal
        default: return .blue
        }
    }
}

/// The habit with the longest streak: a flame and the day count, or a ring on the Lock Screen.
struct HabitStreakView: View {
    @Environment(\.widgetFamily) private var family
    let entry: HabitEntry

    var body: some View {
        if let habit = entry.habits.first {
            switch family {
            case .accessoryCircular:
                Gauge(value: habit.progress) {
                    Image(systemName: habit.symbol)
                } currentValueLabel: {
                    Text("\(habit.streak)")
                }
                .gaugeStyle(.accessoryCircularCapacity)
            case .accessoryInline:
                Label("\(habit.name): \(habit.streak) days", systemImage: "flame.fill")
            default:
                VStack(alignment: .leading, spacing: 4) {
                    HStack {
                        Image(systemName: habit.symbol)
                            .font(.title2)
                            .foregroundStyle(habit.color)
                        Spacer()
                        if habit.doneToday {
                            Image(systemName: "checkmark.circle.fill")
                                .foregroundStyle(.green)
                        }
                    }
                    Spacer()
                    Text("\(habit.streak)")
                        .font(.system(size: 44, weight: .bold, design: .rounded))
                        .contentTransition(.numericText())
                    Text(habit.streak == 1 ? "day streak" : "days streak")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    Text(habit.name)
                        .font(.headline)
                        .lineLimit(1)
                }
            }
        } else {
            VStack(spacing: 6) {
                Image(systemName: "plus.circle")
                    .font(.title)
                Text("Add a habit in the app")
                    .font(.caption)
                    .multilineTextAlignment(.center)
            }
            .foregroundStyle(.secondary)
        }
    }
}

struct HabitStreakWidget: Widget {
    let kind = "HabitStreaks.Streak"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: HabitProvider()) { entry in
            HabitStreakView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
                .widgetURL(URL(string: "habitstreaks://habit/\(entry.habits.first?.id.uuidString ?? "")"))
        }
        .configurationDisplayName("Streak")
        .description("Your longest running habit.")
        .supportedFamilies([.systemSmall, .accessoryCircular, .accessoryInline])
    }
}

#Preview(as: .systemSmall) {
    HabitStreakWidget()
} timeline: {
    HabitEntry.sample
    HabitEntry(date: .now, habits: [])
}

#Preview(as: .accessoryCircular) {
    HabitStreakWidget()
} timeline: {
    HabitEntry.sample
}
