import Foundation
import Testing
@testable import VignetteCore

/// A widget whose view draws nothing renders as its bare background: a warning says so.
@Suite("Blank widgets")
struct BlankWidgetTests {
    private func warnings(_ family: WidgetFamily = .systemSmall, appearance: WidgetAppearance = .light,
                          @ViewBuilder _ content: () -> some View) -> [RenderWarning] {
        RenderRequest(.widget(family), appearance: appearance)
            .layout(WidgetHostView(family: family, content: content), environment: EnvironmentValues(), measurer: FixedAdvanceTextMeasurer())
            .warnings.filter { $0.cause == "nothing-drawn" }
    }

    @Test("a widget whose view draws nothing is a warning naming its view and what to check, in every appearance")
    func blank() {
        let entries: [String] = []
        let expected = [RenderWarning(cause: "nothing-drawn", viewPath: "VStack", message:
            "the widget's view drew nothing, only its background: check what it shows for this entry "
            + "(an if whose condition is false, an empty ForEach, an EmptyView, views hidden or of zero size)")]
        for appearance in [WidgetAppearance.light, .dark, .tinted, .vibrant] {
            #expect(warnings(appearance == .vibrant ? .accessoryRectangular : .systemSmall, appearance: appearance) {
                VStack { ForEach(entries, id: \.self) { Text($0) } }
            } == expected, "\(appearance)")
        }
        #expect(warnings { EmptyView() }.map(\.viewPath) == ["EmptyView"])
        #expect(warnings { Text("hidden").hidden() }.count == 1)
        #expect(warnings { Text("clear").opacity(0) }.count == 1)
    }

    @Test("a widget that draws a text, a shape, or only an image as its container background is not blank")
    func notBlank() {
        #expect(warnings { Text("Rain at 4 PM") }.isEmpty)
        #expect(warnings { Circle().fill(.blue).frame(width: 10, height: 10) }.isEmpty)
        #expect(warnings { Color.clear.containerBackground(for: .widget) { Image(systemName: "sun.max.fill").resizable() } }.isEmpty)
        // The placeholder draws a text's redaction: not blank either.
        #expect(warnings(appearance: .placeholder) { Text("Rain at 4 PM") }.isEmpty)
    }
}
