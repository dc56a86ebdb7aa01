//
//  SleepProvider.swift
//  SleepScoreWidgets
//

import Foundation
import os
import WidgetKit

struct SleepEntry: TimelineEntry {
    let date: Date
    let night: SleepNight
}

struct SleepProvider: TimelineProvider {
    private let formatter: DateComponentsFormatter = {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute]
        formatter.unitsStyle = .abbreviated
        return formatter
    }()

    func placeholder(in context: Context) -> SleepEntry {
        SleepEntry(date: Date(), night: .sample(endingAt: Date()))
    }

    func getSnapshot(in context: Context, completion: @escaping (SleepEntry) -> ()) {
        completion(makeEntry())
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<SleepEntry>) -> ()) {
        let entry = makeEntry()
        os_log("Sleep timeline: %{public}@ asleep, score %d", log: sleepLog, type: .info,
               formatter.string(from: entry.night.asleep) ?? "?", entry.night.score)
        let tonight = Calendar.current.date(bySettingHour: 20, minute: 0, second: 0, of: entry.date) ?? entry.date
        completion(Timeline(entries: [entry], policy: .after(tonight)))
    }

    private func makeEntry() -> SleepEntry {
        let now = Date()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let wakeUp = calendar.date(bySettingHour: 6, minute: 48, second: 0, of: now) ?? now
        return SleepEntry(date: now, night: .sample(endingAt: wakeUp))
    }
}
