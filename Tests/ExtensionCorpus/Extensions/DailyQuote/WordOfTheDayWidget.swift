//
//  WordOfTheDayWidget.swift
//  DailyQuote
//

import WidgetKit
import SwiftUI

struct WordEntry: TimelineEntry {
    let date: Date
    let word: Word
}

struct WordProvider: TimelineProvider {
    func placeholder(in context: Context) -> WordEntry {
        WordEntry(date: .now, word: .sample)
    }

    func getSnapshot(in context: Context, completion: @escaping (WordEntry) -> Void) {
        completion(WordEntry(date: .now, word: .sample))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WordEntry>) -> Void) {
        completion(Timeline(entries: [WordEntry(date: .now, word: .sample)], policy: .never))
    }
}

struct WordOfTheDayView: View {
    let entry: WordEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Word of the Day")
                .font(.caption2.weight(.semibold))
                .foregroundStyle(.secondary)
            Text(entry.word.word)
                .font(.title2.bold())
                .lineLimit(1)
                .minimumScaleFactor(0.6)
            Text(entry.word.partOfSpeech)
                .font(.caption)
                .italic()
                .foregroundStyle(.tint)
            Text(entry.word.definition)
                .font(.caption)
                .lineLimit(3)
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct WordOfTheDayWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "DailyQuote.Word", provider: WordProvider()) { entry in
            WordOfTheDayView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName(String(localized: "Word of the Day", comment: "Widget name"))
        .description(String(localized: "Learn a new word every day."))
        .supportedFamilies([.systemSmall])
    }
}
