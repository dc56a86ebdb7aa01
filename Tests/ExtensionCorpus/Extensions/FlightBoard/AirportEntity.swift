import AppIntents
import Foundation

/// An airport the traveller can pick when configuring the widget.
struct AirportEntity: AppEntity, Identifiable, Hashable {
    let id: String
    let name: String
    let city: String
    let timeZoneID: String

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Airport"
    static let defaultQuery = AirportQuery()

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(id) – \(city)", subtitle: "\(name)")
    }

    var timeZone: TimeZone { TimeZone(identifier: timeZoneID) ?? .gmt }

    static let all: [AirportEntity] = [
        AirportEntity(id: "LIS", name: "Humberto Delgado", city: "Lisbon", timeZoneID: "Europe/Lisbon"),
        AirportEntity(id: "AMS", name: "Schiphol", city: "Amsterdam", timeZoneID: "Europe/Amsterdam"),
        AirportEntity(id: "SFO", name: "San Francisco International", city: "San Francisco", timeZoneID: "America/Los_Angeles"),
    ]
}

struct AirportQuery: EntityStringQuery {
    func entities(for identifiers: [AirportEntity.ID]) async throws -> [AirportEntity] {
        AirportEntity.all.filter { identifiers.contains($0.id) }
    }

    func entities(matching string: String) async throws -> [AirportEntity] {
        AirportEntity.all.filter { $0.city.localizedCaseInsensitiveContains(string) || $0.id.localizedCaseInsensitiveContains(string) }
    }

    func suggestedEntities() async throws -> [AirportEntity] {
        AirportEntity.all
    }

    func defaultResult() async -> AirportEntity? {
        AirportEntity.all.first
    }
}

enum FlightFilter: String, AppEnum {
    case all, delayed, boarding

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Flights"
    static let caseDisplayRepresentations: [FlightFilter: DisplayRepresentation] = [
        .all: "All",
        .delayed: DisplayRepresentation(title: "Delayed", image: .init(systemName: "clock.badge.exclamationmark")),
        .boarding: DisplayRepresentation(title: "Boarding", image: .init(systemName: "figure.walk")),
    ]
}

struct SelectAirportIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Select Airport"
    static let description = IntentDescription("Shows the next departures from an airport.")

    @Parameter(title: "Airport")
    var airport: AirportEntity?

    @Parameter(title: "Show", default: .all)
    var filter: FlightFilter

    @Parameter(title: "Show Gate", default: true)
    var showsGate: Bool

    static var parameterSummary: some ParameterSummary {
        Summary("Departures from \(\.$airport)") {
            \.$filter
            \.$showsGate
        }
    }

    init() {}

    init(airport: AirportEntity, filter: FlightFilter = .all) {
        self.airport = airport
        self.filter = filter
    }
}
