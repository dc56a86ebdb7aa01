import ActivityKit
import Foundation
import SwiftUI
import Testing
@testable import VignetteCore
import VignetteRunner
import WidgetKit

/// A Live Activity's StandBy presentation, its stale state and `--activity-states`, as data: a
/// probe activity that prints what its context and environment say, laid out with fixed advances.
@Suite("Live Activities: StandBy, stale, states")
struct LiveActivityStatesTests {
    struct ProbeAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable { var number: Int }
    }

    struct ProbeView: View {
        @Environment(\.isActivityFullscreen) private var isFullscreen
        let context: ActivityViewContext<ProbeAttributes>
        var body: some View {
            Text("\(context.state.number) \(context.isStale ? "stale" : "fresh") \(isFullscreen ? "fullscreen" : "banner")")
                .frame(maxWidth: .infinity, minHeight: 100)
        }
    }

    struct ProbeActivity: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: ProbeAttributes.self) { context in
                ProbeView(context: context).activityBackgroundTint(Color(red: 0.1, green: 0.6, blue: 0.5))
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.center) { Text("\(context.state.number)") }
                } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
            }
        }
    }

    static let now = RenderRequest.defaultNow

    /// Three content states.
    private func lockScreen() -> DiscoveredPreview {
        DiscoveredPreview(preview: Preview("Probe", as: .content, using: ProbeAttributes(), widget: { ProbeActivity() }, contentStates: {
            ProbeAttributes.ContentState(number: 1)
            ProbeAttributes.ContentState(number: 2)
            ProbeAttributes.ContentState(number: 3)
        }), fileID: "App/Probe.swift", line: 7, column: 1)
    }

    private func layout(_ image: PreviewImage) throws -> LayoutResult {
        try image.request.layout({ try image.view() }, measurer: FixedAdvanceTextMeasurer())
    }

    private func texts(_ result: LayoutResult) -> [String] {
        result.displayList.items.compactMap { item in
            if case .text(let drawing) = item { drawing.text.runs.map(\.string).joined() } else { nil }
        }
    }

    @Test("previewContext(_:isStale:viewKind:) draws the bundle's activity in its presentation with context.isStale; a content state is fresh")
    func staleState() async throws {
        ActivityPreviewWidgets.register(ProbeActivity()._widgetDescriptions())
        let provider = DiscoveredPreview(preview: Preview(_previewProvider: ProbeActivityStalePreviews.self), fileID: "App/Probe.swift", line: 40, column: 1)
        let images = await provider.images(appearances: [.light, .standBy], now: Self.now)
        // The `.content` one also in the `.small` family (CarPlay), from the compact views (the probe does not declare it).
        #expect(images.map(\.name) == ["Previews/Probe/Stale-activity-lockScreen-light", "Previews/Probe/Stale-activity-lockScreen-standby",
                                        "Previews/Probe/Stale-activity-small-light", "Previews/Probe/Fresh-island-expanded-light"])
        #expect(try images.prefix(2).map { try texts(layout($0)) } == [["2 stale banner"], ["2 stale fullscreen"]])
        #expect(images.map(\.caption) == ["activity-lockScreen · state 1 (stale) · light", "activity-lockScreen · state 1 (stale) · standby",
                                           "activity-small · state 1 (stale) · light", "island-expanded · state 1 · light"])
        #expect(try texts(layout(images[2])) == ["L", "T"])
        let island = try layout(images[3])
        #expect(texts(island) == ["3"] && island.size.width == 393)
        // In `#Preview { … }`, the same.
        let view = DiscoveredPreview(preview: Preview("Stale view") {
            ProbeAttributes().previewContext(ProbeAttributes.ContentState(number: 4), isStale: true, viewKind: .content)
        }, fileID: "App/Probe.swift", line: 60, column: 1)
        let viewImages = await view.images(appearances: [.dark], now: Self.now)
        #expect(viewImages.map(\.name) == ["Previews/Probe/Stale-view-activity-lockScreen-dark", "Previews/Probe/Stale-view-activity-small-dark"])
        #expect(try viewImages.map { try texts(layout($0)) } == [["4 stale banner"], ["L", "T"]])
        // The preview's content states are fresh.
        #expect(try await lockScreen().images(appearances: [.light], now: Self.now).filter { !$0.name.contains("activity-small") }
                    .map { try texts(layout($0)) }
                == [["1 fresh banner"], ["2 fresh banner"], ["3 fresh banner"]])
    }

    @Test("previewContext for attributes no widget of the bundle shows: images that fail, saying what to add")
    func staleWithoutWidget() async throws {
        struct Unknown: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }
        let view = DiscoveredPreview(preview: Preview("Lost") {
            Unknown().previewContext(Unknown.ContentState(n: 1), viewKind: .content)
        }, fileID: "App/Lost.swift", line: 3, column: 1)
        let images = await view.images(appearances: [.light])
        #expect(images.map(\.name) == ["Previews/Lost/Lost-activity-lockScreen-light"])
        #expect(throws: VignetteError.self) { try images[0].view() }
        #expect(String(describing: Result { try images[0].view() }).contains(
            "shows the widget bundle's ActivityConfiguration(for: Unknown.self), and the bundle being rendered has none; "
                + "add that Live Activity widget to your WidgetBundle"))
    }

    @Test("StandBy shows the Lock Screen presentation at 2× on the landscape screen, its tint filling it; only on iPhone, only for .content")
    func standBy() async throws {
        let all: [WidgetAppearance] = [.light, .dark, .standBy, .standByNight]
        let images = await lockScreen().images(appearances: all, now: Self.now, activityStates: [1]).filter { !$0.name.contains("activity-small") }
        #expect(images.map(\.name) == ["light", "dark", "standby", "standby-night"].map { "Previews/Probe/Probe-activity-lockScreen-1-\($0)" })
        let standBy = try layout(images[2])
        // 852×393 pt landscape, laid out at half size and drawn at twice the device's scale.
        #expect(standBy.size == CGSize(width: 426, height: 196.5) && images[2].request.rasterScale == 6)
        #expect(texts(standBy) == ["1 fresh fullscreen"])
        let banner = try #require(standBy.tree.frames(named: "Text").first)
        #expect(abs(banner.midX - 213) < 0.5 && abs(banner.midY - 98.25) < 0.5, "\(banner)")
        // The screen is black (opaque, day and night), the tint covers it; at night it is drawn red by its luminance.
        func backdrops(_ result: LayoutResult) -> [RGBA] {
            var fills: [RGBA] = []
            for case .fill(let path, .color(let color), _) in result.displayList.items
            where abs(path.boundingRect.width - result.size.width) < 0.5 && abs(path.boundingRect.height - result.size.height) < 0.5 {
                fills.append(color)
            }
            return fills
        }
        let black = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        let day = backdrops(standBy)
        #expect(day.count == 2 && day.first == black, "\(day)")
        let tint = try #require(day.last)
        #expect(abs(tint.green - 0.6) < 0.01 && tint.red < 0.2)
        let night = backdrops(try layout(images[3]))
        #expect(night.count == 3 && night.first == black, "the red is drawn on the screen's black: \(night)")
        let redTint = try #require(night.last)
        #expect(redTint.red > 3 * redTint.green && redTint.red > 3 * redTint.blue, "\(redTint)")
        // The light image keeps the banner: the screen's width, as tall as the content.
        let light = try layout(images[0])
        #expect(light.size.width == 393 && texts(light) == ["1 fresh banner"])

        #expect(await lockScreen().images(appearances: all, device: try #require(WidgetDevice.named("ipad-1024x1366")),
                                          activityStates: [1]).map(\.request.appearance) == [.light, .dark])
        let island = DiscoveredPreview(preview: Preview(as: .dynamicIsland(.compact), using: ProbeAttributes(), widget: { ProbeActivity() },
                                                        contentStates: { ProbeAttributes.ContentState(number: 1) }),
                                       fileID: "App/Probe.swift", line: 20, column: 1)
        #expect(await island.images(appearances: all).map(\.request.appearance) == [.light, .dark])
    }

    @Test("--activity-states picks content states by number; an unknown one is a usage error naming it and the states that exist")
    func activityStates() async throws {
        let preview = lockScreen()
        #expect(await preview.images(appearances: [.dark], activityStates: [2, 3]).map(\.name)
                == ["Previews/Probe/Probe-activity-lockScreen-2-dark", "Previews/Probe/Probe-activity-lockScreen-3-dark",
                    "Previews/Probe/Probe-activity-small-2-dark", "Previews/Probe/Probe-activity-small-3-dark"])
        let chosen = await ActivityStateSelection.resolve(["1,3"], previews: [preview], now: Self.now, timeLimit: nil)
        #expect(try chosen.get() == [1, 3])
        #expect(try await ActivityStateSelection.resolve([], previews: [preview], now: Self.now, timeLimit: nil).get() == nil)

        let unknown = await ActivityStateSelection.resolve(["2", "packed"], previews: [preview], now: Self.now, timeLimit: nil)
        #expect(String(describing: unknown) == "failure(--activity-states: no content state 'packed'; the states are numbered from 1 "
                + "in the order each preview lists them, 1–3 here (Probe.swift:7 'Probe' lists 3))")
        let none = await ActivityStateSelection.resolve(["1"], previews: [], now: Self.now, timeLimit: nil)
        #expect(String(describing: none).contains("no Live Activity preview (#Preview(_:as:using:widget:contentStates:)) is rendered"))

        // The command stops before rendering, with status 2.
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-activity-states-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(await BundleCommand.run(DeliveryWidgets().widgetDescriptions, commandName: "DeliveryWidgets",
                                        arguments: ["--all", "--activity-states", "9", "--output", output.path]) == 2)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test("render --all renders a bundle's Live Activities from their previews")
    func allIncludesActivityPreviews() {
        let previews = BundleCommand.activityPreviews(of: DeliveryWidgets().widgetDescriptions)
        #expect(previews.map(\.location) == ["DeliveryActivity.swift:148", "DeliveryActivity.swift:155",
                                             "DeliveryActivity.swift:161", "DeliveryActivity.swift:167"])
        #expect(BundleCommand.activityPreviews(of: [TodoWidget()._widgetDescriptions()[0]]).isEmpty)
    }
}

