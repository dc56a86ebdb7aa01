import Foundation
import Testing
@testable import VignetteCore

private nonisolated struct ScaledIcon: View {
    @ScaledMetric var side: CGFloat = 17
    @ScaledMetric(relativeTo: .caption2) var captionSide: CGFloat = 11

    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: side, height: side)
            Color.blue.frame(width: captionSide, height: captionSide)
        }
    }
}

/// The reader's settings as SwiftUI exposes them: Dynamic Type sizes (Apple's table), their
/// range limits, `@ScaledMetric`, Bold Text, and the render request's variant setting them.
@Suite("Reader settings")
struct ReaderSettingsTests {
    private func fonts<V: View>(_ view: V, _ env: EnvironmentValues = EnvironmentValues()) -> [ResolvedFont] {
        var env = env
        env.displayScale = 1
        return ViewLayout.layout(view, proposal: .unspecified, environment: env, measurer: FixedAdvanceTextMeasurer()).displayList.items
            .compactMap { if case .text(let t) = $0 { t.text.runs.first?.font } else { nil } }
    }

    private func environment(_ size: DynamicTypeSize) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.dynamicTypeSize = size
        return env
    }

    @Test("text styles scale by Apple's Dynamic Type table (HIG Typography, xSmall … AX5)", arguments: [
        (Font.TextStyle.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60] as [CGFloat]),
        (.title, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
        (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        (.caption, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
    ])
    func table(style: Font.TextStyle, sizes: [CGFloat]) {
        #expect(DynamicTypeSize.allCases.map { style.size(for: $0) } == sizes)
    }

    @Test("dynamicTypeSize(_:) with a range clamps the reader's size to it")
    func rangeLimits() {
        let body = { (size: DynamicTypeSize, view: AnyView) in self.fonts(view, self.environment(size)).map(\.size) }
        let upTo = AnyView(Text("a").font(.body).dynamicTypeSize(...DynamicTypeSize.xxLarge))
        #expect(body(.accessibility3, upTo) == [21])
        #expect(body(.small, upTo) == [15])
        let between = AnyView(Text("a").font(.body).dynamicTypeSize(.large ... .accessibility2))
        #expect(body(.xSmall, between) == [17])
        #expect(body(.accessibility5, between) == [33])
        #expect(body(.xLarge, between) == [19])
        let from = AnyView(Text("a").font(.body).dynamicTypeSize(DynamicTypeSize.xLarge...))
        #expect(body(.medium, from) == [19])
        let halfOpen = AnyView(Text("a").font(.body).dynamicTypeSize(DynamicTypeSize.small ..< .xLarge))
        #expect(body(.accessibility1, halfOpen) == [17])
        // The single-size form still sets the size.
        #expect(body(.accessibility5, AnyView(Text("a").font(.body).dynamicTypeSize(.xSmall))) == [14])
    }

    @Test("@ScaledMetric scales with the text size as its text style does")
    func scaledMetric() throws {
        func frames(_ size: DynamicTypeSize) -> [CGRect] {
            var env = environment(size)
            env.displayScale = 1
            return ViewLayout.layout(ScaledIcon(), proposal: .unspecified, environment: env, measurer: FixedAdvanceTextMeasurer())
                .tree.frames(named: "Color")
        }
        #expect(frames(.large).map(\.width) == [17, 11])
        // Body 17 → 53 at AX5; caption2 11 → 40. (Frames snap to the 1× pixel grid.)
        #expect(frames(.accessibility5).map(\.width) == [53, 40])
        #expect(frames(.xSmall).map(\.width) == [14, 11])
    }

    @Test("Bold Text: every text one weight step heavier, as iOS draws it", arguments: [
        (Font.Weight.ultraLight, 300), (.thin, 400), (.light, 500), (.regular, 600), (.medium, 700),
        (.semibold, 700), (.bold, 800), (.heavy, 900), (.black, 900),
    ])
    func boldText(weight: Font.Weight, expected: Int) {
        var env = EnvironmentValues()
        env.legibilityWeight = .bold
        #expect(fonts(Text("a").fontWeight(weight), env).map(\.weight) == [expected])
        #expect(fonts(Text("a").fontWeight(weight)).map(\.weight) == [weight.value])
    }

    @Test("Bold Text makes body semibold and headline bold; regular leaves them")
    func boldTextStyles() {
        var bold = EnvironmentValues()
        bold.legibilityWeight = .bold
        #expect(fonts(VStack { Text("a").font(.body); Text("b").font(.headline) }, bold).map(\.weight) == [600, 700])
        #expect(fonts(VStack { Text("a").font(.body); Text("b").font(.headline) }).map(\.weight) == [400, 600])
        // A run's own font under Bold Text too.
        #expect(fonts(Text("b").bold(), bold).map(\.weight) == [800])
    }

    @Test("a request's variant sets the environment; the standard one leaves it as it is")
    func requestEnvironment() {
        var base = EnvironmentValues()
        base.dynamicTypeSize = .xxxLarge
        let standard = RenderRequest(.widget(.systemSmall)).environment(base)
        #expect(standard.dynamicTypeSize == .xxxLarge)
        #expect(standard.legibilityWeight == .regular)
        #expect(standard.layoutDirection == .leftToRight)
        #expect(standard.locale.identifier == "en_US")

        let variant = RenderVariant(dynamicTypeSize: .accessibility2, legibilityWeight: .bold, locale: Locale(identifier: "ar"))
        let env = RenderRequest(.widget(.systemSmall), variant: variant).environment(EnvironmentValues())
        #expect(env.dynamicTypeSize == .accessibility2)
        #expect(env.legibilityWeight == .bold)
        #expect(env.locale.identifier == "ar")
        #expect(env.layoutDirection == .rightToLeft)
        // A direction asked for wins over the locale's.
        let ltr = RenderRequest(.widget(.systemSmall), variant: RenderVariant(locale: Locale(identifier: "he"), layoutDirection: .leftToRight))
        #expect(ltr.environment(EnvironmentValues()).layoutDirection == .leftToRight)
        #expect(RenderRequest(.widget(.systemSmall), variant: RenderVariant(layoutDirection: .rightToLeft)).environment(EnvironmentValues())
            .layoutDirection == .rightToLeft)
    }

    @Test("a variant's file suffix and caption", arguments: [
        (RenderVariant.standard, "", ""),
        (RenderVariant(dynamicTypeSize: .accessibility2, legibilityWeight: .bold), "-accessibility2-bold", "AX2 · Bold Text"),
        (RenderVariant(dynamicTypeSize: .xSmall), "-xSmall", "xSmall"),
        (RenderVariant(locale: Locale(identifier: "ar")), "-ar", "ar"),
        (RenderVariant(locale: Locale(identifier: "he")), "-he", "he"),
        (RenderVariant(layoutDirection: .rightToLeft), "-rtl", "right to left"),
        (RenderVariant(locale: Locale(identifier: "de_DE"), layoutDirection: .rightToLeft), "-de_DE-rtl", "de_DE · right to left"),
        // The locale's own direction asked for says nothing more.
        (RenderVariant(locale: Locale(identifier: "ar"), layoutDirection: .rightToLeft), "-ar", "ar"),
    ])
    func names(variant: RenderVariant, suffix: String, label: String) {
        #expect(variant.fileSuffix == suffix)
        #expect(variant.label == label)
    }

    @Test("a right-to-left variant mirrors the layout")
    func rightToLeft() {
        func frames(_ variant: RenderVariant) -> [CGRect] {
            let view = HStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 20, height: 10) }
                .frame(width: 100, alignment: .leading)
            let request = RenderRequest(.view(ProposedViewSize(width: 100, height: 10)), device: WidgetDevice.defaultDevice.withScale(1),
                                        appearance: nil, variant: variant)
            return request.layout(view, measurer: FixedAdvanceTextMeasurer()).tree.frames(named: "Color")
        }
        #expect(frames(.standard).map(\.minX) == [0, 10])
        #expect(frames(RenderVariant(locale: Locale(identifier: "ar"))).map(\.minX) == [90, 70])
    }
}
