import Foundation
import Testing
import Vignette
@testable import VignetteCore
import VignetteRunner

/// A widget whose view sets no `containerBackground(for: .widget)` is drawn as iOS 17 and later
/// draw it on the Home Screen: the system's "Please adopt containerBackground API" in its place,
/// with a warning that says what to add.
@Suite struct ContainerBackgroundNoticeTests {
    private func layout(_ family: WidgetFamily) async throws -> LayoutResult {
        let widget = LegacyBackgroundWidget()._widgetDescriptions()[0]
        let set = try await widget.loadEntries(for: .widget(family), on: .defaultDevice)
        return RenderRequest(.widget(family)).layout({ Surface.widget(family).host(set.snapshot.view(), for: widget) },
                                                    measurer: FixedAdvanceTextMeasurer())
    }

    private func texts(_ result: LayoutResult) -> [String] {
        result.displayList.items.compactMap { item in
            if case .text(let drawing) = item { drawing.text.runs.map(\.string).joined() } else { nil }
        }
    }

    @Test("a Home Screen widget without a container background shows the notice, centred, and warns")
    func homeScreenShowsTheNotice() async throws {
        let result = try await layout(.systemSmall)
        #expect(texts(result) == ["Please adopt containerBackground API"])
        let notice = try #require(result.tree.frames(named: "Text").first)
        #expect(abs(notice.midX - 79) < 0.5 && abs(notice.midY - 79) < 0.5)
        #expect(result.warnings.map(\.cause) == ["missing-container-background"])
        #expect(result.warnings.first?.message.contains("give the widget's view .containerBackground(for: .widget)") == true)
    }

    @Test("an accessory widget, and a view hosted only to be laid out, keep their content")
    func accessoryAndBareViewsKeepTheirContent() async throws {
        #expect(texts(try await layout(.accessoryRectangular)) == ["Water", "1.2 L of 2 L"])
        let bare = WidgetHost.layout(LegacyBackgroundView(), family: .systemSmall, appearance: .light, measurer: FixedAdvanceTextMeasurer())
        #expect(texts(bare) == ["Water", "1.2 L of 2 L"])
        #expect(bare.warnings.isEmpty)
    }
}
