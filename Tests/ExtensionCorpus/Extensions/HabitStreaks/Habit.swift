//
//  Habit.swift
//  Shared between the app and the widget extension (target membership: both).
//

import Foundation
import SwiftData

@Model
final class Habit {
    @Attribute(.unique) var id: UUID
    var name: String
    var symbol: String
    var colorName: String
    var streak: Int
    var goalPerWeek: Int
    var doneThisWeek: Int
    var lastCompleted: Date?
    var createdAt: Date
    var isArchived: Bool

    init(name: String, symbol: String, colorName: String = "blue", goalPerWeek: Int = 7) {
        self.id = UUID()
        self.name = name
        self.symbol = symbol
        self.colorName = colorName
        self.streak = 0
        self.goalPerWeek = goalPerWeek
        self.doneThisWeek = 0
        self.lastCompleted = nil
        self.createdAt = .now
        self.isArchived = false
    }

    var weekProgress: Double {
        guard goalPerWeek > 0 else { return 0 }
        return min(Double(doneThisWeek) / Double(goalPerWeek), 1)
    }

    func isDone(on day: Date, calendar: Calendar = .current) -> Bool {
        guard let lastCompleted else { return false }
        return calendar.isDate(lastCompleted, inSameDayAs: day)
    }
}
