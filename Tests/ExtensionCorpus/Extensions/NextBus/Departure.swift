//
//  Departure.swift
//  NextBus
//

import Foundation
import WidgetKit

struct Departure: Identifiable, Hashable {
    let line: String
    let destination: String
    let time: Date

    var id: String { line + destination + String(time.timeIntervalSince1970) }

    /// The timetable the app keeps: every line leaves every few minutes from now.
    static func upcoming(at stop: StopEntity, after date: Date) -> [Departure] {
        var departures: [Departure] = []
        for (index, line) in stop.lines.enumerated() {
            let first = date.addingTimeInterval(Double(3 + index * 4) * 60)
            departures.append(Departure(line: line, destination: destinations[index % destinations.count], time: first))
            departures.append(Departure(line: line, destination: destinations[index % destinations.count],
                                        time: first.addingTimeInterval(15 * 60)))
        }
        return departures.sorted { $0.time < $1.time }
    }

    private static let destinations = ["Universidad", "Parquesol", "Covaresa", "La Rubia"]
}

struct DeparturesEntry: TimelineEntry {
    let date: Date
    let stop: StopEntity
    let departures: [Departure]
}
