//
//  Habit.swift
//  HabitStreaks
//
//  The app's model, in the target of both the app and the widget extension.
//

import Foundation
import SwiftData

@Model
final class Habit {
    @Attribute(.unique) var name: String
    var symbol: String
    var colorName: String
    var streak: Int
    var lastDone: Date?
    var isArchived: Bool

    init(name: String, symbol: String, colorName: String = "green", streak: Int = 0, lastDone: Date? = nil, isArchived: Bool = false) {
        self.name = name
        self.symbol = symbol
        self.colorName = colorName
        self.streak = streak
        self.lastDone = lastDone
        self.isArchived = isArchived
    }
}

enum SharedModelContainer {
    static let shared: ModelContainer = {
        let schema = Schema([Habit.self])
        let configuration = ModelConfiguration(schema: schema, isStoredInMemoryOnly: false,
                                               groupContainer: .identifier("group.com.example.habitstreaks"))
        do {
            return try ModelContainer(for: schema, configurations: [configuration])
        } catch {
            fatalError("Could not create ModelContainer: \(error)")
        }
    }()
}
