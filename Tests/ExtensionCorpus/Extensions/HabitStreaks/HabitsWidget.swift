//
//  HabitsWidget.swift
//  HabitStreaks
//

import WidgetKit
import SwiftUI

struct HabitRow: View {
    let habit: HabitSnapshot

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: habit.symbol)
                .foregroundStyle(.white)
                .frame(width: 26, height: 26)
                .background(habit.color.gradient, in: Circle())
            Text(habit.name)
                .font(.subheadline.weight(.medium))
                .lineLimit(1)
            Spacer()
            Label("\(habit.streak)", systemImage: "flame.fill")
                .font(.caption.monospacedDigit())
                .foregroundStyle(habit.streak > 0 ? Color.orange : Color.secondary)
            Image(systemName: habit.doneToday ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(habit.doneToday ? habit.color : .secondary)
        }
    }
}

struct HabitsWidgetView: View {
    let entry: HabitsEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        let count = family == .systemLarge ? 7 : 3
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("Habits")
                    .font(.headline)
                Spacer()
                Text("\(entry.habits.filter(\.doneToday).count)/\(entry.habits.count)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            ForEach(entry.habits.prefix(count), id: \.name) { habit in
                HabitRow(habit: habit)
            }
            Spacer(minLength: 0)
        }
    }
}

struct HabitsWidget: Widget {
    let kind = "HabitStreaks.Habits"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: HabitsProvider()) { entry in
            HabitsWidgetView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Habits")
        .description("Today's habits and their streaks.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

#Preview("Habits", as: .systemMedium) {
    HabitsWidget()
} timelineProvider: {
    HabitsProvider()
}
