//
//  Spending.swift
//  BudgetChartWidgets
//

import Foundation
import WidgetKit

struct DaySpending: Identifiable {
    let day: Date
    let amount: Double
    var id: Date { day }
}

struct SpendingEntry: TimelineEntry {
    let date: Date
    let days: [DaySpending]
    let weeklyBudget: Double
    let currencyCode: String

    var spent: Double { days.reduce(0) { $0 + $1.amount } }
    var dailyBudget: Double { weeklyBudget / 7 }
    var remaining: Double { weeklyBudget - spent }

    static func sample(on date: Date) -> SpendingEntry {
        let calendar = Calendar(identifier: .gregorian)
        let today = calendar.startOfDay(for: date)
        let amounts: [Double] = [42.5, 18.0, 61.2, 25.4, 12.9, 88.3, 30.1]
        let days = amounts.enumerated().map { offset, amount in
            DaySpending(day: calendar.date(byAdding: .day, value: offset - 6, to: today)!, amount: amount)
        }
        return SpendingEntry(date: date, days: days, weeklyBudget: 300, currencyCode: "EUR")
    }
}

struct SpendingProvider: TimelineProvider {
    func placeholder(in context: Context) -> SpendingEntry {
        SpendingEntry.sample(on: Date())
    }

    func getSnapshot(in context: Context, completion: @escaping (SpendingEntry) -> ()) {
        completion(SpendingEntry.sample(on: Date()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<SpendingEntry>) -> ()) {
        let entry = SpendingEntry.sample(on: Date())
        let nextUpdate = Calendar.current.date(byAdding: .hour, value: 1, to: entry.date)!
        completion(Timeline(entries: [entry], policy: .after(nextUpdate)))
    }
}
