//
//  RateProvider.swift
//  ExchangeRates
//

import WidgetKit

struct RatePoint: Identifiable, Hashable {
    let date: Date
    let mid: Double
    var id: Date { date }
}

struct RateEntry: TimelineEntry {
    let date: Date
    let currency: Currency
    let points: [RatePoint]

    var current: Double { points.last?.mid ?? 0 }
    var previous: Double { points.dropLast().last?.mid ?? current }
    var change: Double { previous == 0 ? 0 : (current - previous) / previous }
}

struct RateProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> RateEntry {
        RateEntry.make(currency: .usd, at: Date())
    }

    func snapshot(for configuration: RateConfigurationIntent, in context: Context) async -> RateEntry {
        RateEntry.make(currency: configuration.currency, at: Date())
    }

    func timeline(for configuration: RateConfigurationIntent, in context: Context) async -> Timeline<RateEntry> {
        let entry = RateEntry.make(currency: configuration.currency, at: Date())
        let tomorrowNoon = Calendar.current.date(bySettingHour: 12, minute: 15, second: 0,
                                                 of: Date().addingTimeInterval(86_400)) ?? Date().addingTimeInterval(86_400)
        return Timeline(entries: [entry], policy: .after(tomorrowNoon))
    }
}

extension RateEntry {
    static func make(currency: Currency, at date: Date) -> RateEntry {
        let calendar = Calendar(identifier: .gregorian)
        let history = currency.history
        let points = history.enumerated().map { index, mid in
            RatePoint(date: calendar.date(byAdding: .day, value: index - history.count + 1, to: date)!, mid: mid)
        }
        return RateEntry(date: date, currency: currency, points: points)
    }
}
