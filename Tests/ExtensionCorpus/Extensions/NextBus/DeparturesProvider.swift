//
//  DeparturesProvider.swift
//  NextBus
//

import WidgetKit

struct DeparturesProvider: AppIntentTimelineProvider {
    typealias Entry = DeparturesEntry
    typealias Intent = SelectStopIntent

    func placeholder(in context: Context) -> DeparturesEntry {
        let stop = StopEntity.all[0]
        return DeparturesEntry(date: Date(), stop: stop, departures: Departure.upcoming(at: stop, after: Date()))
    }

    func snapshot(for configuration: SelectStopIntent, in context: Context) async -> DeparturesEntry {
        let stop = configuration.stop ?? StopEntity.all[0]
        return DeparturesEntry(date: Date(), stop: stop, departures: Departure.upcoming(at: stop, after: Date()))
    }

    func timeline(for configuration: SelectStopIntent, in context: Context) async -> Timeline<DeparturesEntry> {
        let stop = configuration.stop ?? StopEntity.all[0]
        let now = Date()
        let entries = (0..<3).map { minute -> DeparturesEntry in
            let date = now.addingTimeInterval(Double(minute) * 60)
            return DeparturesEntry(date: date, stop: stop, departures: Departure.upcoming(at: stop, after: now))
        }
        return Timeline(entries: entries, policy: .after(now.addingTimeInterval(5 * 60)))
    }
}
