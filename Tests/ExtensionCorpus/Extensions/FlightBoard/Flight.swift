import Foundation
import WidgetKit

struct Flight: Identifiable, Hashable, Sendable {
    enum Status: String, Sendable {
        case scheduled = "Scheduled", boarding = "Boarding", delayed = "Delayed", gateClosed = "Gate closed"
    }

    let id: String
    let airline: String
    let destination: String
    let departure: Date
    let gate: String
    let status: Status
    let delayMinutes: Int
}

struct FlightBoardEntry: TimelineEntry {
    let date: Date
    let airport: AirportEntity
    let flights: [Flight]
    let showsGate: Bool
}

enum FlightSchedule {
    /// The airport's departures after a date: a fixed rotation, the same every run.
    static func departures(from airport: AirportEntity, after date: Date, filter: FlightFilter, count: Int) -> [Flight] {
        let routes: [(String, String)] = [("TP", "Porto"), ("KL", "Amsterdam"), ("BA", "London"), ("IB", "Madrid"),
                                          ("LH", "Frankfurt"), ("AF", "Paris"), ("UA", "Newark"), ("EI", "Dublin")]
        let start = (date.timeIntervalSinceReferenceDate / 900).rounded(.down) * 900
        var flights: [Flight] = []
        for index in 0..<routes.count {
            let (airline, destination) = routes[(index + airport.id.count) % routes.count]
            guard destination != airport.city else { continue }
            let departure = Date(timeIntervalSinceReferenceDate: start + Double(index + 1) * 1_500)
            let minutesAway = departure.timeIntervalSince(date) / 60
            let status: Flight.Status = index == 2 ? .delayed : minutesAway < 40 ? .boarding : .scheduled
            flights.append(Flight(id: "\(airline)\(100 + index * 37)", airline: airline, destination: destination,
                                  departure: departure, gate: "\(["A", "B", "C"][index % 3])\(index * 3 + 2)",
                                  status: status, delayMinutes: status == .delayed ? 35 : 0))
        }
        switch filter {
        case .all: break
        case .delayed: flights = flights.filter { $0.status == .delayed }
        case .boarding: flights = flights.filter { $0.status == .boarding }
        }
        return Array(flights.prefix(count))
    }
}

struct FlightBoardProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> FlightBoardEntry {
        entry(for: AirportEntity.all[0], filter: .all, showsGate: true, at: .now, family: context.family)
    }

    func snapshot(for configuration: SelectAirportIntent, in context: Context) async -> FlightBoardEntry {
        let airport = configuration.airport ?? AirportEntity.all[0]
        return entry(for: airport, filter: configuration.filter, showsGate: configuration.showsGate, at: .now, family: context.family)
    }

    func timeline(for configuration: SelectAirportIntent, in context: Context) async -> Timeline<FlightBoardEntry> {
        let airport = configuration.airport ?? AirportEntity.all[0]
        let now = Date.now
        let entries = (0..<4).map { step in
            entry(for: airport, filter: configuration.filter, showsGate: configuration.showsGate,
                  at: now.addingTimeInterval(Double(step) * 15 * 60), family: context.family)
        }
        return Timeline(entries: entries, policy: .atEnd)
    }

    func recommendations() -> [AppIntentRecommendation<SelectAirportIntent>] {
        AirportEntity.all.map { AppIntentRecommendation(intent: SelectAirportIntent(airport: $0), description: "\($0.city)") }
    }

    private func entry(for airport: AirportEntity, filter: FlightFilter, showsGate: Bool, at date: Date, family: WidgetFamily) -> FlightBoardEntry {
        let count = family == .systemLarge ? 7 : family == .systemMedium ? 3 : 1
        return FlightBoardEntry(date: date, airport: airport,
                                flights: FlightSchedule.departures(from: airport, after: date, filter: filter, count: count),
                                showsGate: showsGate)
    }
}
