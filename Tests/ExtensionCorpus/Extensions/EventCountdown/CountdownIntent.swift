import AppIntents
import Foundation

enum CountdownTheme: String, AppEnum {
    case sunset, ocean, forest

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Theme"
    static let caseDisplayRepresentations: [CountdownTheme: DisplayRepresentation] = [
        .sunset: "Sunset",
        .ocean: "Ocean",
        .forest: "Forest",
    ]
}

struct EventEntity: AppEntity {
    let id: UUID
    let title: String
    let emoji: String
    let start: Date
    let created: Date

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Event")
    static let defaultQuery = EventQuery()

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(emoji) \(title)")
    }
}

struct EventQuery: EntityQuery {
    func entities(for identifiers: [EventEntity.ID]) async throws -> [EventEntity] {
        EventStore.events().filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [EventEntity] {
        EventStore.events()
    }

    func defaultResult() async -> EventEntity? {
        EventStore.events().first
    }
}

struct CountdownConfigurationIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Countdown"
    static let description: IntentDescription = "Counts down to an event you care about."

    @Parameter(title: "Event")
    var event: EventEntity?

    @Parameter(title: "Theme", default: .sunset)
    var theme: CountdownTheme
}
