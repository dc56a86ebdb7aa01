import Foundation
import Testing
@testable import VignetteCore
import Vignette
import VignetteRunner

/// The WidgetKit entry points, driven as `render` drives them: a bundle's widgets, their
/// options, and the entries their providers give.
@Suite struct WidgetEntryPointTests {
    @Test("a bundle lists its widgets in order with the options their configurations set")
    func bundleDescriptions() throws {
        let widgets = FitnessWidgets().widgetDescriptions
        #expect(widgets.map(\.kind) == ["StepsWidget", "CityWidget"])
        let steps = widgets[0], city = widgets[1]
        #expect(steps.displayName == "Steps")
        #expect(steps.summary == "Today's steps against your goal.")
        #expect(steps.surfaces == [.widget(.systemSmall), .widget(.systemMedium)])
        #expect(!steps.contentMarginsDisabled && steps.containerBackgroundRemovable)
        #expect(city.contentMarginsDisabled && !city.containerBackgroundRemovable)
        #expect(city.supportedFamilies == [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge])
    }

    @Test("a widget whose background is not removable is not rendered in StandBy, which requires removing it")
    func standByNeedsRemovableBackground() {
        let widgets = FitnessWidgets().widgetDescriptions
        let jobs = RenderJob.matrix(widgets, surfaces: [.widget(.systemSmall)], appearances: WidgetAppearance.allCases)
        func appearances(_ kind: String) -> Set<WidgetAppearance> { Set(jobs.filter { $0.widget == kind }.map(\.appearance)) }
        #expect(appearances("StepsWidget") == [.light, .dark, .placeholder, .tinted, .clear, .standBy, .standByNight])
        #expect(appearances("CityWidget") == [.light, .dark, .placeholder, .tinted, .clear])
    }

    @Test("placeholder, snapshot (isPreview) and timeline entries come from the provider for the family's size")
    func timelineProviderEntries() async throws {
        let steps = FitnessWidgets().widgetDescriptions[0]
        let set = try await steps.loadEntries(for: .widget(.systemMedium), on: .defaultDevice, timelineEntries: 3)
        #expect(set.timeline.count == 3)
        #expect(set.timeline[1].date.timeIntervalSince(set.timeline[0].date) == 3600)
        let context = Surface.widget(.systemMedium).providerContext(on: .defaultDevice, isPreview: true)
        #expect(context.displaySize == CGSize(width: 338, height: 158) && context.family == .systemMedium)
        // The snapshot is the preview entry (6,500 steps), not the timeline's (4,200).
        let frames = try texts(of: set.snapshot.view())
        #expect(frames.contains("6,500"))
        #expect(try texts(of: set.placeholder.view()).contains("0"))
        #expect(try texts(of: set.timeline[2].view()).contains("3,000"))
    }

    @Test("an app intent configuration is rendered with its parameters' defaults; optional ones are nil")
    func intentDefaults() async throws {
        let city = FitnessWidgets().widgetDescriptions[1]
        let set = try await city.loadEntries(for: .widget(.systemSmall), on: .defaultDevice, timelineEntries: 1)
        #expect(try texts(of: set.snapshot.view()) == ["Lisbon"])
        #expect(set.timeline.count == 1)
    }

