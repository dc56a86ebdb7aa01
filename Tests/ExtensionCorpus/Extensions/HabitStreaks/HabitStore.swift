//
//  HabitStore.swift
//  HabitStreaksWidgets
//

import Foundation
import SwiftData

enum HabitStore {
    static let appGroup = "group.com.example.habitstreaks"

    static let container: ModelContainer = {
        let schema = Schema([Habit.self])
        let configuration = ModelConfiguration(schema: schema, groupContainer: .identifier(appGroup))
        do {
            return try ModelContainer(for: schema, configurations: [configuration])
        } catch {
            fatalError("Could not open the habits store: \(error)")
        }
    }()

    /// The active habits, longest streak first.
    static func activeHabits(limit: Int? = nil) -> [Habit] {
        let context = ModelContext(container)
        var descriptor = FetchDescriptor<Habit>(
            predicate: #Predicate { !$0.isArchived },
            sortBy: [SortDescriptor(\.streak, order: .reverse), SortDescriptor(\.name)]
        )
        descriptor.fetchLimit = limit
        return (try? context.fetch(descriptor)) ?? []
    }
}
