import Foundation
import Testing
@testable import VignetteCore

@Suite("Rendering modes: vibrant, accented (tinted, clear) and StandBy")
struct RenderingModeTests {
    private nonisolated struct Probe: View {
        @Environment(\.widgetRenderingMode) var mode
        @Environment(\.colorScheme) var scheme
        @Environment(\.showsWidgetContainerBackground) var showsBackground
        var body: some View {
            Text("\(mode.description) \(scheme == .dark ? "dark" : "light") \(showsBackground)")
                .containerBackground(for: .widget) { Color.red }
        }
    }

    private func layout<V: View>(_ view: V, _ family: WidgetFamily = .systemSmall, _ appearance: WidgetAppearance,
                                 device: WidgetDevice = .defaultDevice) -> LayoutResult {
        WidgetHost.layout(view, family: family, device: device, appearance: appearance, measurer: FixedAdvanceTextMeasurer())
    }

    private func texts(_ result: LayoutResult) -> [ResolvedText] {
        result.displayList.items.compactMap { if case .text(let t) = $0 { t.text } else { nil } }
    }

    private func fills(_ result: LayoutResult) -> [Paint] {
        result.displayList.items.compactMap { if case .fill(_, let paint, _) = $0 { paint } else { nil } }
    }

    @Test("vibrant: a colour becomes white at its opacity times its luminance")
    func vibrantMapping() {
        let vibrant = Recoloring(Recoloring.Mode.vibrant)
        #expect(vibrant.map(RGBA(red: 1, green: 1, blue: 1, alpha: 1)) == RGBA(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(vibrant.map(RGBA(red: 0, green: 0, blue: 0, alpha: 1)).alpha == 0)
        let grey = vibrant.map(RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5))
        #expect(grey.red == 1 && abs(grey.alpha - 0.25) < 1e-9)
        #expect(Recoloring(Recoloring.Mode.standByNight).map(RGBA(red: 1, green: 1, blue: 1, alpha: 1)) == ModeValues.standByNight)
    }

    @Test("each appearance sets its rendering mode, colour scheme and whether the container background shows",
          arguments: [
              (WidgetAppearance.light, WidgetFamily.systemSmall, "fullColor light true"),
              (.dark, .systemMedium, "fullColor dark true"),
              (.tinted, .systemMedium, "accented dark false"),
              (.clear, .systemLarge, "accented dark false"),
              (.standBy, .systemSmall, "fullColor dark false"),
              (.standByNight, .systemSmall, "vibrant dark false"),
              (.vibrant, .accessoryRectangular, "vibrant dark false"),
          ])
    func environment(appearance: WidgetAppearance, family: WidgetFamily, expected: String) {
        let result = layout(Probe(), family, appearance)
        #expect(texts(result).map(\.string) == [expected])
        // The container background (red) is drawn only where it shows.
        let red = fills(result).contains { $0 == .color(SystemColor.systemRed.resolve(.light)) || $0 == .color(SystemColor.systemRed.resolve(.dark)) }
        #expect(red == expected.hasSuffix("true"))
    }

    @Test("vibrant draws the content in white over a wallpaper")
    func vibrantHosted() {
        let result = layout(Probe(), .accessoryRectangular, .vibrant)
        #expect(texts(result).first?.runs.first?.color == RGBA(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(fills(result).contains { if case .linearGradient = $0 { true } else { false } })
    }

    @Test("tinted: the accent group takes the tint, the rest the default tone, each at its own opacity")
    func tintedGroups() {
        let view = VStack {
            Text("accent").foregroundStyle(.orange).widgetAccentable()
            Text("default").foregroundStyle(.green).opacity(1)
            Text("faint").foregroundStyle(Color.green.opacity(0.5))
            VStack { Text("back to default").widgetAccentable(false) }.widgetAccentable()
        }
        let colors = Dictionary(uniqueKeysWithValues: texts(layout(view, .systemMedium, .tinted)).map { ($0.string, $0.runs[0].color) })
        #expect(colors["accent"] == ModeValues.tint)
        #expect(colors["default"] == ModeValues.tintedDefault)
        #expect(colors["faint"] == ModeValues.tintedDefault.multiplyingAlpha(0.5))
        #expect(colors["back to default"] == ModeValues.tintedDefault)
    }

    @Test("clear: the accent group white, the default group white a little see-through, over glass with a rim")
    func clearGroups() {
        let view = VStack { Text("accent").widgetAccentable(); Text("default") }
        let result = layout(view, .systemSmall, .clear)
        let colors = Dictionary(uniqueKeysWithValues: texts(result).map { ($0.string, $0.runs[0].color) })
        #expect(colors["accent"] == ModeValues.clearAccent)
        #expect(colors["default"] == ModeValues.clearDefault)
        #expect(fills(result).contains(.color(ModeValues.clearGlass)))
        #expect(result.displayList.items.contains {
            switch $0 {
            case .fill(_, .color(ModeValues.glassRim), _), .stroke(_, .color(ModeValues.glassRim), _): true
            default: false
            }
        })
    }

    @Test("widgetAccentable has no effect in full colour")
    func fullColorUnchanged() {
        let view = Text("accent").foregroundStyle(.orange).widgetAccentable()
        let plain = Text("accent").foregroundStyle(.orange)
        #expect(layout(view, .systemSmall, .light).displayList == layout(plain, .systemSmall, .light).displayList)
    }

    @Test("a mask keeps its colours in a recoloured mode: its alpha shapes what it masks")
    func masksKeepColours() throws {
        let view = Color.orange.frame(width: 40, height: 40).mask { Color.black.opacity(0.5) }
        let items = layout(view, .systemSmall, .tinted).displayList.items
        let maskStart = try #require(items.firstIndex(where: { if case .beginMask = $0 { true } else { false } }))
        let maskFill = items[maskStart...].compactMap { if case .fill(_, let p, _) = $0 { p } else { nil } }.first
        #expect(maskFill == .color(RGBA(red: 0, green: 0, blue: 0, alpha: 0.5)))
    }

    @Test("StandBy shows the small widget scaled up on black with small margins; not on iPad, not in other families")
    func standBy() {
        let device = WidgetDevice.defaultDevice
        let small = device.size(for: .systemSmall)!
        let request = RenderRequest(.widget(.systemSmall), device: device, appearance: .standBy)
        let expected = device.scale * ModeValues.standByShareOfShortSide * min(device.screenSize.width, device.screenSize.height) / small.width
        #expect(abs(request.rasterScale - expected) < 0.01)
        #expect(request.rasterScale > 2 * device.scale)
        // The image is a whole number of pixels wide on every iPhone that has StandBy.
        for iPhone in WidgetDevice.all where shows(.standBy, on: .widget(.systemSmall), iPhone) {
            let pixels = iPhone.size(for: .systemSmall)!.width * RenderRequest(.widget(.systemSmall), device: iPhone, appearance: .standBy).rasterScale
            #expect(abs(pixels - pixels.rounded()) < 1e-6, "\(iPhone): \(pixels)")
        }
        let result = layout(Color.blue, .systemSmall, .standBy)
        #expect(result.tree.frames(named: "Color").last?.minX == ModeValues.standByMargin)
        #expect(fills(result).contains(.color(ModeValues.standByBackdrop)))
        #expect(shows(.standBy, on: .widget(.systemSmall), device))
        #expect(!shows(.standBy, on: .widget(.systemMedium), device))
        #expect(!shows(.standByNight, on: .widget(.systemSmall), WidgetDevice.named("ipad-1024x1366")!))
    }

    @Test("StandBy at night draws the content red by its luminance")
    func standByNight() {
        let view = VStack { Text("white").foregroundStyle(.white); Text("black").foregroundStyle(.black) }
        let colors = Dictionary(uniqueKeysWithValues: texts(layout(view, .systemSmall, .standByNight)).map { ($0.string, $0.runs[0].color) })
        #expect(colors["white"] == ModeValues.standByNight)
        #expect(colors["black"]?.alpha == 0)
    }

    @Test("a container background that is not removable stays in tinted, by its luminance in the default tone, over the glass")
    func nonRemovableBackground() {
        let view = Text("content").containerBackground(for: .widget) { Color.white }
        func fills(removable: Bool) -> [Paint] {
            let hosted = WidgetHostView(family: .systemSmall, contentMarginsDisabled: false, containerBackgroundRemovable: removable) { view }
            let result = RenderRequest(.widget(.systemSmall), appearance: .tinted).layout(hosted, measurer: FixedAdvanceTextMeasurer())
            return self.fills(result)
        }
        #expect(fills(removable: false).contains(.color(ModeValues.tintedDefault)))
        #expect(!fills(removable: true).contains(.color(ModeValues.tintedDefault)))
        #expect(fills(removable: false).contains(.color(ModeValues.tintedGlass)))
    }

    /// Whether `surface` draws `appearance` on `device`.
    private func shows(_ appearance: WidgetAppearance, on surface: Surface, _ device: WidgetDevice = .defaultDevice) -> Bool {
        surface.appearances([appearance], on: device) == [appearance]
    }

    @Test("which appearances apply where")
    func applicability() {
        // Devices whose models stop before the release that brought an appearance do not get it.
        let se = WidgetDevice.named("iphone-320x568")!, plus = WidgetDevice.named("iphone-414x736")!
        #expect(!shows(.tinted, on: .widget(.systemSmall), se) && !shows(.standBy, on: .widget(.systemSmall), se))
        #expect(!shows(.standBy, on: .widget(.systemSmall), plus) && shows(.dark, on: .widget(.systemSmall), se))
        #expect(shows(.vibrant, on: .widget(.accessoryCircular)))
        #expect(!shows(.vibrant, on: .widget(.systemSmall)))
        #expect(shows(.tinted, on: .widget(.systemExtraLarge)) && shows(.clear, on: .widget(.systemSmall)))
        #expect(!shows(.tinted, on: .widget(.accessoryInline)) && !shows(.clear, on: .view(.unspecified)))
        #expect(shows(.dark, on: .view(.unspecified)) && !shows(.standBy, on: .view(.unspecified)))
        // Today widgets predate the accented and StandBy modes; a background that is not removable keeps a widget out of StandBy.
        #expect(Surface.today(.compact).appearances(WidgetAppearance.allCases, on: .defaultDevice) == [.light, .dark, .placeholder])
        #expect(Surface.widget(.systemSmall).appearances([.light, .standBy, .standByNight], on: .defaultDevice,
                                                         containerBackgroundRemovable: false) == [.light])
    }
}
