//
//  HabitBoardWidget.swift
//  HabitStreaksWidgets
//

import SwiftData
import SwiftUI
import WidgetKit

struct HabitRow: View {
    let habit: HabitSnapshot

    var body: some View {
        HStack(spacing: 10) {
            ZStack {
                Circle()
                    .fill(habit.color.gradient)
                Image(systemName: habit.symbol)
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(.white)
            }
            .frame(width: 28, height: 28)
            VStack(alignment: .leading, spacing: 3) {
                Text(habit.name)
                    .font(.subheadline.weight(.medium))
                    .lineLimit(1)
                ProgressView(value: habit.progress)
                    .tint(habit.color)
            }
            Label("\(habit.streak)", systemImage: "flame.fill")
                .font(.caption.monospacedDigit())
                .foregroundStyle(.orange)
                .frame(minWidth: 40, alignment: .trailing)
        }
    }
}

struct HabitBoardView: View {
    let entry: HabitEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("This week")
                    .font(.headline)
                Spacer()
                Text(entry.date, format: .dateTime.weekday(.wide))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            ForEach(entry.habits) { habit in
                Link(destination: URL(string: "habitstreaks://habit/\(habit.id.uuidString)")!) {
                    HabitRow(habit: habit)
                }
            }
            Spacer(minLength: 0)
        }
    }
}

struct HabitBoardWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "HabitStreaks.Board", provider: HabitProvider()) { entry in
            HabitBoardView(entry: entry)
                .containerBackground(for: .widget) {
                    Color(.systemBackground)
                }
        }
        .configurationDisplayName("Habit Board")
        .description("Every habit's progress this week.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

#Preview(as: .systemMedium) {
    HabitBoardWidget()
} timeline: {
    HabitEntry.sample
}
