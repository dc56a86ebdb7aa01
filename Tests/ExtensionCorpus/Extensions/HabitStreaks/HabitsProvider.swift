//
//  HabitsProvider.swift
//  HabitStreaks
//

import WidgetKit
import SwiftData
import SwiftUI

struct HabitSnapshot: Hashable, Sendable {
    let name: String
    let symbol: String
    let colorName: String
    let streak: Int
    let doneToday: Bool

    var color: Color {
        switch colorName {
        case "orange": .orange
        case "blue": .blue
        case "purple": .purple
        case "pink": .pink
        default: .green
        }
    }
}

struct HabitsEntry: TimelineEntry {
    let date: Date
    let habits: [HabitSnapshot]
}

struct HabitsProvider: TimelineProvider {
    func placeholder(in context: Context) -> HabitsEntry {
        HabitsEntry(date: .now, habits: [
            HabitSnapshot(name: "Read", symbol: "book.fill", colorName: "blue", streak: 5, doneToday: true),
            HabitSnapshot(name: "Walk", symbol: "heart.fill", colorName: "green", streak: 12, doneToday: false),
        ])
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (HabitsEntry) -> Void) {
        Task { @MainActor in
            completion(HabitsEntry(date: .now, habits: loadHabits()))
        }
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<HabitsEntry>) -> Void) {
        Task { @MainActor in
            let entry = HabitsEntry(date: .now, habits: loadHabits())
            let midnight = Calendar.current.startOfDay(for: .now.addingTimeInterval(86_400))
            completion(Timeline(entries: [entry], policy: .after(midnight)))
        }
    }

    @MainActor
    private func loadHabits() -> [HabitSnapshot] {
        let context = SharedModelContainer.shared.mainContext
        let descriptor = FetchDescriptor<Habit>(
            predicate: #Predicate { !$0.isArchived },
            sortBy: [SortDescriptor(\.streak, order: .reverse), SortDescriptor(\.name)]
        )
        let startOfDay = Calendar.current.startOfDay(for: .now)
        let habits = (try? context.fetch(descriptor)) ?? []
        return habits.map { habit in
            HabitSnapshot(name: habit.name, symbol: habit.symbol, colorName: habit.colorName, streak: habit.streak,
                          doneToday: (habit.lastDone ?? .distantPast) >= startOfDay)
        }
    }
}
