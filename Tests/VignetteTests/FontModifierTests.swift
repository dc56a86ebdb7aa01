import Foundation
import Testing
@testable import VignetteCore

/// `fontWeight`, `bold`, `italic` and `monospacedDigit` on a view change whatever font the text
/// inside resolves, whichever side of a `font(_:)` they are on (issue 44 item 9).
@Suite("Font modifiers on views")
struct FontModifierTests {
    private func fonts<V: View>(_ view: V) -> [ResolvedFont] {
        var env = EnvironmentValues()
        env.displayScale = 1
        return ViewLayout.layout(view, proposal: .unspecified, environment: env, measurer: FixedAdvanceTextMeasurer()).displayList.items
            .compactMap { if case .text(let t) = $0 { t.text.runs.first?.font } else { nil } }
    }

    private let title = Font.title.resolve(dynamicTypeSize: .large)

    @Test("font then fontWeight on a container: a bold title")
    func fontThenWeight() {
        let found = fonts(VStack { Text("a") }.font(.title).fontWeight(.bold))
        #expect(found.map(\.size) == [title.size])
        #expect(found.map(\.weight) == [700])
    }

    @Test("fontWeight outside, font inside: still bold")
    func weightThenFont() {
        #expect(fonts(VStack { Text("a").font(.title) }.fontWeight(.semibold)).map(\.weight) == [600])
        #expect(fonts(VStack { Text("a") }.bold().font(.title)).map(\.weight) == [700])
    }

    @Test("the text's own weight wins; nil and false remove what was applied higher")
    func precedenceAndRemoval() {
        #expect(fonts(VStack { Text("a").fontWeight(.light) }.fontWeight(.bold)).map(\.weight) == [300])
        #expect(fonts(VStack { Text("a") }.fontWeight(nil).fontWeight(.bold)).map(\.weight) == [400])
        #expect(fonts(VStack { Text("a") }.bold(false).bold()).map(\.weight) == [400])
        #expect(fonts(VStack { Text("a") }.italic().font(.title)).map(\.italic) == [true])
        #expect(fonts(VStack { Text("a") }.italic(false).italic().font(.title)).map(\.italic) == [false])
    }
}
