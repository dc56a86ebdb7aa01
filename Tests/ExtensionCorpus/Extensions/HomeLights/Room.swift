import AppIntents
import Foundation

struct RoomEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Room"
    static let defaultQuery = RoomQuery()

    let id: String
    let name: String
    let symbol: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", image: .init(systemName: symbol))
    }
}

struct RoomQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [RoomEntity] { LightsState.rooms }

    func entities(for identifiers: [RoomEntity.ID]) async throws -> [RoomEntity] {
        LightsState.rooms.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [RoomEntity] { LightsState.rooms }

    func defaultResult() async -> RoomEntity? { LightsState.rooms.first }
}

/// The hub's state, as the app last saw it: which rooms have their lights on, and how bright.
enum LightsState {
    static let rooms: [RoomEntity] = [
        RoomEntity(id: "living", name: "Living Room", symbol: "sofa.fill"),
        RoomEntity(id: "kitchen", name: "Kitchen", symbol: "refrigerator.fill"),
        RoomEntity(id: "bedroom", name: "Bedroom", symbol: "bed.double.fill"),
        RoomEntity(id: "office", name: "Office", symbol: "desktopcomputer"),
    ]

    static let defaults = UserDefaults(suiteName: "group.com.example.homelights")

    static func isOn(_ roomID: String) -> Bool {
        defaults?.bool(forKey: "homelights.on.\(roomID)") ?? false
    }

    static func brightness(_ roomID: String) -> Double {
        defaults?.object(forKey: "homelights.brightness.\(roomID)") as? Double ?? 1
    }

    static func set(_ roomID: String, on: Bool) {
        defaults?.set(on, forKey: "homelights.on.\(roomID)")
    }
}
