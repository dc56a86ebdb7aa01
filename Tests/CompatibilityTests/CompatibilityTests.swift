import Foundation
import Testing
@testable import Vignette
import VignetteCairo
import VignetteTesting

/// The compatibility views render in every Home Screen family, light and dark, under snapshot test.
@Suite("Compatibility")
struct CompatibilityTests {
    static let devices = [
        Device(id: "phone", name: "iPhone", symbol: "bolt.fill", level: 0.82, isCharging: true),
        Device(id: "watch", name: "Apple Watch", symbol: "clock.fill", level: 0.45, isCharging: false),
        Device(id: "buds", name: "AirPods Pro", symbol: "sparkles", level: 0.15, isCharging: false),
        Device(id: "pencil", name: "Pencil", symbol: "note.text", level: 1.0, isCharging: false),
    ]

    static let feed = FeedReaderEntry(date: Date(timeIntervalSince1970: 1_795_262_400), unreadCount: 23, items: [
        FeedItem(id: 1, feed: "The Verge", title: "The best widgets are the ones you forget are there", minutesAgo: 12),
        FeedItem(id: 2, feed: "Daring Fireball", title: "On the new Lock Screen, again", minutesAgo: 38),
        FeedItem(id: 3, feed: "Six Colors", title: "A week with the smallest iPhone: what fits and what does not", minutesAgo: 55),
        FeedItem(id: 4, feed: "MacStories", title: "Interactive widgets, two years in", minutesAgo: 80, isUnread: false),
        FeedItem(id: 5, feed: "Ars Technica", title: "Why e-ink calendars keep coming back", minutesAgo: 95),
        FeedItem(id: 6, feed: "Kottke", title: "The long history of the desk clock", minutesAgo: 130, isUnread: false),
        FeedItem(id: 7, feed: "NetNewsWire", title: "Release notes: faster syncing and a new timeline", minutesAgo: 180),
    ])

    static let activity = ActivityEntry(date: Date(timeIntervalSince1970: 1_795_262_400), summary: ActivitySummary(
        rings: [
            .init(name: "Move", value: 420, goal: 500, unit: "CAL", color: Color(red: 0.98, green: 0.07, blue: 0.31)),
            .init(name: "Exercise", value: 24, goal: 30, unit: "MIN", color: Color(red: 0.6, green: 1.0, blue: 0.0)),
            .init(name: "Stand", value: 11, goal: 12, unit: "HRS", color: Color(red: 0.0, green: 0.93, blue: 0.98)),
        ],
        week: [510, 380, 620, 450, 300, 540, 420]))

    static let todos = TodoEntry(date: Date(timeIntervalSince1970: 1_795_262_400), listName: "Groceries", items: [
        TodoItem(id: "1", title: "Oat milk", isDone: true),
        TodoItem(id: "2", title: "Sourdough loaf", isDone: false),
        TodoItem(id: "3", title: "Clementines", isDone: true),
        TodoItem(id: "4", title: "Coffee beans (medium roast)", isDone: false),
        TodoItem(id: "5", title: "Basil", isDone: false),
        TodoItem(id: "6", title: "Parmesan", isDone: false),
    ])

    static let history = HistoryEntry(date: Date(timeIntervalSince1970: 1_795_262_400), events: [
        HistoryEvent(year: 1969, text: "The first permanent ARPANET link is established between UCLA and the Stanford Research Institute."),
        HistoryEvent(year: 1877, text: "Thomas Edison announces his phonograph, a machine that can record and play sound."),
        HistoryEvent(year: 1783, text: "In Paris, Pilâtre de Rozier and the Marquis d'Arlandes make the first untethered hot-air balloon flight."),
        HistoryEvent(year: 2004, text: "The Dutch Reformed Church and two Lutheran churches merge into the Protestant Church in the Netherlands."),
    ])

    static let posts = PostEntry(date: Date(timeIntervalSince1970: 1_795_262_400), posts: [
        SocialPost(id: "1", displayName: "Ana Ruiz", handle: "ana@mastodon.social",
                   content: "Finished the widget redesign: bigger numbers, calmer colours, and it finally looks right on the smallest phone.",
                   minutesAgo: 4, boosts: 12, favourites: 48, hue: 0.58),
        SocialPost(id: "2", displayName: "Kenji", handle: "kenji@hachyderm.io",
                   content: "Reminder that StandBy mode turns your small widgets into bedside clocks. Design for the dark.",
                   minutesAgo: 17, boosts: 3, favourites: 21, hue: 0.08),
        SocialPost(id: "3", displayName: "Mira Okafor", handle: "mira@fosstodon.org",
                   content: "Today I learned that containerRelativeFrame measures the widget's content area, margins excluded.",
                   minutesAgo: 42, boosts: 7, favourites: 30, hue: 0.8),
    ])

    static let cases: [(String, @Sendable () -> AnyView)] = [
        ("QuoteWidgetView", {
            AnyView(QuoteWidgetView(entry: QuoteEntry(quote: "The details are not the details. They make the design.",
                                                     author: "Charles Eames", source: "Eames Design")))
        }),
        ("BatteryWidgetView", { AnyView(BatteryWidgetView(devices: devices)) }),
        ("FeedReaderWidgetView", { AnyView(FeedReaderWidgetView(entry: feed)) }),
        ("ActivityRingsView", { AnyView(ActivityRingsView(entry: activity)) }),
        ("TodoWidgetView", { AnyView(TodoWidgetView(entry: todos)) }),
        ("HistoryTimelineView", { AnyView(HistoryTimelineView(entry: history)) }),
        ("PostWidgetView", { AnyView(PostWidgetView(entry: posts)) }),
        ("CountdownWidgetView", {
            AnyView(CountdownWidgetView(entry: CountdownEntry(date: Date(timeIntervalSince1970: 1_797_811_200), title: "Trip to Kyoto",
                                                              daysLeft: 12, imageName: "photo-yellow-flower")))
        }),
    ]

    static let matrix: [(String, WidgetFamily, WidgetAppearance)] = cases.flatMap { name, _ in
        WidgetFamily.homeScreen.flatMap { family in [WidgetAppearance.light, .dark].map { (name, family, $0) } }
    }

    @Test(arguments: matrix)
    func rendersAsReferenced(view name: String, family: WidgetFamily, appearance: WidgetAppearance) throws {
        let make = try #require(Self.cases.first { $0.0 == name }?.1)
        let png = try VignetteSnapshots.renderers.withRenderer {
            try $0.renderWidgetPNG(make(), family: family, appearance: appearance, name: name)
        }
        assertReference(png, at: SnapshotLocations.snapshots("Compatibility/\(name)").appendingPathComponent("\(family)-\(appearance).png"),
                        name: "Compatibility/\(name)/\(family)-\(appearance)")
    }

    @Test("Text(date, style:) formats statically")
    func dateStyles() {
        let now = Date(timeIntervalSince1970: 1_797_811_200)
        #expect(Text.format(now, style: .date, now: now) == "December 21, 2026")
        #expect(Text.format(now, style: .time, now: now) == "12:00 AM")
        #expect(Text.format(now.addingTimeInterval(3 * 86_400), style: .relative, now: now) == "3 days")
        #expect(Text.format(now.addingTimeInterval(-125), style: .timer, now: now) == "2:05")
    }
}
