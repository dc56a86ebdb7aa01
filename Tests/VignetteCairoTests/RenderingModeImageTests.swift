import Foundation
import Testing
@testable import VignetteCore
import VignetteCairo

/// How images are drawn in the accented and vibrant rendering modes, checked in pixels.
@Suite("Images in the rendering modes")
struct RenderingModeImageTests {
    let renderer: CairoRenderer
    let folder: URL

    init() throws {
        renderer = try CairoRenderer()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-mode-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// A 20×10 px PNG: left half white, right half pure red.
    private func whiteAndRedPNG() throws -> URL {
        let list = DisplayList(size: CGSize(width: 20, height: 10), scale: 1, items: [
            .fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), .color(RGBA(hex: 0xFFFFFF)), FillStyle()),
            .fill(Path(CGRect(x: 10, y: 0, width: 10, height: 10)), .color(RGBA(hex: 0xFF0000)), FillStyle()),
        ])
        let url = folder.appendingPathComponent("white-red.png")
        try renderer.pngData(list).write(to: url)
        return url
    }

    /// The image, 40×20 pt at the widget's centre, in a small widget at scale 1 in `appearance`.
    private func pixels(_ image: some View, _ appearance: WidgetAppearance) throws -> (left: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), right: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
        let device = WidgetDevice.defaultDevice.withScale(1)
        var env = renderer.baseEnvironment
        env.displayScale = 1
        let request = RenderRequest(.widget(.systemSmall), device: device, appearance: appearance)
        let hosted = WidgetHostView(family: .systemSmall) { image.frame(width: 40, height: 20) }
        let result = request.layout(hosted, environment: env, measurer: renderer.textEngine)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let image = try renderer.pixels(result.displayList)
        let mid = image.height / 2
        return (image[image.width / 2 - 10, mid], image[image.width / 2 + 10, mid])
    }

    private func close(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ c: RGBA, over backdrop: RGBA, alpha: Double, _ note: Comment) {
        func channel(_ top: Double, _ bottom: Double) -> Int { Int(((top * alpha + bottom * (1 - alpha)) * 255).rounded()) }
        let expected = (channel(c.red, backdrop.red), channel(c.green, backdrop.green), channel(c.blue, backdrop.blue))
        #expect(abs(Int(p.r) - expected.0) <= 3 && abs(Int(p.g) - expected.1) <= 3 && abs(Int(p.b) - expected.2) <= 3,
                "\(note): \(p) vs \(expected)")
    }

    /// The tinted glass composited over the wallpaper at the widget's vertical middle.
    private var tintedBackdrop: RGBA {
        let top = ModeValues.homeWallpaper.top, bottom = ModeValues.homeWallpaper.bottom, glass = ModeValues.tintedGlass
        func mix(_ a: Double, _ b: Double) -> Double { (a + b) / 2 }
        func over(_ g: Double, _ w: Double) -> Double { g * glass.alpha + w * (1 - glass.alpha) }
        return RGBA(red: over(glass.red, mix(top.red, bottom.red)), green: over(glass.green, mix(top.green, bottom.green)),
                    blue: over(glass.blue, mix(top.blue, bottom.blue)))
    }

    @Test("by default an image is a template in its group's colour: every opaque pixel the same")
    func templateByDefault() throws {
        let url = try whiteAndRedPNG()
        let (left, right) = try pixels(Image(contentsOf: url).resizable(), .tinted)
        close(left, ModeValues.tintedDefault, over: tintedBackdrop, alpha: 1, "white half")
        close(right, ModeValues.tintedDefault, over: tintedBackdrop, alpha: 1, "red half")
        let (accentLeft, _) = try pixels(Image(contentsOf: url).resizable().widgetAccentable(), .tinted)
        close(accentLeft, ModeValues.tint, over: tintedBackdrop, alpha: 1, "accent group")
    }

    @Test("fullColor keeps the image's colours")
    func fullColor() throws {
        let url = try whiteAndRedPNG()
        let (left, right) = try pixels(Image(contentsOf: url).resizable().widgetAccentedRenderingMode(.fullColor), .tinted)
        #expect(left == (255, 255, 255, 255))
        #expect(right == (255, 0, 0, 255))
    }

    @Test("desaturated and accentedDesaturated: the image's luminance as the alpha of the group's colour")
    func desaturated() throws {
        let url = try whiteAndRedPNG()
        let red = 54.0 / 256
        let (left, right) = try pixels(Image(contentsOf: url).resizable().widgetAccentedRenderingMode(.desaturated), .tinted)
        close(left, ModeValues.tintedDefault, over: tintedBackdrop, alpha: 1, "white is opaque")
        close(right, ModeValues.tintedDefault, over: tintedBackdrop, alpha: red, "red is its luminance")
        let (accented, _) = try pixels(Image(contentsOf: url).resizable().widgetAccentedRenderingMode(.accentedDesaturated), .tinted)
        close(accented, ModeValues.tint, over: tintedBackdrop, alpha: 1, "accent colour")
    }

    @Test("a symbol's accented rendering mode picks its group's colour, as widgetAccentable does")
    func templateImageModes() {
        func tints(_ view: some View) -> [RGBA?] {
            let request = RenderRequest(.widget(.systemSmall), appearance: .tinted)
            return request.layout(WidgetHostView(family: .systemSmall) { view }, environment: renderer.baseEnvironment,
                                  measurer: renderer.textEngine).displayList.items.compactMap { if case .image(let i) = $0 { i.tint } else { nil } }
        }
        let star = Image(systemName: "star.fill")
        #expect(tints(star) == [ModeValues.tintedDefault])
        #expect(tints(star.widgetAccentedRenderingMode(.accented)) == [ModeValues.tint])
        #expect(tints(star.widgetAccentedRenderingMode(.accentedDesaturated)) == [ModeValues.tint])
        #expect(tints(VStack { star.widgetAccentedRenderingMode(.desaturated) }.widgetAccentable()) == [ModeValues.tintedDefault])
        #expect(tints(star.widgetAccentedRenderingMode(.fullColor).foregroundStyle(.orange)) == [SystemColor.systemOrange.resolve(.dark)])
    }

    @Test("a luminance-masked image keeps the display scale in SVG, and costs only its visible part when scaled far up")
    func maskResolutionAndSize() throws {
        let url = try whiteAndRedPNG()
        let device = WidgetDevice.defaultDevice
        func list(_ view: some View, _ appearance: WidgetAppearance) -> DisplayList {
            let request = RenderRequest(.widget(.systemSmall), device: device, appearance: appearance)
            return request.layout(WidgetHostView(family: .systemSmall) { view }, environment: renderer.baseEnvironment,
                                  measurer: renderer.textEngine).displayList
        }
        // 20 px wide, drawn 20 pt wide at 3x: the mask is embedded at 60 px, not 20.
        let svg = String(decoding: try renderer.encode(list(Image(contentsOf: url).resizable().frame(width: 20, height: 10), .vibrant),
                                                       as: .svg), as: UTF8.self)
        #expect(svg.contains("width=\"60\""), "the mask is at the display scale")
        // Scaled 300 times, far beyond Cairo's largest surface: only what the widget shows is drawn.
        let huge = Image(contentsOf: url).resizable().frame(width: 40, height: 20).scaleEffect(300)
        let pixels = try renderer.pixels(list(huge, .vibrant))
        #expect(pixels.width > 0)
    }

    @Test("StandBy at night draws an image red by its luminance; the mode is ignored outside the accented mode")
    func night() throws {
        let url = try whiteAndRedPNG()
        let (left, right) = try pixels(Image(contentsOf: url).resizable().widgetAccentedRenderingMode(.fullColor), .standByNight)
        close(left, ModeValues.standByNight, over: ModeValues.standByBackdrop, alpha: 1, "white")
        close(right, ModeValues.standByNight, over: ModeValues.standByBackdrop, alpha: 54.0 / 256, "red")
        let (dayLeft, dayRight) = try pixels(Image(contentsOf: url).resizable(), .standBy)
        #expect(dayLeft == (255, 255, 255, 255) && dayRight == (255, 0, 0, 255))
    }
}
