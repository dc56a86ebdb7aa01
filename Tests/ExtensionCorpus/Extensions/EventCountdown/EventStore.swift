import Foundation
import os

/// The events the app saved in its app group, as JSON.
enum EventStore {
    static let logger = Logger(subsystem: "com.example.eventcountdown.widget", category: "EventStore")
    private static let groupID = "group.com.example.eventcountdown"

    private struct StoredEvent: Codable {
        var id: UUID
        var title: String
        var emoji: String
        var start: Date
        var created: Date
    }

    static func events() -> [EventEntity] {
        guard let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: groupID) else {
            logger.error("No container for app group \(groupID, privacy: .public)")
            return []
        }
        let url = folder.appending(path: "events.json")
        do {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            let stored = try decoder.decode([StoredEvent].self, from: Data(contentsOf: url))
            logger.debug("Loaded \(stored.count) events")
            return stored
                .sorted { $0.start < $1.start }
                .map { EventEntity(id: $0.id, title: $0.title, emoji: $0.emoji, start: $0.start, created: $0.created) }
        } catch {
            logger.error("Could not read events: \(error.localizedDescription)")
            return []
        }
    }
}
