//
//  PhraseWidget.swift
//  PhraseOfTheDayWidget
//

import AppIntents
import SwiftUI
import WidgetKit

struct PhraseEntry: TimelineEntry {
    let date: Date
    let language: StudyLanguage
    let phrase: Phrase
    let showsPronunciation: Bool
    let streakDays: Int
}

struct PhraseProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> PhraseEntry {
        PhraseEntry(date: Date(), language: .spanish, phrase: PhraseBook.phrases(for: .spanish)[0],
                    showsPronunciation: true, streakDays: 3)
    }

    func snapshot(for configuration: PhraseConfigurationIntent, in context: Context) async -> PhraseEntry {
        entry(for: configuration, on: Date())
    }

    func timeline(for configuration: PhraseConfigurationIntent, in context: Context) async -> Timeline<PhraseEntry> {
        let now = Date()
        let tomorrow = Calendar.current.date(byAdding: .day, value: 1, to: Calendar.current.startOfDay(for: now))!
        return Timeline(entries: [entry(for: configuration, on: now), entry(for: configuration, on: tomorrow)], policy: .atEnd)
    }

    private func entry(for configuration: PhraseConfigurationIntent, on date: Date) -> PhraseEntry {
        PhraseEntry(date: date, language: configuration.language,
                    phrase: PhraseBook.phrase(for: configuration.language, on: date),
                    showsPronunciation: configuration.showsPronunciation, streakDays: 12)
    }
}

struct PhraseWidgetView: View {
    @Environment(\.widgetFamily) var family
    var entry: PhraseEntry

    var body: some View {
        VStack(alignment: .leading, spacing: family == .systemSmall ? 4 : 8) {
            HStack {
                Text(entry.language.flag)
                Text("Phrase of the day")
                    .font(.caption.weight(.semibold))
                    .foregroundColor(.secondary)
                    .textCase(.uppercase)
                Spacer()
            }
            Text(entry.phrase.text)
                .font(.system(family == .systemSmall ? .title3 : .title, design: .serif).weight(.semibold))
                .minimumScaleFactor(0.7)
                .lineLimit(2)
            if entry.showsPronunciation {
                Text("/\(entry.phrase.pronunciation)/")
                    .font(.caption)
                    .italic()
                    .foregroundColor(.secondary)
            }
            Text(entry.phrase.meaning)
                .font(.subheadline)
            Spacer(minLength: 0)
            if family != .systemSmall {
                HStack {
                    Label(String(localized: "\(entry.streakDays) day streak"), systemImage: "flame.fill")
                        .font(.caption)
                        .foregroundColor(.orange)
                    Spacer()
                    Link(destination: URL(string: "phraseoftheday://practice/\(entry.language.rawValue)")!) {
                        Text("Practice")
                            .font(.caption.bold())
                            .padding(.horizontal, 10)
                            .padding(.vertical, 4)
                            .background(Capsule().fill(Color.accentColor.opacity(0.15)))
                    }
                }
            }
        }
    }
}

struct PhraseWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "PhraseOfTheDay.Phrase", intent: PhraseConfigurationIntent.self, provider: PhraseProvider()) { entry in
            PhraseWidgetView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName(Text("Phrase of the Day"))
        .description(Text("A new phrase in the language you are learning, every day."))
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemMedium) {
    PhraseWidget()
} timeline: {
    PhraseEntry(date: .now, language: .japanese, phrase: PhraseBook.phrases(for: .japanese)[1], showsPronunciation: true, streakDays: 12)
    PhraseEntry(date: .now, language: .italian, phrase: PhraseBook.phrases(for: .italian)[0], showsPronunciation: false, streakDays: 1)
}
