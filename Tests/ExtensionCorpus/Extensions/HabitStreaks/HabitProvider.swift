//
//  HabitProvider.swift
//  HabitStreaksWidgets
//

import SwiftData
import WidgetKit

struct HabitProvider: TimelineProvider {
    func placeholder(in context: Context) -> HabitEntry {
        .sample
    }

    func getSnapshot(in context: Context, completion: @escaping (HabitEntry) -> Void) {
        completion(loadEntry(limit: limit(for: context.family)))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HabitEntry>) -> Void) {
        let entry = loadEntry(limit: limit(for: context.family))
        // Streaks change at midnight: ask again at the start of tomorrow.
        let tomorrow = Calendar.current.startOfDay(for: entry.date.addingTimeInterval(86_400))
        completion(Timeline(entries: [entry], policy: .after(tomorrow)))
    }

    private func limit(for family: WidgetFamily) -> Int {
        switch family {
        case .systemLarge: return 6
        case .systemMedium: return 4
        default: return 1
        }
    }

    private func loadEntry(limit: Int) -> HabitEntry {
        let now = Date.now
        let habits = HabitStore.activeHabits(limit: limit).map { HabitSnapshot($0, today: now) }
        return HabitEntry(date: now, habits: habits)
    }
}
