import Foundation
import Gallery
import Testing
import VignetteCore
import VignetteRunner
import VignetteTesting

/// The home- and lock-screen sheets (`render --home-screen`) against `Snapshots/HomeScreen/`.
@Suite("Home-screen sheet")
struct HomeScreenSheetTests {
    private func scratch() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("vignette-home-\(UUID().uuidString)")
    }

    private func assertSheet(_ url: URL, as name: String) throws {
        assertReference(try Data(contentsOf: url), at: SnapshotLocations.snapshots().appendingPathComponent("HomeScreen/" + name),
                        name: "HomeScreen/" + name)
    }

    @Test("the sheets with hosted gallery widgets match their references, light, dark and tinted, the delivery compact in the island")
    func matchesReferences() async throws {
        let folder = scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let weather = try #require(Gallery.widget(named: "weather")), calendar = try #require(Gallery.widget(named: "calendar"))
        let topRead = try #require(Gallery.widget(named: "wikipedia-top-read"))
        // The gallery's first Live Activity, as `render --home-screen` finds it.
        let activity = try #require(await BundleCommand.sheetActivity(Gallery.widgets, preferring: .compact, timeLimit: nil))
        #expect(activity.widget.kind == "DeliveryLiveAttributes")
        let written = try await HomeScreenSheet.render(small: (weather, calendar), medium: topRead, activity: activity, into: folder)
        #expect(written.map(\.lastPathComponent) == ["home-screen-light.png", "home-screen-dark.png", "home-screen-tinted.png"])
        for url in written { try assertSheet(url, as: url.lastPathComponent) }
    }

    @Test("the lock screen: the inline widget beside the date, a rectangular and two circular widgets below the clock, vibrant")
    func lockScreen() async throws {
        let folder = scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let placement = try #require(LockScreenSheet.placement(from: LockScreenTestWidgets().widgetDescriptions))
        #expect(placement.inline?.kind == "test-weather")
        #expect(placement.row.map { "\($0.widget.kind) \($0.family)" }
            == ["test-next-event accessoryRectangular", "test-battery accessoryCircular", "test-weather accessoryCircular"])
        let url = try await LockScreenSheet.render(placement, into: folder)
        #expect(url.lastPathComponent == "lock-screen.png")
        try assertSheet(url, as: "lock-screen-test-widgets.png")
    }

    @Test("the gallery's lock screen: Top read, Weather and Calendar below the clock, Batteries beside the date, the delivery above the buttons")
    func galleryLockScreen() async throws {
        let placement = try #require(LockScreenSheet.placement(from: Gallery.widgets))
        #expect(placement.inline?.kind == "batteries")
        #expect(placement.row.map { "\($0.widget.kind) \($0.family)" }
            == ["wikipedia-top-read accessoryRectangular", "weather accessoryCircular", "calendar accessoryCircular"])
        let activity = try #require(await BundleCommand.sheetActivity(Gallery.widgets, preferring: .lockScreen, timeLimit: nil))
        #expect(activity.widget.kind == "DeliveryLiveAttributes")
        let folder = scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try assertSheet(try await LockScreenSheet.render(placement, activity: activity, into: folder), as: "lock-screen.png")
    }

    @Test("a bundle without a Live Activity has none on its sheets")
    func noActivity() async throws {
        #expect(await BundleCommand.sheetActivity(LockScreenTestWidgets().widgetDescriptions, preferring: .lockScreen, timeLimit: nil) == nil)
        #expect(await BundleCommand.sheetActivity(Gallery.widgets.filter { $0.activity == nil }, preferring: .compact, timeLimit: nil) == nil)
    }

    @Test("the row fills four slots, a rectangular widget taking two, different widgets first; no accessory widget, no sheet")
    func placement() throws {
        let test = LockScreenTestWidgets().widgetDescriptions
        let battery = try #require(test.first { $0.kind == "test-battery" }), weather = try #require(test.first { $0.kind == "test-weather" })
        let event = try #require(test.first { $0.kind == "test-next-event" })
        func row(_ bundle: [WidgetDescription]) -> [String]? {
            LockScreenSheet.placement(from: bundle)?.row.map { "\($0.widget.kind) \($0.family)" }
        }
        #expect(row([battery, weather]) == ["test-battery accessoryCircular", "test-weather accessoryCircular"])
        #expect(row([event]) == ["test-next-event accessoryRectangular"])
        #expect(LockScreenSheet.placement(from: [event])?.inline?.kind == "test-next-event")
        #expect(row([battery]) == ["test-battery accessoryCircular"])
        // A variant of a widget shown (the same description) comes after the other widgets.
        let tokyo = try #require(LockWeatherWidget(kind: "test-weather-tokyo")._widgetDescriptions().first)
        #expect(row([weather, tokyo, battery])
            == ["test-weather accessoryCircular", "test-battery accessoryCircular", "test-weather-tokyo accessoryCircular"])
        #expect(LockScreenSheet.placement(from: Gallery.widgets.filter { !$0.supportedFamilies.contains(where: \.isAccessory) }) == nil)
    }
}
