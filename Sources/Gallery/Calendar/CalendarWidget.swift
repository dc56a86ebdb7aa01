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

enum CalendarWidget {
    static let placeholder = CalendarDay(
        weekday: "Weekday", day: 21, month: "Month", firstWeekday: 0, daysInMonth: 30,
        events: (0..<4).map { _ in .init(time: "00:00", title: "Event title", location: "Location", calendar: "blue") }, occasion: nil)

    static let definition = WidgetDefinition(
        kind: "calendar", displayName: "Calendar", description: "Today's date and events.",
        placeholder: { placeholder },
        entry: { try SampleData.load(CalendarSamples.self, from: "calendar.json").ordinary },
        content: { CalendarView(day: $0) })

    /// Seed 003's "surprise and delight": the same widget on a friend's birthday.
    static let birthday = WidgetDefinition(
        kind: "calendar-birthday", displayName: "Calendar (birthday)",
        description: "The calendar widget on a day with a birthday: a moment of delight.",
        placeholder: { placeholder },
        entry: { try SampleData.load(CalendarSamples.self, from: "calendar.json").special },
        content: { CalendarView(day: $0) })
}
