import Foundation
import Vignette

/// Events that happened on this day in history, the first with its related article.
struct OnThisDayEntry: Decodable, Sendable {
    struct Event: Decodable, Sendable {
        let year: Int
        let text: String
    }

    struct Article: Decodable, Sendable {
        let title: String
        let description: String
        let image: String?
    }

    /// How many events the day's page lists, and the first and last of their years.
    let eventCount: Int
    let firstYear: Int
    let lastYear: Int
    /// The events shown, most prominent first (at least one).
    let events: [Event]
    let article: Article

    static let placeholder = OnThisDayEntry(
        eventCount: 60, firstYear: 1000, lastYear: 2020,
        events: Array(repeating: Event(year: 1900, text: "A short description of an event that happened on this day, long enough for three lines."),
                      count: 2),
        article: Article(title: "Article title", description: "Article description", image: "arpanet-map"))
}

extension OnThisDayEntry.Event {
    /// The years from the event to `now`.
    func yearsAgo(at now: Date) -> Int { GalleryDates.calendar().component(.year, from: now) - year }
}

struct OnThisDayWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "wikipedia-on-this-day", provider: SampleProvider(placeholder: OnThisDayEntry.placeholder) {
            try SampleData.load(OnThisDayEntry.self, from: "on-this-day.json")
        }) { entry in
            OnThisDayView(entry: entry.value, date: entry.date)
        }
        .configurationDisplayName("On this day")
        .description("An event that happened on this day in history, from Wikipedia.")
        .supportedFamilies(WidgetFamily.homeScreen)
    }
}
