import Foundation
import Vignette

/// A day in the calendar: its date, events, and an optional birthday or holiday.
struct CalendarDay: Decodable, Sendable {
    struct Event: Decodable, Sendable {
        let time: String
        let title: String
        let location: String?
        /// A calendar colour: red, orange, yellow, green, blue, purple.
        let calendar: String
    }

    struct Occasion: Decodable, Sendable {
        let symbol: String
        let title: String
        let detail: String
    }

    let weekday: String
    let day: Int
    let month: String
    /// The weekday of the month's first day, 0 = Sunday, and the month's length.
    let firstWeekday: Int
    let daysInMonth: Int
    let events: [Event]
    let occasion: Occasion?
}

struct CalendarSamples: Decodable, Sendable {
    let ordinary: CalendarDay
    let special: CalendarDay
}

enum CalendarSample {
    /// A day of the sample data (the placeholder if it cannot be read; the widget's own
    /// images report that error).
    static func sample(_ day: KeyPath<CalendarSamples, CalendarDay>) -> CalendarDay {
        (try? SampleData.load(CalendarSamples.self, from: "calendar.json"))?[keyPath: day] ?? placeholder
    }

    static let placeholder = CalendarDay(
        weekday: "Weekday", day: 21, month: "Month", firstWeekday: 0, daysInMonth: 30,
        events: (0..<4).map { _ in .init(time: "00:00", title: "Event title", location: "Location", calendar: "blue") }, occasion: nil)
}

struct CalendarWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "calendar", provider: SampleProvider(placeholder: CalendarSample.placeholder) {
            try SampleData.load(CalendarSamples.self, from: "calendar.json").ordinary
        }) { entry in
            CalendarView(day: entry.value)
        }
        .configurationDisplayName("Calendar")
        .description("Today's date and events.")
        .supportedFamilies(WidgetFamily.homeScreen)
    }
}

/// Seed 003's "surprise and delight": the same widget on a friend's birthday.
struct CalendarBirthdayWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "calendar-birthday", provider: SampleProvider(placeholder: CalendarSample.placeholder) {
            try SampleData.load(CalendarSamples.self, from: "calendar.json").special
        }) { entry in
            CalendarView(day: entry.value)
        }
        .configurationDisplayName("Calendar (birthday)")
        .description("The calendar widget on a day with a birthday: a moment of delight.")
        .supportedFamilies(WidgetFamily.homeScreen)
    }
}

#Preview("Ordinary day and birthday", as: .systemSmall) {
    CalendarWidget()
} timeline: {
    SampleEntry(date: RenderRequest.defaultNow, value: CalendarSample.sample(\.ordinary))
    SampleEntry(date: RenderRequest.defaultNow, value: CalendarSample.sample(\.special))
}
