import Foundation
import Testing
import Vignette
@testable import VignetteCore
import VignetteCairo
import VignetteTesting

/// Compatibility views for the rest of issue 25's views, written as for iOS 17: timers and
/// date styles (also inside a string), `ProgressView(timerInterval:countsDown:)` linear and
/// circular, label styles, linear capacity gauges, currency, number and percent formats,
/// variable-value and variant symbols, image scales, text decorations with pattern and colour,
/// 3D and scale effects on a material.
@Suite("Compatibility: timers, formats, labels, symbols and effects")
struct SurfaceAPICompatibilityTests {
    static let now = RenderRequest.defaultNow
    static let parking = ParkingMeterEntry(date: now, started: now.addingTimeInterval(-30 * 60), ends: now.addingTimeInterval(45 * 60),
                                           zone: "Zone 4 · Mitte", fee: 3.5, occupancy: 0.82)
    static let servers = [
        ServerStatus(id: "eu-central", signal: 1, requests: 48_210, uptime: 0.9995, isDown: false),
        ServerStatus(id: "eu-west", signal: 0.2, requests: 0, uptime: 0.912, isDown: true),
        ServerStatus(id: "us-east", signal: 0.6, requests: 12_904, uptime: 0.998, isDown: false),
    ]

    static let cases: [(name: String, families: [WidgetFamily], make: @MainActor @Sendable () -> AnyView)] = [
        ("ParkingMeterWidgetView", [.systemSmall, .systemMedium, .accessoryCircular, .accessoryRectangular],
         { AnyView(ParkingMeterWidgetView(entry: parking)) }),
        ("ServerStatusWidgetView", [.systemMedium], { AnyView(ServerStatusWidgetView(servers: servers)) }),
    ]

    static let matrix: [(String, WidgetFamily, WidgetAppearance)] = cases.flatMap { item in
        item.families.flatMap { family in
            (family.isAccessory ? [WidgetAppearance.light, .vibrant] : [.light, .dark]).map { (item.name, family, $0) }
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

    @Test("a date style inside a string is shown against the render's now")
    func dateStyleInterpolation() {
        let ends = Self.now.addingTimeInterval(45 * 60)
        let text = Text("Ends at \(ends, style: .time), in \(ends, style: .relative)")
        let result = WidgetHost.layout(text, family: .systemMedium, appearance: .light, measurer: FixedAdvanceTextMeasurer())
        let strings = result.displayList.items.compactMap { if case .text(let t) = $0 { t.text.string } else { nil } }
        #expect(strings == ["Ends at 10:26 AM, in 45 min"])
    }
}
