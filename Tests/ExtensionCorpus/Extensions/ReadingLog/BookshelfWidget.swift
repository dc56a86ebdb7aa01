//
//  BookshelfWidget.swift
//  ReadingLogWidgets
//

import SwiftData
import SwiftUI
import WidgetKit

struct BookRow: View {
    let book: BookSnapshot

    var body: some View {
        HStack(spacing: 10) {
            BookCover(book: book)
                .frame(height: 44)
            VStack(alignment: .leading, spacing: 2) {
                Text(book.title)
                    .font(.subheadline.weight(.medium))
                    .lineLimit(1)
                Text(book.author)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
                ProgressView(value: book.progress)
                    .tint(book.coverColor)
            }
            Text("\(book.totalPages - book.pagesRead) left")
                .font(.caption.monospacedDigit())
                .foregroundStyle(.secondary)
                .frame(minWidth: 52, alignment: .trailing)
        }
    }
}

struct BookshelfView: View {
    let entry: ReadingEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("Reading")
                    .font(.headline)
                Spacer()
                Label("\(entry.finishedThisYear) this year", systemImage: "checkmark.seal.fill")
                    .font(.caption)
                    .foregroundStyle(.green)
            }
            ForEach(entry.books) { book in
                Link(destination: URL(string: "readinglog://book/\(book.id)")!) {
                    BookRow(book: book)
                }
            }
            Spacer(minLength: 0)
        }
    }
}

struct BookshelfWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ReadingLog.Bookshelf", provider: ReadingProvider()) { entry in
            BookshelfView(entry: entry)
                .containerBackground(for: .widget) {
                    Color(.secondarySystemBackground)
                }
        }
        .configurationDisplayName("Bookshelf")
        .description("Every book you are reading.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

#Preview(as: .systemMedium) {
    BookshelfWidget()
} timeline: {
    ReadingEntry.preview
}
