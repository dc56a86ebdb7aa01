// Written as for WidgetKit on iOS 17 in Swift 6: an app group's defaults and shared files, the
// unified log, String(localized:) and a duration formatter.
import Foundation
import OSLog
import SwiftUI
import WidgetKit

extension UserDefaults {
    /// The app and its widgets share their settings through the app group.
    static let focusGroup = UserDefaults(suiteName: "group.com.example.focus")!
}

private let logger = Logger(subsystem: "com.example.focus", category: "widget")

struct FocusSession: Codable {
    let start: Date
    let minutes: Int
}

struct FocusEntry: TimelineEntry {
    let date: Date
    let title: String
    let sessions: Int
    let focused: TimeInterval
    let goal: TimeInterval
}

struct FocusProvider: TimelineProvider {
    func placeholder(in context: Context) -> FocusEntry {
        FocusEntry(date: Date(), title: String(localized: "Focus"), sessions: 0, focused: 0, goal: 3600)
    }

    func getSnapshot(in context: Context, completion: @escaping (FocusEntry) -> Void) {
        completion(loadEntry())
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<FocusEntry>) -> Void) {
        let entry = loadEntry()
        completion(Timeline(entries: [entry], policy: .after(entry.date.addingTimeInterval(15 * 60))))
    }

    private func loadEntry() -> FocusEntry {
        let defaults = UserDefaults.focusGroup
        let goalMinutes = defaults.integer(forKey: "focus.goalMinutes")
        let title = defaults.string(forKey: "focus.title") ?? String(localized: "Focus")
        var sessions: [FocusSession] = []
        if let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.focus") {
            do {
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .iso8601
                sessions = try decoder.decode([FocusSession].self, from: Data(contentsOf: folder.appendingPathComponent("sessions.json")))
            } catch {
                logger.error("Could not read sessions: \(error.localizedDescription, privacy: .public)")
            }
        }
        logger.info("Loaded \(sessions.count) sessions for \(title), goal \(goalMinutes) min")
        os_log("Focus timeline for %{public}@", log: OSLog(subsystem: "com.example.focus", category: "legacy"), type: .debug, title)
        let focused = TimeInterval(sessions.reduce(0) { $0 + $1.minutes } * 60)
        return FocusEntry(date: Date(), title: title, sessions: sessions.count, focused: focused, goal: TimeInterval(goalMinutes * 60))
    }
}

struct FocusWidgetView: View {
    let entry: FocusEntry

    static let durationFormatter: DateComponentsFormatter = {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = .abbreviated
        formatter.allowedUnits = [.hour, .minute]
        return formatter
    }()

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.title)
                .font(.headline)
            Text("\(entry.sessions) sessions today")
                .font(.caption)
            Text(Self.durationFormatter.string(from: entry.focused) ?? "–")
                .font(.title2.bold())
            Text(String(localized: "Goal \(Self.durationFormatter.string(from: entry.goal) ?? "")", comment: "The daily goal"))
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct FocusWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Focus", provider: FocusProvider()) { entry in
            FocusWidgetView(entry: entry)
        }
        .configurationDisplayName("Focus")
        .description("Today's focus sessions.")
        .supportedFamilies([.systemSmall])
    }
}

/// A provider that loads its data from the web, as many do: a render must not wait for it.
struct HeadlinesIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Headlines"

    @Parameter(title: "Section", default: "top")
    var section: String
}

struct HeadlinesOnlineProvider: AppIntentTimelineProvider {
    struct Entry: TimelineEntry {
        let date: Date
        let headline: String
    }

    func placeholder(in context: Context) -> Entry { Entry(date: Date(), headline: "–") }

    func snapshot(for configuration: HeadlinesIntent, in context: Context) async -> Entry {
        do {
            let url = URL(string: "https://news.example.com/\(configuration.section).json")!
            let (data, _) = try await URLSession.shared.data(from: url)
            return Entry(date: Date(), headline: String(decoding: data, as: UTF8.self))
        } catch {
            logger.error("Loading failed: \(error.localizedDescription)")
            return Entry(date: Date(), headline: "Offline")
        }
    }

    func timeline(for configuration: HeadlinesIntent, in context: Context) async -> Timeline<Entry> {
        Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .atEnd)
    }
}

struct HeadlinesOnlineWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "HeadlinesOnline", intent: HeadlinesIntent.self, provider: HeadlinesOnlineProvider()) { entry in
            Text(entry.headline).containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}
