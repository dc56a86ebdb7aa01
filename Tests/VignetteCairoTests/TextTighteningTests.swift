import Foundation
import Testing
@testable import VignetteCore
import VignetteCairo

/// `allowsTightening` and small capitals through Pango: tightening saves a line that would
/// otherwise be truncated; small capitals change the glyphs' widths.
@Suite("Text tightening and small caps")
struct TextTighteningTests {
    let engine: PangoTextEngine
    init() throws { engine = try CairoRenderer().textEngine }

    private func text(_ string: String, font: Font = .body, tightening: Bool) -> ResolvedText {
        var env = EnvironmentValues()
        env.lineLimit = 1
        env.allowsTightening = tightening
        return Text(string).font(font).resolve(in: env)
    }

    @Test("text a little too wide fits on its line when tightening is allowed, and is truncated otherwise")
    func tighteningAvoidsTruncation() {
        let natural = engine.measure(text("Widgets on the Lock Screen", tightening: false), proposal: .unspecified).size.width
        // 1 % narrower than the text: within the 0.03 em that tightening may take.
        let proposal = ProposedViewSize(width: (natural * 0.99).rounded(.down), height: nil)
        let loose = engine.measure(text("Widgets on the Lock Screen", tightening: false), proposal: proposal)
        let tight = engine.measure(text("Widgets on the Lock Screen", tightening: true), proposal: proposal)
        #expect(loose.isTruncated)
        #expect(!tight.isTruncated)
        #expect(engine.displayedString(text("Widgets on the Lock Screen", tightening: true), proposal: proposal) == "Widgets on the Lock Screen")
        // Far too narrow: tightening cannot help, and the spacing is left alone.
        let narrow = ProposedViewSize(width: natural / 2, height: nil)
        #expect(engine.measure(text("Widgets on the Lock Screen", tightening: true), proposal: narrow)
            == engine.measure(text("Widgets on the Lock Screen", tightening: false), proposal: narrow))
    }

    @Test("small capitals change lowercase letters' widths and are narrower than capitals")
    func smallCapsWidths() {
        func width(_ s: String, _ font: Font) -> CGFloat {
            engine.measure(text(s, font: font, tightening: false), proposal: .unspecified).size.width
        }
        let lower = width("widget", .body), upper = width("WIDGET", .body)
        let small = width("widget", .body.lowercaseSmallCaps())
        #expect(small != lower && small < upper, "\(lower) \(small) \(upper)")
        #expect(width("WIDGET", .body.uppercaseSmallCaps()) < upper)
        #expect(abs(width("widget", .body.uppercaseSmallCaps()) - lower) < 0.01)
        #expect(abs(width("Widget", .body.smallCaps()) - width("WIDGET", .body.smallCaps())) < 0.01)
    }
}
