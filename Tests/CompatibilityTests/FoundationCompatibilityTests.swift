import Foundation
import Testing
import Vignette
@testable import VignetteCore

/// A widget written for iOS with Foundation's and the os module's APIs (Views/FocusWidget.swift)
/// compiles unchanged in Swift 6 and renders what iOS shows: its app group's sample defaults and
/// files, its string catalog's plural, its duration formatter; a provider that loads from the
/// web fails its widget by name instead of waiting.
@Suite("Foundation compatibility")
struct FoundationCompatibilityTests {
    private func texts(of view: AnyView) -> [String] {
        let result = WidgetHost.layout(view, family: .systemSmall, appearance: .light, environment: EnvironmentValues(),
                                       measurer: FixedAdvanceTextMeasurer())
        return result.displayList.items.compactMap { item in
            if case .text(let drawing) = item { drawing.text.runs.map(\.string).joined() } else { nil }
        }
    }

    @Test("the provider reads the app group's seeded defaults and container; the view's strings come from its catalog and formatter")
    func focusWidget() async throws {
        let widget = FocusWidget()._widgetDescriptions()[0]
        let set = try await widget.loadEntries(for: .widget(.systemSmall), on: .defaultDevice, timelineEntries: 1)
        #expect(texts(of: set.snapshot.view()) == ["Deep work", "3 sessions today", "1h 40m", "Daily goal: 1h 30m"])
        #expect(texts(of: set.placeholder.view()) == ["Focus", "0 sessions today", "0m", "Daily goal: 1h"])
    }

    @Test("one session is singular, as the catalog's plural variation says")
    func singular() {
        let entry = FocusEntry(date: RenderRequest.defaultNow, title: "Focus", sessions: 1, focused: 25 * 60, goal: 3600)
        #expect(texts(of: AnyView(FocusWidgetView(entry: entry)))[1] == "1 session today")
    }

    @Test("a file that imports only Foundation has String(localized:), LocalizedStringResource and DateComponentsFormatter, as on iOS")
    func foundationOnlyFile() {
        let summary = FocusSummary(sessions: 1, focused: 100 * 60)
        #expect(summary.title == "Focus")
        #expect(summary.sessionsLine == "1 session today")
        #expect(FocusSummary.goalTitle.key == "Goal %@")
        #expect(summary.duration == "1h 40m")
    }

    @Test("a provider that asks URLSession.shared during the render fails its widget by name, at once")
    func onlineProvider() async {
        let widget = HeadlinesOnlineWidget()._widgetDescriptions()[0]
        let error = await #expect(throws: VignetteError.self) {
            try await widget.loadEntries(for: .widget(.systemSmall), on: .defaultDevice, timeLimit: .seconds(600))
        }
        #expect(error.map(String.init(describing:))?.hasPrefix(
            "widget 'HeadlinesOnline': snapshot(for:in:): it asked URLSession for https://news.example.com/top.json during the render: Vignette renders offline") == true)
    }
}
