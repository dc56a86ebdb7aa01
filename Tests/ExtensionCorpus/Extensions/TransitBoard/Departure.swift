import Foundation
import WidgetKit

struct Departure: Identifiable, Hashable, Sendable {
    let id: Int
    let line: String
    let destination: String
    let time: Date
    let platform: String
    let delayMinutes: Int
    let isTrain: Bool
}

struct DeparturesEntry: TimelineEntry {
    let date: Date
    let stopName: String
    let stopID: String
    let departures: [Departure]
    let showsPlatform: Bool
}

enum Timetable {
    /// A day's departures from a stop: every line every few minutes, the same every run.
    static func departures(from stop: StopEntity, after date: Date, mode: TransitMode, count: Int) -> [Departure] {
        let destinations = ["Airport", "Old Town", "North Park", "Harbour", "Stadium", "Lakeside"]
        var result: [Departure] = []
        for (index, line) in stop.lines.enumerated() {
            let isTrain = line.hasPrefix("S")
            if mode == .train && !isTrain { continue }
            if mode == .tram && isTrain { continue }
            let headway = isTrain ? 10.0 : 6.0
            for trip in 0..<4 {
                let minutes = Double(index * 2 + 1) + Double(trip) * headway
                result.append(Departure(
                    id: index * 10 + trip,
                    line: line,
                    destination: destinations[(index + trip) % destinations.count],
                    time: date.addingTimeInterval(minutes * 60),
                    platform: isTrain ? "\(index + 1)" : "B",
                    delayMinutes: trip == 1 && isTrain ? 3 : 0,
                    isTrain: isTrain))
            }
        }
        return Array(result.sorted { $0.time < $1.time }.prefix(count))
    }
}

struct DeparturesProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> DeparturesEntry {
        entry(for: StopEntity.all[0], mode: .all, showsPlatform: true, at: .now, family: context.family)
    }

    func snapshot(for configuration: SelectStopIntent, in context: Context) async -> DeparturesEntry {
        let stop = configuration.stop ?? StopEntity.all[0]
        return entry(for: stop, mode: configuration.mode, showsPlatform: configuration.showsPlatform, at: .now, family: context.family)
    }

    func timeline(for configuration: SelectStopIntent, in context: Context) async -> Timeline<DeparturesEntry> {
        let stop = configuration.stop ?? StopEntity.all[0]
        let now = Date.now
        let entries = (0..<5).map { minute in
            entry(for: stop, mode: configuration.mode, showsPlatform: configuration.showsPlatform,
                  at: now.addingTimeInterval(Double(minute) * 60), family: context.family)
        }
        return Timeline(entries: entries, policy: .atEnd)
    }

    func recommendations() -> [AppIntentRecommendation<SelectStopIntent>] {
        StopEntity.all.map { AppIntentRecommendation(intent: SelectStopIntent(stop: $0), description: "\($0.name)") }
    }

    private func entry(for stop: StopEntity, mode: TransitMode, showsPlatform: Bool, at date: Date, family: WidgetFamily) -> DeparturesEntry {
        let count = family == .systemLarge ? 8 : family == .systemMedium ? 3 : 2
        return DeparturesEntry(date: date, stopName: stop.name, stopID: stop.id,
                               departures: Timetable.departures(from: stop, after: date, mode: mode, count: count),
                               showsPlatform: showsPlatform)
    }
}