    @Test("a required @Parameter without a default is an error naming the widget, intent and parameter")
    func intentWithoutDefault() async throws {
        let widget = RequiredParameterWidget()._widgetDescriptions()[0]
        let error = await #expect(throws: VignetteError.self) {
            try await widget.loadEntries(for: .widget(.systemSmall), on: .defaultDevice)
        }
        let message = error.map(String.init(describing:)) ?? ""
        #expect(message.contains("widget 'needs-city'"), "\(message)")
        #expect(message.contains("NeedsCityIntent: @Parameter 'city' (\"City\") has no default value"), "\(message)")
    }

    @Test("an entity parameter nobody configured takes its query's defaultResult(), as WidgetKit does")
    func entityDefaults() async throws {
        let widget = DeparturesWidget()._widgetDescriptions()[0]
        let set = try await widget.loadEntries(for: .widget(.systemSmall), on: .defaultDevice)
        #expect(try texts(of: set.snapshot.view()) == ["Alexanderplatz"])
    }

    @Test("a provider that never calls its completion handler is an error naming the widget and the call, not a hang")
    func silentProvider() async throws {
        let widget = SilentWidget()._widgetDescriptions()[0]
        let error = await #expect(throws: VignetteError.self) {
            try await widget.loadEntries(for: .widget(.systemSmall), on: .defaultDevice, timeLimit: .milliseconds(200))
        }
        let message = error.map(String.init(describing:)) ?? ""
        #expect(message == "widget 'silent': getSnapshot(in:completion:): gave no answer within 0.2 s; make sure it calls its completion handler exactly once (or allow longer with --provider-time-limit)")
    }

    @Test("a provider that calls back twice counts once; a reported failure fails the call with its reason")
    func chattyAndFailingProviders() async throws {
        let chatty = ChattyWidget()._widgetDescriptions()[0]
        let set = try await chatty.loadEntries(for: .widget(.systemSmall), on: .defaultDevice, timelineEntries: 5)
        #expect(set.timeline.count == 1)
        let failing = FailingWidget()._widgetDescriptions()[0]
        let error = await #expect(throws: VignetteError.self) {
            try await failing.loadEntries(for: .widget(.systemSmall), on: .defaultDevice)
        }
        #expect(error.map(String.init(describing:)) == "widget 'failing': getSnapshot(in:completion:): feed.json: key 'items': expected Array")
    }

    /// The strings of every text in a view, in order, as laid out in a small widget.
    @Test("the compatibility views' widget bundle: every widget's provider gives entries in every family it supports")
    func compatibilityBundle() async throws {
        let widgets = CompatibilityWidgetBundle().widgetDescriptions
        #expect(widgets.map(\.kind) == ["FeedReader", "ActivityRings", "Todo", "History", "LatestPosts"])
        for widget in widgets {
            for family in widget.supportedFamilies {
                let set = try await widget.loadEntries(for: .widget(family), on: .defaultDevice, timelineEntries: 1)
                #expect(set.timeline.count == 1, "\(widget.kind) \(family)")
                let result = WidgetHost.layout(set.snapshot.view(), family: family, appearance: .light, environment: EnvironmentValues(),
                                               measurer: FixedAdvanceTextMeasurer())
                #expect(!result.displayList.items.isEmpty, "\(widget.kind) \(family)")
            }
            #expect(!widget.displayName.isEmpty && !widget.summary.isEmpty)
        }
    }

    private func texts(of view: AnyView) throws -> [String] {
        let result = WidgetHost.layout(view, family: .systemSmall, appearance: .light, environment: EnvironmentValues(),
                                       measurer: FixedAdvanceTextMeasurer())
        return result.displayList.items.compactMap { item in
            if case .text(let drawing) = item { drawing.text.runs.map(\.string).joined() } else { nil }
        }
    }
}

struct NeedsCityIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "City"
    @Parameter(title: "City") var city: String
}

struct SilentEntry: TimelineEntry { let date: Date }

nonisolated struct RequiredParameterWidget: Widget {
    struct Provider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> SilentEntry { SilentEntry(date: Date()) }
        func snapshot(for configuration: NeedsCityIntent, in context: Context) async -> SilentEntry { SilentEntry(date: Date()) }
        func timeline(for configuration: NeedsCityIntent, in context: Context) async -> Timeline<SilentEntry> {
            Timeline(entries: [], policy: .never)
        }
    }
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "needs-city", intent: NeedsCityIntent.self, provider: Provider()) { _ in Text("x") }
    }
}

nonisolated struct SilentWidget: Widget {
    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> SilentEntry { SilentEntry(date: Date()) }
        func getSnapshot(in context: Context, completion: @escaping (SilentEntry) -> Void) {}
        func getTimeline(in context: Context, completion: @escaping (Timeline<SilentEntry>) -> Void) {}
    }
    var body: some WidgetConfiguration { StaticConfiguration(kind: "silent", provider: Provider()) { _ in Text("x") } }
}

nonisolated struct ChattyWidget: Widget {
    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> SilentEntry { SilentEntry(date: Date()) }
        func getSnapshot(in context: Context, completion: @escaping (SilentEntry) -> Void) {
            completion(SilentEntry(date: Date()))
            completion(SilentEntry(date: Date()))
        }
        func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<SilentEntry>) -> Void) {
            DispatchQueue.global().async {
                completion(Timeline(entries: [SilentEntry(date: Date())], policy: .never))
                completion(Timeline(entries: [], policy: .never))
            }
        }
    }
    var body: some WidgetConfiguration { StaticConfiguration(kind: "chatty", provider: Provider()) { _ in Text("x") } }
}

nonisolated struct FailingWidget: Widget {
    struct FeedError: Error, CustomStringConvertible { var description: String { "feed.json: key 'items': expected Array" } }
    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> SilentEntry { SilentEntry(date: Date()) }
        func getSnapshot(in context: Context, completion: @escaping (SilentEntry) -> Void) {
            WidgetProviderFailure.report(FeedError())
            completion(placeholder(in: context))
        }
        func getTimeline(in context: Context, completion: @escaping (Timeline<SilentEntry>) -> Void) {}
    }
    var body: some WidgetConfiguration { StaticConfiguration(kind: "failing", provider: Provider()) { _ in Text("x") } }
}
