//
//  LibraryStore.swift
//  ReadingLogWidgets
//

import Foundation
import SwiftData

enum LibraryStore {
    static let appGroup = "group.com.example.readinglog"

    static let container: ModelContainer = {
        let schema = Schema([Book.self])
        let configuration = ModelConfiguration(schema: schema, groupContainer: .identifier(appGroup))
        do {
            return try ModelContainer(for: schema, configurations: [configuration])
        } catch {
            fatalError("Could not open the library: \(error)")
        }
    }()

    /// Books started and not finished, the most recently started first.
    static func booksInProgress(limit: Int) -> [Book] {
        let context = ModelContext(container)
        var descriptor = FetchDescriptor<Book>(
            predicate: #Predicate { $0.startedAt != nil && $0.finishedAt == nil },
            sortBy: [SortDescriptor(\.startedAt, order: .reverse)]
        )
        descriptor.fetchLimit = limit
        return (try? context.fetch(descriptor)) ?? []
    }

    /// How many books were finished since a date.
    static func finishedCount(since date: Date) -> Int {
        let context = ModelContext(container)
        let descriptor = FetchDescriptor<Book>(predicate: #Predicate { book in
            book.finishedAt != nil && book.finishedAt! >= date
        })
        return (try? context.fetchCount(descriptor)) ?? 0
    }
}
