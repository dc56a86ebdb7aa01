import Testing
import Vignette
@testable import VignetteCore
import VignetteRunner

/// Apple's module names resolve to Vignette's modules in a target with the README's settings:
/// files keep `import SwiftUI`, `import WidgetKit`… as they are on iOS.
@Suite struct ModuleNamesTests {
    @Test("`#if canImport(WidgetKit)` takes the iOS branch")
    func canImportTakesTheIOSBranch() {
        #expect(widgetKitBranch == "iOS")
    }

    @Test("module-qualified names (SwiftUI.View, @SwiftUI.State, CoreGraphics.CGFloat) build a widget that renders")
    func qualifiedNamesRender() async throws {
        let widget = SingleCounterWidget()._widgetDescriptions()[0]
        let set = try await widget.loadEntries(for: .widget(.systemSmall), on: .defaultDevice)
        let result = WidgetHost.layout(set.snapshot.view(), family: .systemSmall, appearance: .light,
                                       environment: EnvironmentValues(), measurer: FixedAdvanceTextMeasurer())
        let texts = result.displayList.items.compactMap { item -> String? in
            if case .text(let drawing) = item { drawing.text.runs.map(\.string).joined() } else { nil }
        }
        #expect(texts == ["Taps: 3"])
    }
}