/// Apple's way to preview a stale activity, in a `PreviewProvider` (private: the plugin leaves it
/// out of the program's previews, whose bundle has no probe activity).
private struct ProbeActivityStalePreviews: PreviewProvider {
    static var previews: some View {
        LiveActivityStatesTests.ProbeAttributes().previewContext(LiveActivityStatesTests.ProbeAttributes.ContentState(number: 2), isStale: true,
                                                                 viewKind: .content)
            .previewDisplayName("Stale")
        LiveActivityStatesTests.ProbeAttributes().previewContext(LiveActivityStatesTests.ProbeAttributes.ContentState(number: 3),
                                                                 viewKind: .dynamicIsland(.expanded))
            .previewDisplayName("Fresh")
    }
}

/// The `.small` supplemental family: the Lock Screen view with `\.activityFamily == .small`, in
/// the Apple Watch Smart Stack and on CarPlay, for an activity that declares it; the compact
/// views joined for one that does not.
@Suite("Live Activities: the small family")
struct LiveActivitySmallFamilyTests {
    struct FamilyView: View {
        @Environment(\.activityFamily) private var family
        var body: some View { Text(family == .small ? "small" : "medium") }
    }

    struct SmallActivity: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: LiveActivityStatesTests.ProbeAttributes.self) { _ in
                FamilyView()
            } dynamicIsland: { _ in
                DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("E") } } compactLeading: { Text("L") }
                    compactTrailing: { Text("T") } minimal: { Text("M") }
            }
            .supplementalActivityFamilies([.small])
        }
    }

    private func preview(_ widget: @escaping () -> some Widget) -> DiscoveredPreview {
        DiscoveredPreview(preview: Preview("Small", as: .content, using: LiveActivityStatesTests.ProbeAttributes(), widget: widget,
                                           contentStates: { LiveActivityStatesTests.ProbeAttributes.ContentState(number: 1) }),
                          fileID: "App/Small.swift", line: 3, column: 1)
    }

    private func layout(_ image: PreviewImage) throws -> LayoutResult {
        try image.request.layout({ try image.view() }, measurer: FixedAdvanceTextMeasurer())
    }

    @Test("an activity with supplementalActivityFamilies([.small]) also renders its .content preview as activity-small: CarPlay's 240×78 on iPhone, the Smart Stack on a watch")
    func smallFamily() async throws {
        let all = WidgetAppearance.allCases
        let phone = await preview { SmallActivity() }.images(appearances: all)
        #expect(phone.map(\.name) == ["light", "dark", "standby", "standby-night"].map { "Previews/Small/Small-activity-lockScreen-\($0)" }
                + ["light", "dark"].map { "Previews/Small/Small-activity-small-\($0)" })
        let carPlay = try layout(phone[4])
        #expect(carPlay.size == CGSize(width: 240 + 16, height: 78 + 16))
        let texts = carPlay.displayList.items.compactMap { item -> String? in
            if case .text(let drawing) = item { drawing.text.runs.map(\.string).joined() } else { nil }
        }
        #expect(texts == ["small"])

        let watch = try #require(WidgetDevice.named("watch-45mm"))
        let onWatch = await preview { SmallActivity() }.images(appearances: all, device: watch)
        #expect(onWatch.map(\.name) == ["Previews/Small/Small-watch-45mm-activity-small-fullColor"])
        #expect(try layout(onWatch[0]).size == CGSize(width: 184 + 16, height: 80.5 + 16))

    }

    @Test("without .small, CarPlay and the Smart Stack show the compact leading and trailing views side by side, on black")
    func smallFallback() async throws {
        let all = WidgetAppearance.allCases
        let plain = preview { LiveActivityStatesTests.ProbeActivity() }
        let phone = await plain.images(appearances: all).filter { $0.name.contains("activity-small") }
        #expect(phone.map(\.name) == ["light", "dark"].map { "Previews/Small/Small-activity-small-\($0)" })
        let watch = try #require(WidgetDevice.named("watch-45mm"))
        let onWatch = await plain.images(appearances: all, device: watch)
        #expect(onWatch.map(\.name) == ["Previews/Small/Small-watch-45mm-activity-small-fullColor"])
        for (image, size) in [(phone[0], CGSize(width: 240, height: 78)), (onWatch[0], CGSize(width: 184, height: 80.5))] {
            let result = try layout(image)
            // The tile, 8 pt into the image; the compact views 12 pt inside its edges, centred vertically.
            let texts = result.tree.frames(named: "Text").sorted { $0.minX < $1.minX }
            try #require(texts.count == 2, "\(result.tree)")
            #expect(abs(texts[0].minX - (8 + 12)) < 0.01 && abs(texts[1].maxX - (8 + size.width - 12)) < 0.01, "\(texts)")
            #expect(texts.allSatisfy { abs($0.midY - (8 + size.height / 2)) < 0.01 })
            let drawn = result.displayList.items.compactMap { item -> String? in
                if case .text(let drawing) = item { drawing.text.runs.map(\.string).joined() } else { nil }
            }
            #expect(drawn == ["L", "T"])
        }
    }
}
