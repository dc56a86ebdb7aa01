// Written as for WidgetKit on iOS 17.
import SwiftUI
import Foundation

/// A server monitor: each service's signal as a variable symbol, the failed one struck
/// through and its fix underlined, counts and uptime as formatted numbers, and a tilted status
/// card on a material.
struct ServerStatus: Identifiable {
    let id: String
    let signal: Double
    let requests: Int
    let uptime: Double
    let isDown: Bool
}

struct ServerStatusWidgetView: View {
    let servers: [ServerStatus]

    var body: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 6) {
                ForEach(servers) { server in
                    HStack(spacing: 6) {
                        Image(systemName: "wifi", variableValue: server.signal)
                            .imageScale(.small)
                        Text(server.id)
                            .strikethrough(server.isDown, color: .red)
                        Spacer()
                        Text(server.requests, format: .number)
                            .monospacedDigit()
                        Text(server.uptime, format: .percent.precision(.fractionLength(1)))
                            .foregroundStyle(.secondary)
                    }
                    .font(.caption)
                }
                Text("Restart eu-west")
                    .underline(pattern: .dash, color: .blue)
                    .font(.caption2)
            }
            VStack(spacing: 4) {
                Image(systemName: "bell")
                    .symbolVariant(.fill)
                    .imageScale(.large)
                Text("1 down")
                    .font(.caption.weight(.semibold))
            }
            .padding(10)
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
            .rotation3DEffect(.degrees(18), axis: (x: 0, y: 1, z: 0))
            .scaleEffect(0.95)
        }
        .containerBackground(for: .widget) {
            LinearGradient(colors: [.teal.opacity(0.3), .indigo.opacity(0.3)], startPoint: .topLeading, endPoint: .bottomTrailing)
        }
    }
}
