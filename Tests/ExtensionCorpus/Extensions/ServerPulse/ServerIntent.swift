//
//  ServerIntent.swift
//  ServerPulse
//

import AppIntents
import WidgetKit

struct ServerEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Server"
    static let defaultQuery = ServerEntityQuery()

    var id: String
    var name: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(id)")
    }
}

struct ServerEntityQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ServerEntity] {
        try await suggestedEntities().filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [ServerEntity] {
        StatusStore.shared.servers().map { ServerEntity(id: $0.host, name: $0.name) }
    }
}

struct SelectServerIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Select Server"
    static let description = IntentDescription("Pick the server to watch.")

    @Parameter(title: "Server")
    var server: ServerEntity?

    @Parameter(title: "Show Latency", default: true)
    var showLatency: Bool
}
