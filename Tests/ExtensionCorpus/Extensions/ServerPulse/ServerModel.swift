//
//  ServerModel.swift
//  ServerPulse
//
//  Shared with the app: the app polls the servers and writes their status into the app group.
//

import Foundation
import OSLog

enum ServerState: String, Codable {
    case online, degraded, offline
}

struct ServerStatus: Codable, Hashable, Identifiable {
    var id: String { host }
    let name: String
    let host: String
    let state: ServerState
    let playersOnline: Int
    let maxPlayers: Int
    let latencyMs: Int
    let checkedAt: Date

    var load: Double {
        maxPlayers > 0 ? Double(playersOnline) / Double(maxPlayers) : 0
    }
}

final class StatusStore: Sendable {
    static let shared = StatusStore()
    private let defaults = UserDefaults(suiteName: "group.com.example.serverpulse")
    private let logger = Logger(subsystem: "com.example.serverpulse.widget", category: "StatusStore")

    func servers() -> [ServerStatus] {
        guard let data = defaults?.data(forKey: "serverpulse.servers") else {
            logger.warning("No server status saved yet")
            return []
        }
        do {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            let servers = try decoder.decode([ServerStatus].self, from: data)
            logger.debug("Loaded \(servers.count) servers")
            return servers
        } catch {
            logger.error("Could not decode servers: \(error.localizedDescription, privacy: .public)")
            return []
        }
    }

    func server(host: String?) -> ServerStatus? {
        let all = servers()
        return all.first { $0.host == host } ?? all.first
    }
}
