import Foundation
import Testing
import VignetteCore
import Vignette
import VignetteCairo

/// A plain widget: system background, one label.
nonisolated struct PlainWidget: View {
    var body: some View {
        Text("Hello")
            .font(.headline)
    }
}

@Suite("Rendering")
struct RenderingTests {
    let renderer: CairoRenderer

    init() throws { renderer = try CairoRenderer() }

    private func pixels<V: View>(_ view: V, _ family: WidgetFamily, _ appearance: WidgetAppearance) throws -> RGBAImage {
        try RGBAImage.decodePNG(renderer.renderWidgetPNG(view, family: family, appearance: appearance))
    }

    @Test("each PNG is exactly the widget's size in pixels", arguments: [
        (WidgetFamily.systemSmall, 474, 474), (.systemMedium, 1014, 474), (.systemLarge, 1014, 1062),
    ])
    func pixelSize(family: WidgetFamily, width: Int, height: Int) throws {
        let image = try pixels(PlainWidget(), family, .light)
        #expect(image.width == width && image.height == height)
    }

    @Test("outside the continuous-corner outline pixels are transparent; inside opaque")
    func outlineClip() throws {
        let image = try pixels(PlainWidget(), .systemSmall, .light)
        for (x, y) in [(0, 0), (473, 0), (0, 473), (473, 473), (3, 3)] {
            #expect(image[x, y].a == 0, "corner pixel (\(x), \(y)) should be transparent")
        }
        for (x, y) in [(237, 2), (2, 237), (471, 237), (237, 471), (30, 30)] {
            #expect(image[x, y].a == 255, "edge pixel (\(x), \(y)) should be inside the outline")
        }
        // A continuous corner hugs the square more closely than a circular one far from the
        // apex but leaves more out at 45°: (8, 8) px is outside both; (20, 20) inside both.
        #expect(image[8, 8].a < 255)
        #expect(image[22, 22].a == 255)
    }

    @Test("the system background is white in light mode and black in dark mode")
    func backgroundPerScheme() throws {
        let light = try pixels(PlainWidget(), .systemMedium, .light)[60, 60]
        let dark = try pixels(PlainWidget(), .systemMedium, .dark)[60, 60]
        #expect(light.r == 255 && light.g == 255 && light.b == 255 && light.a == 255)
        #expect(dark.r == 0 && dark.g == 0 && dark.b == 0 && dark.a == 255)
    }

    @Test("text is drawn in the label colour: dark glyph pixels in light mode, light in dark mode")
    func labelColour() throws {
        func extremes(_ image: RGBAImage) -> (min: UInt8, max: UInt8) {
            var lo: UInt8 = 255, hi: UInt8 = 0
            for y in 200..<274 { for x in 150..<324 { lo = min(lo, image[x, y].r); hi = max(hi, image[x, y].r) } }
            return (lo, hi)
        }
        let light = extremes(try pixels(PlainWidget(), .systemSmall, .light))
        let dark = extremes(try pixels(PlainWidget(), .systemSmall, .dark))
        #expect(light.min < 40 && light.max == 255, "black text on white")
        #expect(dark.max > 215 && dark.min == 0, "white text on black")
    }

    @Test("rendering is deterministic: the same view gives the same bytes")
    func deterministic() throws {
        let a = try renderer.renderWidgetPNG(PlainWidget(), family: .systemMedium, appearance: .dark)
        let b = try CairoRenderer().renderWidgetPNG(PlainWidget(), family: .systemMedium, appearance: .dark)
        #expect(a == b)
    }

    @Test("a missing colour set is a warning naming it, the view path and the set to add; the rest renders, the colour is clear")
    func missingColourSet() throws {
        let view = VStack { Text("kept"); Color("doesNotExist").frame(width: 10, height: 10) }
        let result = renderer.layoutWidget(view, family: .systemSmall, appearance: .light)
        #expect(result.warnings.map(\.description) == [
            "VStack > Color(\"doesNotExist\"): no colour set named 'doesNotExist': add doesNotExist.colorset to Assets.xcassets; drawn clear",
        ])
        #expect(result.warnings.first?.cause == "missing-color")
        _ = try renderer.renderWidgetPNG(view, family: .systemSmall, appearance: .light, name: "probe")
    }
}

@Suite("Text engine")
struct TextEngineTests {
    let engine: PangoTextEngine
    init() throws { engine = try CairoRenderer().textEngine }

    private func resolved(_ text: Text, language: String = "en-US", font: Font = .body) -> ResolvedText {
        var env = EnvironmentValues()
        env.font = font
        env.locale = Locale(identifier: language)
        return text._resolvedForTesting(in: env)
    }

    @Test("Latin and digits use Inter, CJK Noto Sans CJK, emoji Noto Color Emoji; no missing glyphs")
    func fontsPerScript() {
        let usage = engine.fontUsage(resolved(Text("Tokyo 22° 東京 ☀️🎉")))
        #expect(usage.unknownGlyphs == 0)
        #expect(usage.families.first == "Inter")
        #expect(usage.families.contains("Noto Sans CJK JP"))
        #expect(usage.families.contains("Noto Color Emoji"))
        let digits = engine.fontUsage(resolved(Text("0123456789")))
        #expect(digits.families == ["Inter"], "digits must not come from the emoji font")
    }

    @Test("titles of 20 pt and more use Inter Display, as SF switches to SF Pro Display")
    func displayOpticalSize() {
        #expect(engine.fontUsage(resolved(Text("Title"), font: .title)).families == ["Inter Display"])
        #expect(engine.fontUsage(resolved(Text("Body"), font: .body)).families == ["Inter"])
    }

