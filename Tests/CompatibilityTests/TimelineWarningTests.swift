import Foundation
import Testing
import Vignette
@testable import VignetteCore
import VignetteRunner

/// A timeline that would leave nothing to see, or entries nobody would see, is named: never a
/// silent success.
@Suite("Timeline warnings")
struct TimelineWarningTests {
    struct DatedEntry: TimelineEntry { let date: Date }

    /// A provider whose timeline is the given dates (none: an empty timeline).
    struct DatedProvider: TimelineProvider {
        let dates: [Date]
        func placeholder(in context: Context) -> DatedEntry { DatedEntry(date: Date()) }
        func getSnapshot(in context: Context, completion: @escaping (DatedEntry) -> Void) { completion(DatedEntry(date: Date())) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<DatedEntry>) -> Void) {
            completion(Timeline(entries: dates.map(DatedEntry.init), policy: .atEnd))
        }
    }

    nonisolated struct EmptyTimelineWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "empty", provider: DatedProvider(dates: [])) { _ in Text("x").containerBackground(.fill.tertiary, for: .widget) }.supportedFamilies([.systemSmall])
        }
    }

    nonisolated struct FarDatesWidget: Widget {
        static let now = RenderRequest.defaultNow
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "far", provider: DatedProvider(dates: [Self.now, Date(timeIntervalSince1970: 0),
                                                                             Self.now.addingTimeInterval(400 * 86_400)])) { _ in Text("x") }
                .supportedFamilies([.systemSmall])
        }
    }

    nonisolated struct PastReloadWidget: Widget {
        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> DatedEntry { DatedEntry(date: Date()) }
            func getSnapshot(in context: Context, completion: @escaping (DatedEntry) -> Void) { completion(DatedEntry(date: Date())) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<DatedEntry>) -> Void) {
                let now = RenderRequest.now
                completion(Timeline(entries: [DatedEntry(date: now)], policy: .after(now.addingTimeInterval(-3_600))))
            }
        }
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "past-reload", provider: Provider()) { _ in Text("x") }.supportedFamilies([.systemSmall])
        }
    }

    @Test("a reload policy already past at the render's now is named, with what WidgetKit would do")
    func pastReloadPolicy() async throws {
        let widget = PastReloadWidget()._widgetDescriptions()[0]
        let warnings = try await widget.loadEntries(for: .widget(.systemSmall), on: .defaultDevice, timelineEntries: 1).timelineWarnings
        #expect(warnings == ["widget 'past-reload': getTimeline(in:completion:): the reload policy .after(2026-11-21T08:41:00Z) is "
            + "already past at the render's now (2026-11-21T09:41:00Z), so WidgetKit would ask for a new timeline at once, as "
            + "often as its budget allows; reload after a date to come (or use .atEnd)"])
    }

    @Test("an empty timeline is a warning naming the widget and the call")
    func emptyTimeline() async throws {
        let widget = EmptyTimelineWidget()._widgetDescriptions()[0]
        let set = try await widget.loadEntries(for: .widget(.systemSmall), on: .defaultDevice, timelineEntries: 2)
        #expect(set.timeline.isEmpty)
        #expect(set.timelineWarnings == ["widget 'empty': getTimeline(in:completion:) gave an empty timeline, so WidgetKit would show "
            + "nothing new until it reloads and no timeline image is drawn; return at least one entry"])
        // Not asked for the timeline: nothing to say.
        #expect(try await widget.loadEntries(for: .widget(.systemSmall), on: .defaultDevice).timelineWarnings.isEmpty)
    }

    @Test("entries dated more than a year from the render's now are named, each with what WidgetKit would do")
    func farDates() async throws {
        let widget = FarDatesWidget()._widgetDescriptions()[0]
        let warnings = try await widget.loadEntries(for: .widget(.systemSmall), on: .defaultDevice, timelineEntries: 3).timelineWarnings
        #expect(warnings.count == 2)   // its .atEnd policy says nothing
        #expect(warnings.first?.hasPrefix("widget 'far': getTimeline(in:completion:): entry 2 is dated 1970-01-01T00:00:00Z, more than a year before") == true)
        #expect(warnings.last?.contains("entry 3 is dated 2027-12-26T09:41:00Z, more than a year after the render's now (2026-11-21T09:41:00Z); WidgetKit shows an entry only from its date on") == true)
    }

    @Test("render --timeline reports an empty timeline once per widget, counted among the warnings, and still draws the snapshot")
    func reportedByTheRun() async throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-timeline-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let widgets = EmptyTimelineWidget()._widgetDescriptions()
        var run = RenderRun(widgets: widgets, surfaces: nil, appearances: [.light, .dark], output: out, threads: 1)
        run.timelineEntries = 2
        var lines: [String] = []
        let summary = await run.execute { lines.append($0) }
        #expect(summary.new == 2 && summary.failed == 0)
        #expect(summary.warnings == 1)
        #expect(lines == ["render: warning: widget 'empty': getTimeline(in:completion:) gave an empty timeline, so WidgetKit would "
            + "show nothing new until it reloads and no timeline image is drawn; return at least one entry"])
    }
}
