//
//  HabitEntry.swift
//  HabitStreaksWidgets
//

import WidgetKit

/// What the widget shows of a habit: copied out of the model so the entry is a plain value.
struct HabitSnapshot: Identifiable, Hashable {
    var id: UUID
    var name: String
    var symbol: String
    var colorName: String
    var streak: Int
    var progress: Double
    var doneToday: Bool

    init(_ habit: Habit, today: Date) {
        id = habit.id
        name = habit.name
        symbol = habit.symbol
        colorName = habit.colorName
        streak = habit.streak
        progress = habit.weekProgress
        doneToday = habit.isDone(on: today)
    }

    init(name: String, symbol: String, colorName: String, streak: Int, progress: Double, doneToday: Bool) {
        self.id = UUID()
        self.name = name
        self.symbol = symbol
        self.colorName = colorName
        self.streak = streak
        self.progress = progress
        self.doneToday = doneToday
    }
}

struct HabitEntry: TimelineEntry {
    let date: Date
    let habits: [HabitSnapshot]

    static let sample = HabitEntry(date: .now, habits: [
        HabitSnapshot(name: "Read", symbol: "book.fill", colorName: "orange", streak: 12, progress: 0.7, doneToday: true),
        HabitSnapshot(name: "Run", symbol: "figure.run", colorName: "green", streak: 4, progress: 0.4, doneToday: false),
        HabitSnapshot(name: "Meditate", symbol: "leaf.fill", colorName: "purple", streak: 30, progress: 1, doneToday: true),
    ])
}
