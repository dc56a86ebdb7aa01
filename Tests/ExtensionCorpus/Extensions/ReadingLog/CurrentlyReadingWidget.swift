//
//  CurrentlyReadingWidget.swift
//  ReadingLogWidgets
//

import SwiftUI
import WidgetKit

struct BookCover: View {
    let book: BookSnapshot

    var body: some View {
        RoundedRectangle(cornerRadius: 4, style: .continuous)
            .fill(book.coverColor.gradient)
            .overlay(alignment: .bottomLeading) {
                Text(book.title)
                    .font(.system(size: 7, weight: .bold, design: .serif))
                    .foregroundStyle(.white)
                    .lineLimit(3)
                    .padding(4)
            }
            .aspectRatio(2 / 3, contentMode: .fit)
            .shadow(color: .black.opacity(0.2), radius: 2, y: 1)
    }
}

/// The book being read now: its cover, the page reached, and the progress; a gauge on the Lock Screen.
struct CurrentlyReadingView: View {
    @Environment(\.widgetFamily) private var family
    let entry: ReadingEntry

    var body: some View {
        if let book = entry.books.first {
            switch family {
            case .accessoryCircular:
                Gauge(value: book.progress) {
                    Image(systemName: "book.closed.fill")
                } currentValueLabel: {
                    Text(book.progress, format: .percent.precision(.fractionLength(0)))
                }
                .gaugeStyle(.accessoryCircular)
            case .accessoryRectangular:
                VStack(alignment: .leading) {
                    Text(book.title)
                        .font(.headline)
                        .lineLimit(1)
                    Text("Page \(book.pagesRead) of \(book.totalPages)")
                    ProgressView(value: book.progress)
                }
            default:
                VStack(alignment: .leading, spacing: 6) {
                    HStack(alignment: .top) {
                        BookCover(book: book)
                            .frame(height: 64)
                        Spacer()
                        Text(book.progress, format: .percent.precision(.fractionLength(0)))
                            .font(.title3.bold())
                    }
                    Spacer(minLength: 0)
                    Text(book.title)
                        .font(.subheadline.weight(.semibold))
                        .lineLimit(2)
                    Text(book.author)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                    ProgressView(value: book.progress)
                        .tint(book.coverColor)
                }
            }
        } else {
            ContentPlaceholder()
        }
    }
}

struct ContentPlaceholder: View {
    var body: some View {
        VStack(spacing: 6) {
            Image(systemName: "books.vertical")
                .font(.title)
            Text("Start a book in Reading Log")
                .font(.caption)
                .multilineTextAlignment(.center)
        }
        .foregroundStyle(.secondary)
    }
}

struct CurrentlyReadingWidget: Widget {
    let kind = "ReadingLog.CurrentlyReading"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: ReadingProvider()) { entry in
            CurrentlyReadingView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
                .widgetURL(URL(string: "readinglog://book/\(entry.books.first?.id ?? "")"))
        }
        .configurationDisplayName("Currently Reading")
        .description("The book you are reading and how far you are.")
        .supportedFamilies([.systemSmall, .accessoryCircular, .accessoryRectangular])
    }
}

#Preview(as: .systemSmall) {
    CurrentlyReadingWidget()
} timeline: {
    ReadingEntry.preview
    ReadingEntry(date: .now, books: [], finishedThisYear: 0)
}

#Preview(as: .accessoryRectangular) {
    CurrentlyReadingWidget()
} timeline: {
    ReadingEntry.preview
}