    @Test("text wraps to the proposed width and line pitch follows the font, not emoji")
    func wrapAndPitch() {
        let text = resolved(Text("Clear skies all afternoon ☀️ and into the evening"))
        let one = engine.measure(text, proposal: .unspecified)
        #expect(one.lines.count == 1)
        let wrapped = engine.measure(text, proposal: ProposedViewSize(width: 120, height: nil))
        #expect(wrapped.lines.count > 1)
        #expect(wrapped.size.width <= 120)
        let pitches = zip(wrapped.lines, wrapped.lines.dropFirst()).map { $1.baseline - $0.baseline }
        // Inter at 17 pt: (2728 + 680) / 2816 × 17 = 20.574 pt per line, emoji or not.
        for p in pitches { #expect(abs(p - 20.574) < 0.01) }
    }

    @Test("Arabic and Hebrew runs use Noto Sans Arabic and Hebrew; Chinese text gets the SC glyphs")
    func scripts() {
        let rtl = engine.fontUsage(resolved(Text("مرحبا بالعالم שלום")))
        #expect(rtl.unknownGlyphs == 0)
        #expect(rtl.families.contains("Noto Sans Arabic") && rtl.families.contains("Noto Sans Hebrew"))
        #expect(engine.fontUsage(resolved(Text("北京 天气"), language: "zh_CN")).families == ["Noto Sans CJK SC"])
        #expect(engine.fontUsage(resolved(Text("東京 天気"), language: "ja_JP")).families == ["Noto Sans CJK JP"])
    }

    @Test("runs after CJK stay on the alphabetic baseline; only baselineOffset moves a run")
    func mixedScriptBaselines() {
        // Pango 1.50 alone would lift "Tokyo" by 1 pt and the Arabic by 10 pt here.
        let mixed = engine.runBaselineShifts(resolved(Text("東京 Tokyo مرحبا")))
        #expect(mixed.count == 3)
        #expect(mixed.allSatisfy { $0 == 0 })
        let raised = engine.runBaselineShifts(resolved(Text("東京 ") + Text("2").baselineOffset(6) + Text(" Tokyo")))
        #expect(raised.filter { $0 != 0 } == [6])
    }

    @Test("baselines: the first line's baseline is the font's ascender; lines follow at the line pitch")
    func baselines() {
        var text = resolved(Text("One two three four five six seven eight nine ten"))
        text.lineSpacing = 4
        let m = engine.measure(text, proposal: ProposedViewSize(width: 100, height: nil))
        let ascender = engine.metrics(of: text.primaryFont).ascender
        // Inter at 17 pt: ascender 2728 / 2816 × 17 = 16.468 pt.
        #expect(abs(ascender - 16.468) < 0.01)
        #expect(abs(m.firstBaseline - ascender) < 0.001)
        #expect(abs(m.lastBaseline - (ascender + CGFloat(m.lines.count - 1) * (20.574 + 4))) < 0.01)
    }

    @Test("tail truncation trims the space before the ellipsis, as iOS does")
    func trimmedEllipsis() {
        var text = resolved(Text("Meteor shower associated with the comet Tempel–Tuttle"))
        text.lineLimit = 1
        for width in stride(from: 60.0, through: 300, by: 7) {
            let shown = engine.displayedString(text, proposal: ProposedViewSize(width: width, height: nil))
            #expect(shown.hasSuffix("…") && !shown.hasSuffix(" …"), "\(width): \(shown)")
            #expect(engine.measure(text, proposal: ProposedViewSize(width: width, height: nil)).size.width <= width)
        }
        text.lineLimit = 2
        let two = engine.measure(text, proposal: ProposedViewSize(width: 150, height: nil))
        #expect(two.lines.count == 2 && two.isTruncated)
    }

    @Test("lineLimit truncates with an ellipsis")
    func truncation() {
        var text = resolved(Text("A long headline that certainly does not fit on one line"))
        text.lineLimit = 1
        let m = engine.measure(text, proposal: ProposedViewSize(width: 100, height: nil))
        #expect(m.lines.count == 1)
        #expect(m.isTruncated)
        #expect(m.size.width <= 100)
    }
}

@Suite("ImageRenderer")
struct ImageRendererTests {
    @Test("the image has the size the view chooses for the proposal, at the scale")
    func sizes() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 30, height: 20))
        renderer.scale = 3
        let image = try RGBAImage.decodePNG(try #require(renderer.pngData()))
        #expect(image.width == 90 && image.height == 60)
        let flexible = ImageRenderer(content: Color.blue)
        flexible.proposedSize = ProposedViewSize(width: 50, height: 10)
        let wide = try RGBAImage.decodePNG(try #require(flexible.pngData()))
        #expect(wide.width == 50 && wide.height == 10)
    }

    @Test("a missing image is a warning with its view path, and the rest of the view still renders")
    func missingImageWarns() throws {
        let renderer = ImageRenderer(content: HStack { Image("no-such-image"); Text("still drawn") })
        renderer.printsWarnings = false
        #expect(renderer.pngData() != nil)
        #expect(renderer.warnings.map(\.description) == [
            "HStack > Image(\"no-such-image\"): no image named 'no-such-image': add no-such-image.imageset (or a custom symbol's "
                + "no-such-image.symbolset) to Assets.xcassets; nothing is drawn in its place",
        ])
    }
}
