//
//  ServerListWidget.swift
//  ServerPulse
//

import WidgetKit
import SwiftUI

struct ServerListEntry: TimelineEntry {
    let date: Date
    let servers: [ServerStatus]
}

struct ServerListProvider: TimelineProvider {
    func placeholder(in context: Context) -> ServerListEntry {
        ServerListEntry(date: Date(), servers: [])
    }

    func getSnapshot(in context: Context, completion: @escaping (ServerListEntry) -> Void) {
        completion(ServerListEntry(date: Date(), servers: StatusStore.shared.servers()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ServerListEntry>) -> Void) {
        let entry = ServerListEntry(date: Date(), servers: StatusStore.shared.servers())
        completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(15 * 60))))
    }
}

struct ServerListView: View {
    let entry: ServerListEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("Servers")
                    .font(.headline)
                Spacer()
                if let checked = entry.servers.map(\.checkedAt).max() {
                    Text(checked, style: .time)
                        .font(.caption2)
                        .foregroundColor(.secondary)
                }
            }
            ForEach(entry.servers.prefix(4)) { server in
                Link(destination: URL(string: "serverpulse://server/\(server.host)")!) {
                    HStack {
                        StatusDot(state: server.state)
                        Text(server.name)
                            .font(.subheadline)
                            .lineLimit(1)
                        Spacer()
                        Text("\(server.playersOnline)")
                            .font(.subheadline.monospacedDigit().bold())
                        ProgressView(value: server.load)
                            .frame(width: 50)
                            .tint(server.state.color)
                    }
                }
            }
            Spacer(minLength: 0)
        }
    }
}

struct ServerListWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ServerPulse.List", provider: ServerListProvider()) { entry in
            ServerListView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("All Servers")
        .description("Every server you watch.")
        .supportedFamilies([.systemMedium])
    }
}

struct ServerListWidget_Previews: PreviewProvider {
    static let sample = [
        ServerStatus(name: "Creative", host: "creative.example.net", state: .online, playersOnline: 12, maxPlayers: 20,
                     latencyMs: 38, checkedAt: Date()),
        ServerStatus(name: "Hardcore", host: "hc.example.net", state: .offline, playersOnline: 0, maxPlayers: 10,
                     latencyMs: 0, checkedAt: Date()),
    ]

    static var previews: some View {
        ServerListView(entry: ServerListEntry(date: Date(), servers: sample))
            .containerBackground(.fill.tertiary, for: .widget)
            .previewContext(WidgetPreviewContext(family: .systemMedium))
            .previewDisplayName("Two servers")
    }
}
