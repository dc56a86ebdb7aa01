import Foundation
import Testing
import Vignette
@testable import VignetteCore
import VignetteCairo
import VignetteTesting

/// The compatibility views of issue 23's API gaps (gauges, accessory backgrounds and labels,
/// shape-view chains, attributed and small-caps text, angle arithmetic, `Color.gradient`),
/// each in its families: Home Screen ones light and dark, accessory ones too where the view
/// has a Lock Screen layout. Each renders without warnings and as referenced.
@Suite("Compatibility: API gaps")
struct APIGapCompatibilityTests {
    static let accessory: [WidgetFamily] = [.accessoryCircular, .accessoryRectangular, .accessoryInline]

    static let thumbnail = try? Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Assets/Gallery/Assets.xcassets/photo-yellow-flower.imageset/photo-yellow-flower.jpg"))

    static let headlines = [
        Headline(id: 1, feed: "The Verge", title: "Apple's new widgets come to the Lock Screen with gauges and rings",
                 minutesAgo: 12, isUnread: true),
        Headline(id: 2, feed: "Daring Fireball", title: "Small caps, tight tracking and the typography of tiny screens",
                 minutesAgo: 34, isUnread: true),
        Headline(id: 3, feed: "Six Colors", title: "Review: a week with StandBy", minutesAgo: 58, isUnread: false),
        Headline(id: 4, feed: "MacStories", title: "Automating your morning with Shortcuts and interactive widgets",
                 minutesAgo: 75, isUnread: false),
        Headline(id: 5, feed: "Pixel Envy", title: "On the vanishing home button", minutesAgo: 120, isUnread: false),
    ]

    static let habits = [
        Habit(id: "read", name: "Read 20 pages", symbol: "book.fill", color: .orange, streak: 12, doneToday: true),
        Habit(id: "water", name: "Drink water", symbol: "drop.fill", color: .blue, streak: 5, doneToday: false),
        Habit(id: "run", name: "Morning run", symbol: "flame.fill", color: .pink, streak: 23, doneToday: true),
        Habit(id: "sleep", name: "Bed by 11", symbol: "moon.fill", color: .indigo, streak: 3, doneToday: false),
    ]

    static let cases: [(name: String, families: [WidgetFamily], make: @MainActor @Sendable () -> AnyView)] = [
        ("StepGaugeWidgetView", [.systemSmall] + accessory, {
            AnyView(StepGaugeWidgetView(entry: StepGaugeEntry(date: Date(timeIntervalSince1970: 1_797_811_200), steps: 6_240,
                                                              goal: 10_000, calories: 412)))
        }),
        ("BatteryRingWidgetView", WidgetFamily.homeScreen + [.accessoryCircular, .accessoryRectangular], {
            AnyView(BatteryRingWidgetView(devices: CompatibilityTests.devices))
        }),
        ("SparklineWidgetView", WidgetFamily.homeScreen, {
            AnyView(SparklineWidgetView(entry: SparklineEntry(symbol: "AAPL", price: 228.52, change: 1.84,
                                                              points: [220, 221.5, 219.8, 222.4, 224, 223.1, 225.6, 224.9, 227.3, 228.5])))
        }),
        ("HeadlinesWidgetView", WidgetFamily.homeScreen, {
            AnyView(HeadlinesWidgetView(entry: HeadlinesEntry(headlines: headlines, thumbnail: thumbnail)))
        }),
        ("CountdownArcWidgetView", [.systemSmall, .systemMedium, .accessoryCircular], {
            AnyView(CountdownArcWidgetView(title: "Trip to Kyoto", daysLeft: 12, totalDays: 45))
        }),
        ("HabitTileWidgetView", WidgetFamily.homeScreen, { AnyView(HabitTileWidgetView(habits: habits)) }),
    ]

    static let matrix: [(String, WidgetFamily, WidgetAppearance)] = cases.flatMap { item in
        // Accessory families also on the Lock Screen, vibrant.
        item.families.flatMap { family in
            (family.isAccessory ? [WidgetAppearance.light, .dark, .vibrant] : [.light, .dark]).map { (item.name, family, $0) }
        }
    }

    @Test(arguments: matrix)
    func rendersAsReferenced(view name: String, family: WidgetFamily, appearance: WidgetAppearance) throws {
        let make = try #require(Self.cases.first { $0.name == name }?.make)
        let (png, warnings) = try VignetteSnapshots.renderers.withRenderer {
            try $0.renderWidgetReportingWarnings(onRenderThread(make), family: family, appearance: appearance, name: name)
        }
        #expect(warnings.filter { !$0.isFitReport }.isEmpty, "\(warnings)")
        assertReference(png, at: SnapshotLocations.snapshots("Compatibility/\(name)").appendingPathComponent("\(family)-\(appearance).png"),
                        name: "Compatibility/\(name)/\(family)-\(appearance)")
    }

    @Test("The thumbnail's bytes decode through UIImage(data:)")
    func thumbnailDecodes() throws {
        let data = try #require(Self.thumbnail)
        #expect(UIImage(data: data) != nil)
    }
}
