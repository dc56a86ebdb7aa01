import Foundation
import Testing
import Vignette
@testable import VignetteCore
import VignetteCairo
import VignetteTesting

/// The compatibility views render in every Home Screen family, light and dark, under snapshot test.
@Suite("Compatibility")
struct CompatibilityTests {
    static let devices = [
        Device(id: "phone", name: "iPhone", symbol: "iphone", level: 0.82, isCharging: true),
        Device(id: "watch", name: "Apple Watch", symbol: "applewatch", level: 0.45, isCharging: false),
        Device(id: "buds", name: "AirPods Pro", symbol: "airpodspro", level: 0.15, isCharging: false),
        Device(id: "pencil", name: "Pencil", symbol: "applepencil", level: 1.0, isCharging: false),
    ]

    static let cases: [(String, @MainActor @Sendable () -> AnyView)] = [
        ("QuoteWidgetView", {
            AnyView(QuoteWidgetView(entry: QuoteEntry(quote: "The details are not the details. They make the design.",
                                                     author: "Charles Eames", source: "Eames Design")))
        }),
        ("BatteryWidgetView", { AnyView(BatteryWidgetView(devices: devices)) }),
        ("FeedReaderWidgetView", { AnyView(FeedReaderWidgetView(entry: .sample)) }),
        ("ActivityRingsView", { AnyView(ActivityRingsView(entry: .sample)) }),
        ("TodoWidgetView", { AnyView(TodoWidgetView(entry: .sample)) }),
        ("HistoryTimelineView", { AnyView(HistoryTimelineView(entry: .sample)) }),
        ("PostWidgetView", { AnyView(PostWidgetView(entry: .sample)) }),
        ("CountdownWidgetView", {
            AnyView(CountdownWidgetView(entry: CountdownEntry(date: RenderRequest.defaultNow, title: "Trip to Kyoto",
                                                              eventDate: Date(timeIntervalSince1970: 1_797_811_200),
                                                              imageName: "photo-yellow-flower")))
        }),
    ]

    static let matrix: [(String, WidgetFamily, WidgetAppearance)] = cases.flatMap { name, _ in
        WidgetFamily.homeScreen.flatMap { family in [WidgetAppearance.light, .dark].map { (name, family, $0) } }
    }

    @Test(arguments: matrix)
    func rendersAsReferenced(view name: String, family: WidgetFamily, appearance: WidgetAppearance) throws {
        let make = try #require(Self.cases.first { $0.0 == name }?.1)
        let png = try VignetteSnapshots.renderers.withRenderer {
            try $0.renderWidgetPNG(onRenderThread(make), family: family, appearance: appearance, name: name)
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
        #expect(Text.format(now.addingTimeInterval(8 * 3600 + 19 * 60), style: .timer, now: now) == "8:19:00", "hours from an hour on")
    }

    @Test("the countdown counts the days from its entry's date to the event")
    func countdownDays() {
        let event = Date(timeIntervalSince1970: 1_797_811_200)   // 21 December 2026
        #expect(CountdownEntry(date: RenderRequest.defaultNow, title: "", eventDate: event, imageName: nil).daysLeft == 30)
        #expect(CountdownEntry(date: event.addingTimeInterval(-86_400), title: "", eventDate: event, imageName: nil).daysLeft == 1)
    }
}
