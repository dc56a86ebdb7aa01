import AppIntents
import Foundation

/// A stop the rider can pick when configuring the widget.
struct StopEntity: AppEntity, Identifiable, Hashable {
    let id: String
    let name: String
    let lines: [String]

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Stop"
    static let defaultQuery = StopQuery()

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(lines.joined(separator: " · "))")
    }

    static let all: [StopEntity] = [
        StopEntity(id: "central", name: "Central Station", lines: ["S1", "S3", "12"]),
        StopEntity(id: "harbour", name: "Harbour Front", lines: ["4", "12"]),
        StopEntity(id: "university", name: "University", lines: ["S3", "7"]),
    ]
}

struct StopQuery: EntityStringQuery {
    func entities(for identifiers: [StopEntity.ID]) async throws -> [StopEntity] {
        StopEntity.all.filter { identifiers.contains($0.id) }
    }

    func entities(matching string: String) async throws -> [StopEntity] {
        StopEntity.all.filter { $0.name.localizedCaseInsensitiveContains(string) }
    }

    func suggestedEntities() async throws -> [StopEntity] {
        StopEntity.all
    }

    func defaultResult() async -> StopEntity? {
        StopEntity.all.first
    }
}

enum TransitMode: String, AppEnum {
    case all, train, tram

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mode"
    static let caseDisplayRepresentations: [TransitMode: DisplayRepresentation] = [
        .all: "All",
        .train: DisplayRepresentation(title: "Train", image: .init(systemName: "tram.fill")),
        .tram: DisplayRepresentation(title: "Tram", image: .init(systemName: "lightrail.fill")),
    ]
}

struct SelectStopIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Select Stop"
    static let description = IntentDescription("Shows the next departures from a stop.")

    @Parameter(title: "Stop")
    var stop: StopEntity?

    @Parameter(title: "Mode", default: .all)
    var mode: TransitMode

    @Parameter(title: "Show Platform", default: true)
    var showsPlatform: Bool

    static var parameterSummary: some ParameterSummary {
        Summary("Departures from \(\.$stop)") {
            \.$mode
            \.$showsPlatform
        }
    }

    init() {}

    init(stop: StopEntity, mode: TransitMode = .all) {
        self.stop = stop
        self.mode = mode
    }
}
