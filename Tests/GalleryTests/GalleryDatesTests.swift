import Foundation
@testable import Gallery
import Testing
import VignetteCore

/// Every date, weekday, time and count a gallery widget shows comes from the entry's date and
/// the sample data, so they cannot contradict each other or the gallery's "now" (Saturday
/// 21 November 2026, 09:41 UTC).
@Suite("Gallery dates derive from one now")
struct GalleryDatesTests {
    static let now = RenderRequest.defaultNow
    static let day: TimeInterval = 86_400

    static func weather(_ id: String) throws -> WeatherEntry {
        try #require(try SampleData.load(WeatherSamples.self, from: "weather.json").locations.first { $0.id == id })
    }

    @Test("the forecast's days start today and follow the calendar, in the location's language")
    func forecastDays() throws {
        let london = try Self.weather("london")
        #expect(london.forecast(at: Self.now).days.map(\.label) == ["Today", "Sun", "Mon", "Tue", "Wed"])
        #expect(london.forecast(at: Self.now + 3 * Self.day).days.map(\.label) == ["Today", "Wed", "Thu", "Fri", "Sat"])
        #expect(try Self.weather("beijing").forecast(at: Self.now).days.map(\.label) == ["今天", "周日", "周一", "周二", "周三"])
        #expect(try Self.weather("tokyo").forecast(at: Self.now).days.map(\.label) == ["今日", "日", "月", "火", "水"])
    }

    @Test("the hours follow now in the location's time zone, and clear skies after sunset are a moon")
    func forecastHours() throws {
        let london = try Self.weather("london").forecast(at: Self.now)
        #expect(london.hours.map(\.label) == ["10", "11", "12", "13", "14", "15"])
        #expect(london.isDaytime && london.symbol == "sun")
        let beijing = try Self.weather("beijing").forecast(at: Self.now)   // 17:41 local, after sunset
        #expect(beijing.hours.map(\.label) == ["18时", "19时", "20时", "21时", "22时", "23时"])
        #expect(!beijing.isDaytime && beijing.hours.map(\.symbol).contains("moon") && !beijing.hours.map(\.symbol).contains("sun"))
        let tokyoAtNoon = try Self.weather("tokyo").forecast(at: Self.now - 5.7 * 3600)   // 12:59 in Tokyo
        #expect(tokyoAtNoon.isDaytime && tokyoAtNoon.hours.first?.label == "13時")
    }

    @Test("today's high and low are the first day's, and the current temperature lies between them")
    func temperaturesAgree() throws {
        for location in try SampleData.load(WeatherSamples.self, from: "weather.json").locations {
            let forecast = location.forecast(at: Self.now)
            #expect(forecast.high == location.daily[0].high && forecast.low == location.daily[0].low, "\(location.id)")
            #expect((forecast.low...forecast.high).contains(forecast.temperature), "\(location.id)")
            #expect(forecast.hours.count >= 6 && forecast.days.count >= 5, "\(location.id)")
        }
    }

    @Test("a forecast an hour or more old says how old, in its language; Hebrew is laid out right to left")
    func staleAndRightToLeft() throws {
        var london = try Self.weather("london")
        #expect(london.forecast(at: Self.now).staleness == nil)
        london.updatedMinutesAgo = 185
        #expect(london.forecast(at: Self.now).staleness == "Updated 3 hr ago")
        london.updatedMinutesAgo = 59
        #expect(london.forecast(at: Self.now).staleness == nil)
        #expect(try Self.weather("tel-aviv").forecast(at: Self.now).isRightToLeft)
        #expect(!london.forecast(at: Self.now).isRightToLeft)
    }

    @Test("the calendar's weekday, day, month grid and ages are the entry date's")
    func calendarDay() throws {
        let samples = try SampleData.load(CalendarSamples.self, from: "calendar.json")
        let today = CalendarDay(samples.ordinary, on: Self.now)
        #expect((today.weekday, today.day, today.month) == ("Saturday", 21, "November"))
        #expect((today.firstWeekday, today.daysInMonth) == (0, 30))
        #expect(today.events.first?.time.hasPrefix("9:30") == true)
        let february = CalendarDay(samples.ordinary, on: Self.now + 72 * Self.day)   // Monday 1 February 2027
        #expect((february.weekday, february.day, february.month) == ("Monday", 1, "February"))
        #expect((february.firstWeekday, february.daysInMonth) == (1, 28))
        #expect(CalendarDay(samples.special, on: Self.now).occasion?.detail == "Turns 30 today")
        #expect(CalendarDay(samples.special, on: Self.now + 366 * Self.day).occasion?.detail == "Turns 31 today")
    }

    @Test("On this day counts its years to the entry's year")
    func yearsAgo() throws {
        let entry = try SampleData.load(OnThisDayEntry.self, from: "on-this-day.json")
        #expect(entry.events.map { $0.yearsAgo(at: Self.now) } == [57, 243])
        #expect(entry.events[0].yearsAgo(at: Self.now + 400 * Self.day) == 58)
    }
}
