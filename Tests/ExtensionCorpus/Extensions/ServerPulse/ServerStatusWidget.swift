//
//  ServerStatusWidget.swift
//  ServerPulse
//

import WidgetKit
import SwiftUI

struct ServerEntry: TimelineEntry {
    let date: Date
    let server: ServerStatus?
    let showLatency: Bool
}

struct ServerStatusProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ServerEntry {
        ServerEntry(date: Date(), server: nil, showLatency: true)
    }

    func snapshot(for configuration: SelectServerIntent, in context: Context) async -> ServerEntry {
        ServerEntry(date: Date(), server: StatusStore.shared.server(host: configuration.server?.id),
                    showLatency: configuration.showLatency)
    }

    func timeline(for configuration: SelectServerIntent, in context: Context) async -> Timeline<ServerEntry> {
        let entry = await snapshot(for: configuration, in: context)
        return Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(15 * 60)))
    }
}

extension ServerState {
    var color: Color {
        switch self {
        case .online: return .green
        case .degraded: return .yellow
        case .offline: return .red
        }
    }

    var label: LocalizedStringKey {
        switch self {
        case .online: return "Online"
        case .degraded: return "Slow"
        case .offline: return "Offline"
        }
    }
}

struct StatusDot: View {
    let state: ServerState

    var body: some View {
        Circle()
            .fill(state.color)
            .frame(width: 10, height: 10)
            .shadow(color: state.color.opacity(0.6), radius: 3)
    }
}

struct ServerStatusView: View {
    let entry: ServerEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        if let server = entry.server {
            switch family {
            case .accessoryCircular:
                Gauge(value: server.load) {
                    Image(systemName: "person.2.fill")
                } currentValueLabel: {
                    Text("\(server.playersOnline)")
                }
                .gaugeStyle(.accessoryCircularCapacity)
            case .accessoryRectangular:
                VStack(alignment: .leading) {
                    Text(server.name).font(.headline).widgetAccentable()
                    Text(server.state.label)
                    Text("\(server.playersOnline)/\(server.maxPlayers) players")
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            default:
                VStack(alignment: .leading, spacing: 6) {
                    HStack {
                        StatusDot(state: server.state)
                        Text(server.state.label)
                            .font(.caption.bold())
                            .foregroundColor(server.state.color)
                        Spacer()
                    }
                    Text(server.name)
                        .font(.headline)
                        .lineLimit(1)
                    Text(server.host)
                        .font(.caption2)
                        .foregroundColor(.secondary)
                        .lineLimit(1)
                    Spacer(minLength: 0)
                    HStack(alignment: .firstTextBaseline, spacing: 2) {
                        Text("\(server.playersOnline)")
                            .font(.title.bold())
                        Text("/\(server.maxPlayers)")
                            .font(.caption)
                            .foregroundColor(.secondary)
                    }
                    if entry.showLatency {
                        Label("\(server.latencyMs) ms", systemImage: "wifi")
                            .font(.caption2)
                            .foregroundColor(.secondary)
                    }
                }
            }
        } else {
            VStack {
                Image(systemName: "wifi.slash")
                    .font(.title)
                Text("No servers yet")
                    .font(.caption)
            }
            .foregroundColor(.secondary)
        }
    }
}

struct ServerStatusWidget: Widget {
    let kind: String = "ServerPulse.Status"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: SelectServerIntent.self, provider: ServerStatusProvider()) { entry in
            ServerStatusView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
                .widgetURL(URL(string: "serverpulse://server/\(entry.server?.host ?? "")"))
        }
        .configurationDisplayName("Server Status")
        .description("Players online and latency of one server.")
        .supportedFamilies([.systemSmall, .accessoryCircular, .accessoryRectangular])
    }
}
