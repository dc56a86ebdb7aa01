import Foundation
import Intents
import Testing
import Vignette
@testable import VignetteCore
import VignetteCairo
import VignetteRunner
import VignetteTesting

/// A widget configured through SiriKit (Views/DepartureBoardWidget.swift): `IntentConfiguration` with
/// an `IntentTimelineProvider`, its `ConfigurationIntent` generated from DepartureBoard.intentdefinition
/// by the VignetteIntentDefinitions plugin, configured with the definition's defaults.
@Suite("SiriKit intent configuration")
struct IntentConfigurationTests {
    private func texts(of view: AnyView, family: WidgetFamily) -> [String] {
        WidgetHost.layout(view, family: family, appearance: .light, environment: EnvironmentValues(),
                          measurer: FixedAdvanceTextMeasurer()).displayList.items.compactMap { item -> String? in
            if case .text(let drawing) = item { drawing.text.runs.map(\.string).joined() } else { nil }
        }
    }

    @Test("an intent made in code starts empty, as on iOS; a new widget's configuration has the definition's defaults")
    func generatedDefaults() {
        let intent = ConfigurationIntent()
        #expect(intent.stopName == nil && intent.line == nil && intent.direction == .unknown)
        #expect(intent.departureCount == nil && intent.showsPlatform == nil)
        intent._setDefinitionDefaults()
        #expect(intent.stopName == "Harbour Street" && intent.line == nil && intent.direction == .outbound)
        #expect(intent.departureCount?.intValue == 3 && intent.showsPlatform?.boolValue == true)
        #expect(TravelDirection(rawValue: 1) == .inbound && TravelDirection.unknown.rawValue == 0)
        #expect(TransitLine(identifier: "4", display: "Line 4").colorHex == nil)
    }

    @Test("the snapshot and timeline entries are the provider's for the default configuration; the placeholder's intent is its own, empty")
    func entries() async throws {
        let widget = DepartureBoardBundle().widgetDescriptions[0]
        #expect(widget.kind == "DepartureBoard" && widget.supportedFamilies == [.systemSmall, .systemMedium])
        let set = try await widget.loadEntries(for: .widget(.systemMedium), on: .defaultDevice, timelineEntries: 3)
        #expect(texts(of: set.snapshot.view(), family: .systemMedium)
            == ["Harbour Street", "Any line to Airport", "4 min", "Pl. 2", "11 min", "Pl. 3", "19 min", "Pl. 2"])
        #expect(set.timeline.count == 3)
        #expect(texts(of: set.timeline[2].view(), family: .systemMedium).prefix(3) == ["Harbour Street", "Any line to Airport", "2 min"])
        #expect(texts(of: set.placeholder.view(), family: .systemMedium) == ["Choose a stop", "Any line both ways", "2 min", "9 min", "16 min"])
    }

    @Test("the Intents extension's handler compiles as written and answers as SiriKit would ask it")
    func handler() {
        let handler = IntentHandler()
        #expect(handler.handler(for: ConfigurationIntent()) as AnyObject === handler)
        nonisolated(unsafe) var offered: [String] = []
        handler.provideLineOptionsCollection(for: ConfigurationIntent()) { collection, _ in
            offered = collection?.allItems.compactMap(\.identifier) ?? []
        }
        #expect(offered == ["4", "12"])
        let intent = ConfigurationIntent()
        intent.direction = .unknown
        nonisolated(unsafe) var outcome: INIntentResolutionResult.Outcome?
        handler.resolveDirection(for: intent) { outcome = $0.outcome }
        #expect(outcome == .needsValue)
        intent.direction = .inbound
        nonisolated(unsafe) var resolved: Int?
        handler.resolveDirection(for: intent) { outcome = $0.outcome; resolved = $0.resolvedRawValue }
        #expect(outcome == .success && resolved == TravelDirection.inbound.rawValue)
    }

    @Test(arguments: [(WidgetFamily.systemSmall, WidgetAppearance.light), (.systemMedium, .light), (.systemMedium, .dark)])
    func rendersAsReferenced(family: WidgetFamily, appearance: WidgetAppearance) async throws {
        let widget = DepartureBoardBundle().widgetDescriptions[0]
        let set = try await widget.loadEntries(for: .widget(family), on: .defaultDevice, timelineEntries: 1)
        let view = set.snapshot.view()
        let png = try VignetteSnapshots.renderers.withRenderer {
            try $0.renderWidgetPNG(view, family: family, appearance: appearance, name: "DepartureBoardWidget")
        }
        assertReference(png, at: SnapshotLocations.snapshots("Compatibility/DepartureBoardWidget").appendingPathComponent("\(family)-\(appearance).png"),
                        name: "Compatibility/DepartureBoardWidget/\(family)-\(appearance)")
    }
}
