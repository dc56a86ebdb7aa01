//
//  QuoteWidget.swift
//  DailyQuote
//

import WidgetKit
import SwiftUI

struct QuoteEntry: TimelineEntry {
    let date: Date
    let quote: Quote
}

struct QuoteProvider: TimelineProvider {
    func placeholder(in context: Context) -> QuoteEntry {
        QuoteEntry(date: .now, quote: Quote.samples[0])
    }

    func getSnapshot(in context: Context, completion: @escaping (QuoteEntry) -> Void) {
        completion(QuoteEntry(date: .now, quote: Quote.of(day: .now)))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<QuoteEntry>) -> Void) {
        let now = Date.now
        let tomorrow = Calendar.current.startOfDay(for: now.addingTimeInterval(86_400))
        let entry = QuoteEntry(date: now, quote: Quote.of(day: now))
        completion(Timeline(entries: [entry], policy: .after(tomorrow)))
    }
}

struct QuoteWidgetView: View {
    let entry: QuoteEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(String(localized: "Quote of the Day", comment: "Widget header"))
                .font(.caption.weight(.bold))
                .textCase(.uppercase)
                .foregroundStyle(.orange)
            Text("“\(entry.quote.text)”")
                .font(family == .systemSmall ? .subheadline : .title3)
                .fontDesign(.serif)
                .minimumScaleFactor(0.8)
            Spacer(minLength: 0)
            Text("— \(entry.quote.author)")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct QuoteWidget: Widget {
    let kind = "DailyQuote.Quote"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: QuoteProvider()) { entry in
            QuoteWidgetView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName(String(localized: "Quote of the Day"))
        .description(String(localized: "A new quote every morning."))
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview("Quote", as: .systemMedium) {
    QuoteWidget()
} timeline: {
    QuoteEntry(date: .now, quote: Quote.samples[0])
    QuoteEntry(date: .now, quote: Quote.samples[1])
}
