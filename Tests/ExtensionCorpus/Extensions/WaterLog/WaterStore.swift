//
//  WaterStore.swift
//  Shared with the app through the app group.
//

import Foundation

final class WaterStore {
    static let shared = WaterStore()

    private let defaults = UserDefaults(suiteName: "group.com.example.waterlog")!

    private enum Key {
        static let glasses = "waterlog.glassesToday"
        static let goal = "waterlog.dailyGoal"
        static let lastDrink = "waterlog.lastDrink"
        static let day = "waterlog.day"
    }

    var goal: Int {
        let stored = defaults.integer(forKey: Key.goal)
        return stored > 0 ? stored : 8
    }

    func glasses(on date: Date) -> Int {
        guard let day = defaults.object(forKey: Key.day) as? Date,
              Calendar.current.isDate(day, inSameDayAs: date) else { return 0 }
        return defaults.integer(forKey: Key.glasses)
    }

    func addGlass(at date: Date) {
        let count = glasses(on: date) + 1
        defaults.set(count, forKey: Key.glasses)
        defaults.set(date, forKey: Key.day)
        defaults.set(date, forKey: Key.lastDrink)
    }

    func entry(at date: Date) -> WaterEntry {
        WaterEntry(date: date, glasses: glasses(on: date), goal: goal,
                   lastDrink: defaults.object(forKey: Key.lastDrink) as? Date)
    }
}
