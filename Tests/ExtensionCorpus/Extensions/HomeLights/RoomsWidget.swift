import AppIntents
import SwiftUI
import WidgetKit

struct RoomsEntry: TimelineEntry {
    struct Room: Identifiable {
        let entity: RoomEntity
        let isOn: Bool
        let brightness: Double
        var id: String { entity.id }
    }

    let date: Date
    let rooms: [Room]
}

struct RoomsProvider: TimelineProvider {
    func placeholder(in context: Context) -> RoomsEntry {
        RoomsEntry(date: .now, rooms: LightsState.rooms.map { .init(entity: $0, isOn: false, brightness: 1) })
    }

    func getSnapshot(in context: Context, completion: @escaping (RoomsEntry) -> Void) {
        completion(current())
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<RoomsEntry>) -> Void) {
        completion(Timeline(entries: [current()], policy: .never))
    }

    private func current() -> RoomsEntry {
        RoomsEntry(date: .now, rooms: LightsState.rooms.map {
            .init(entity: $0, isOn: LightsState.isOn($0.id), brightness: LightsState.brightness($0.id))
        })
    }
}

struct RoomTile: View {
    let room: RoomsEntry.Room

    var body: some View {
        Button(intent: FlipRoomLightIntent(room: room.entity)) {
            VStack(alignment: .leading, spacing: 4) {
                Image(systemName: room.isOn ? "lightbulb.fill" : "lightbulb")
                    .font(.title3)
                    .foregroundStyle(room.isOn ? .yellow : .secondary)
                Spacer(minLength: 0)
                Text(room.entity.name)
                    .font(.caption.weight(.semibold))
                    .lineLimit(1)
                Text(room.isOn ? "\(Int(room.brightness * 100))%" : "Off")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
            .padding(8)
            .background(room.isOn ? Color.yellow.opacity(0.18) : Color.gray.opacity(0.12),
                        in: RoundedRectangle(cornerRadius: 12, style: .continuous))
        }
        .buttonStyle(.plain)
    }
}

struct RoomsWidgetView: View {
    @Environment(\.widgetFamily) private var family
    let entry: RoomsEntry

    var body: some View {
        let rooms = family == .systemSmall ? Array(entry.rooms.prefix(2)) : entry.rooms
        let columns = family == .systemSmall ? 1 : 2
        Grid(horizontalSpacing: 8, verticalSpacing: 8) {
            ForEach(0..<(rooms.count + columns - 1) / columns, id: \.self) { row in
                GridRow {
                    ForEach(rooms[(row * columns)..<min(rooms.count, row * columns + columns)]) { room in
                        RoomTile(room: room)
                    }
                }
            }
        }
    }
}

struct RoomsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "HomeLights.Rooms", provider: RoomsProvider()) { entry in
            RoomsWidgetView(entry: entry)
                .containerBackground(.fill.secondary, for: .widget)
        }
        .configurationDisplayName("Lights")
        .description("Turn your rooms' lights on and off.")
        .supportedFamilies([.systemSmall, .systemMedium])
        .contentMarginsDisabled()
    }
}

#Preview(as: .systemMedium) {
    RoomsWidget()
} timeline: {
    RoomsEntry(date: .now, rooms: LightsState.rooms.enumerated().map { index, room in
        .init(entity: room, isOn: index % 2 == 0, brightness: 0.6)
    })
}
