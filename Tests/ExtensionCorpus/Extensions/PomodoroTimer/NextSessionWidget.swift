//
//  NextSessionWidget.swift
//  PomodoroTimer
//

import SwiftUI
import WidgetKit

struct SessionEntry: TimelineEntry {
    let date: Date
    let sessionsToday: Int
    let focusMinutesToday: Int
    let goal: Int
}

struct SessionProvider: TimelineProvider {
    func placeholder(in context: Context) -> SessionEntry {
        SessionEntry(date: .now, sessionsToday: 2, focusMinutesToday: 50, goal: 8)
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (SessionEntry) -> Void) {
        completion(SessionEntry(date: .now, sessionsToday: 5, focusMinutesToday: 125, goal: 8))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<SessionEntry>) -> Void) {
        let entry = SessionEntry(date: .now, sessionsToday: 5, focusMinutesToday: 125, goal: 8)
        completion(Timeline(entries: [entry], policy: .never))
    }
}

struct NextSessionView: View {
    let entry: SessionEntry
    @Environment(\.widgetFamily) private var family

    private var focusTime: String {
        Duration.seconds(entry.focusMinutesToday * 60).formatted(.units(allowed: [.hours, .minutes], width: .abbreviated))
    }

    var body: some View {
        switch family {
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Label("\(entry.sessionsToday) of \(entry.goal) sessions", systemImage: "timer")
                    .font(.headline)
                    .widgetAccentable()
                Gauge(value: Double(entry.sessionsToday), in: 0...Double(entry.goal)) {
                    EmptyView()
                }
                .gaugeStyle(.accessoryLinearCapacity)
                Text(focusTime)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        default:
            VStack(alignment: .leading, spacing: 4) {
                Image(systemName: "timer")
                    .font(.title2)
                    .foregroundStyle(.red)
                Spacer()
                Text("\(entry.sessionsToday) of \(entry.goal)")
                    .font(.title2.bold())
                Text("sessions today")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Text(focusTime)
                    .font(.caption.bold())
                    .foregroundStyle(.red)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

struct NextSessionWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PomodoroTimer.Today", provider: SessionProvider()) { entry in
            NextSessionView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Focus Today")
        .description("Your focus sessions today.")
        .supportedFamilies([.systemSmall, .accessoryRectangular])
    }
}

#Preview("Focus Today", as: .accessoryRectangular) {
    NextSessionWidget()
} timeline: {
    SessionEntry(date: .now, sessionsToday: 1, focusMinutesToday: 25, goal: 8)
    SessionEntry(date: .now, sessionsToday: 8, focusMinutesToday: 200, goal: 8)
}
