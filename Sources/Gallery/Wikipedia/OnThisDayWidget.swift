import Foundation
import Vignette

/// An event that happened on this day in history, with its related article.
struct OnThisDayEntry: Decodable, Sendable {
    struct Article: Decodable, Sendable {
        let title: String
        let description: String
        let image: String?
    }

    let date: String
    let currentYear: Int
    let eventCount: Int
    let firstYear: Int
    let lastYear: Int
    let year: Int
    let text: String
    let article: Article

    var yearsAgo: Int { currentYear - year }

    static let placeholder = OnThisDayEntry(
        date: "November 21", currentYear: 2026, eventCount: 60, firstYear: 1000, lastYear: 2020, year: 1900,
        text: "A short description of an event that happened on this day, long enough for three lines.",
        article: Article(title: "Article title", description: "Article description", image: nil))
}

struct OnThisDayWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "wikipedia-on-this-day", provider: SampleProvider(placeholder: OnThisDayEntry.placeholder) {
            try SampleData.load(OnThisDayEntry.self, from: "on-this-day.json")
        }) { entry in
            OnThisDayView(entry: entry.value)
        }
        .configurationDisplayName("On this day")
        .description("An event that happened on this day in history, from Wikipedia.")
        .supportedFamilies(WidgetFamily.homeScreen)
    }
}
