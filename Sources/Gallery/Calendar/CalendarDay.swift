import Foundation
import Vignette

/// A day of the calendar's sample data: today's events, at local times "HH:mm", and an
/// optional birthday or holiday. The date itself is the entry's.
struct CalendarSampleDay: Decodable, Sendable {
    struct Event: Decodable, Sendable {
        let start: String
        /// The local end time, "HH:mm" (nil: an hour after the start).
        var end: String? = nil
        let title: String
        let location: String?
        /// A calendar colour: red, orange, yellow, green, blue, purple.
        let calendar: String
    }

    struct Occasion: Decodable, Sendable {
        let symbol: String
        let title: String
        /// The year of birth, for a birthday.
        let born: Int?
    }

    let events: [Event]
    let occasion: Occasion?
}

/// What the calendar widget shows: the sample day read at the entry's date.
struct CalendarDay: Sendable {
    struct Event: Sendable {
        let time: String
        /// The end, formatted as `time` is.
        let endTime: String
        /// Minutes after midnight of the start and end (an hour after the start when the data
        /// gives no end).
        let start: Int
        let end: Int
        let title: String
        let location: String?
        let calendar: String
    }

    struct Occasion: Sendable {
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
    /// The entry's time, minutes after midnight.
    let now: Int

    /// The event in progress or next to start: what the Lock Screen's "Up Next" shows.
    var next: Event? { events.first { $0.end > now } }

    init(_ sample: CalendarSampleDay, on date: Date) {
        let calendar = GalleryDates.calendar()
        let locale = Locale(identifier: "en_US")
        weekday = GalleryDates.string(date, template: "EEEE", locale: locale)
        day = calendar.component(.day, from: date)
        month = GalleryDates.string(date, template: "MMMM", locale: locale)
        let first = calendar.dateInterval(of: .month, for: date)?.start ?? date
        firstWeekday = calendar.component(.weekday, from: first) - 1
        daysInMonth = calendar.range(of: .day, in: .month, for: date)?.count ?? 30
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        now = (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
        events = sample.events.map { event in
            let start = GalleryDates.time(GalleryDates.minutes(event.start), onDayOf: date)
            let minutes = GalleryDates.minutes(event.start)
            let endMinutes = event.end.map(GalleryDates.minutes) ?? minutes + 60
            let end = GalleryDates.time(endMinutes, onDayOf: date)
            return Event(time: GalleryDates.string(start, template: "jmm", locale: locale),
                         endTime: GalleryDates.string(end, template: "jmm", locale: locale), start: minutes, end: endMinutes, title: event.title,
                         location: event.location, calendar: event.calendar)
        }
        occasion = sample.occasion.map { occasion in
            let age = occasion.born.map { calendar.component(.year, from: date) - $0 }
            return Occasion(symbol: occasion.symbol, title: occasion.title, detail: age.map { "Turns \($0) today" } ?? "Today")
        }
    }
}

struct CalendarSamples: Decodable, Sendable {
    let ordinary: CalendarSampleDay
    let special: CalendarSampleDay
}

enum CalendarSample {
    /// A day of the sample data (the placeholder if it cannot be read; the widget's own
    /// images report that error).
    static func sample(_ day: KeyPath<CalendarSamples, CalendarSampleDay>) -> CalendarSampleDay {
        (try? SampleData.load(CalendarSamples.self, from: "calendar.json"))?[keyPath: day] ?? placeholder
    }

    static let placeholder = CalendarSampleDay(
        events: (0..<4).map { _ in .init(start: "12:00", title: "Event title", location: "Location", calendar: "blue") }, occasion: nil)
}
