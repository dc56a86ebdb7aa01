//
//  StopEntity.swift
//  NextBus
//

import AppIntents
import Foundation

struct StopEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Stop" }
    static var defaultQuery: StopQuery { StopQuery() }

    let id: String
    let name: String
    let lines: [String]

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "Stop \(id)")
    }

    static let all: [StopEntity] = [
        StopEntity(id: "1043", name: "Plaza Mayor", lines: ["1", "7", "C2"]),
        StopEntity(id: "2210", name: "Estación Norte", lines: ["3", "9"]),
        StopEntity(id: "0876", name: "Hospital Clínico", lines: ["2", "8", "N1"]),
    ]
}

struct StopQuery: EntityQuery {
    func entities(for identifiers: [StopEntity.ID]) async throws -> [StopEntity] {
        StopEntity.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [StopEntity] {
        StopEntity.all
    }

    func defaultResult() async -> StopEntity? {
        StopEntity.all.first
    }
}

struct SelectStopIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Select Stop" }
    static var description: IntentDescription { IntentDescription("Choose the stop whose departures you see.") }

    @Parameter(title: "Stop")
    var stop: StopEntity?

    init() {}

    init(stop: StopEntity) {
        self.stop = stop
    }
}
