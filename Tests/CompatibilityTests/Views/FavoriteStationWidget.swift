// Written as for WidgetKit on iOS 17 (Swift 5 habits aside).
import AppIntents
import SwiftUI
import WidgetKit

struct StationEntity: AppEntity {
    let id: String
    let name: String

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Station"
    static let defaultQuery = StationQuery()

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", image: .init(named: "tram", isTemplate: true))
    }

    static let all = [StationEntity(id: "alx", name: "Alexanderplatz"), StationEntity(id: "zoo", name: "Zoologischer Garten")]
}

struct StationQuery: EntityQuery {
    func entities(for identifiers: [StationEntity.ID]) async throws -> [StationEntity] {
        StationEntity.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [StationEntity] { StationEntity.all }

    func defaultResult() async -> StationEntity? { StationEntity.all.first }
}

struct SelectStationIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Select Station"

    @Parameter(title: "Station")
    var station: StationEntity?
}

struct DeparturesEntry: TimelineEntry {
    let date: Date
    let station: String
}

struct DeparturesProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> DeparturesEntry { DeparturesEntry(date: Date(), station: "Station") }

    func snapshot(for configuration: SelectStationIntent, in context: Context) async -> DeparturesEntry {
        DeparturesEntry(date: Date(), station: configuration.station?.name ?? "No station")
    }

    func timeline(for configuration: SelectStationIntent, in context: Context) async -> Timeline<DeparturesEntry> {
        Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .atEnd)
    }

    func recommendations() -> [AppIntentRecommendation<SelectStationIntent>] {
        [AppIntentRecommendation(intent: SelectStationIntent(), description: "Nearest station")]
    }
}

struct DeparturesWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Departures", intent: SelectStationIntent.self, provider: DeparturesProvider()) { entry in
            Text(entry.station)
        }
        .supportedFamilies([.systemSmall])
    }
}
