//
//  ReadingEntry.swift
//  ReadingLogWidgets
//

import SwiftUI
import WidgetKit

/// A book as the widget shows it: copied out of the model, so the entry is a plain value.
struct BookSnapshot: Identifiable, Hashable {
    var id: String
    var title: String
    var author: String
    var pagesRead: Int
    var totalPages: Int
    var coverColorName: String

    var progress: Double { totalPages > 0 ? Double(pagesRead) / Double(totalPages) : 0 }

    var coverColor: Color {
        switch coverColorName {
        case "teal": return .teal
        case "orange": return .orange
        case "red": return .red
        case "brown": return .brown
        default: return .indigo
        }
    }
}

extension BookSnapshot {
    init(_ book: Book) {
        self.init(id: book.isbn, title: book.title, author: book.author, pagesRead: book.pagesRead,
                  totalPages: book.totalPages, coverColorName: book.coverColorName)
    }
}

struct ReadingEntry: TimelineEntry {
    let date: Date
    let books: [BookSnapshot]
    let finishedThisYear: Int

    static let preview = ReadingEntry(date: .now, books: [
        BookSnapshot(id: "1", title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", pagesRead: 212, totalPages: 304, coverColorName: "teal"),
        BookSnapshot(id: "2", title: "Middlemarch", author: "George Eliot", pagesRead: 95, totalPages: 880, coverColorName: "brown"),
    ], finishedThisYear: 14)
}

struct ReadingProvider: TimelineProvider {
    func placeholder(in context: Context) -> ReadingEntry {
        .preview
    }

    func getSnapshot(in context: Context, completion: @escaping (ReadingEntry) -> Void) {
        let entry = loadEntry(for: context.family)
        // The widget gallery shows sample books until the reader has started one.
        completion(context.isPreview && entry.books.isEmpty ? .preview : entry)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ReadingEntry>) -> Void) {
        completion(Timeline(entries: [loadEntry(for: context.family)], policy: .never))
    }

    private func loadEntry(for family: WidgetFamily) -> ReadingEntry {
        let now = Date.now
        let limit = family == .systemLarge ? 4 : family == .systemMedium ? 2 : 1
        let calendar = Calendar(identifier: .gregorian)
        let startOfYear = calendar.dateInterval(of: .year, for: now)?.start ?? now
        return ReadingEntry(date: now,
                            books: LibraryStore.booksInProgress(limit: limit).map(BookSnapshot.init),
                            finishedThisYear: LibraryStore.finishedCount(since: startOfYear))
    }
}
