import Foundation
import Testing
import VignetteCore
import VignetteCairo

/// Text scaled far past any glyph image cairo can make: drawn as outlines, never a failed render.
@Suite("Giant text")
struct GiantTextTests {
    let renderer: CairoRenderer

    init() throws { renderer = try CairoRenderer() }

    private func centre(_ view: some View) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let image = try RGBAImage.decodePNG(renderer.renderWidgetPNG(view, family: .systemSmall, appearance: .light))
        return image[image.width / 2, image.height / 2]
    }

    @Test("an I scaled 40 and 300 times covers the widget's centre with its stem (cairo failed the render past about 40×)",
          arguments: [40.0, 300.0])
    func scaledTextIsDrawn(scale: CGFloat) throws {
        let pixel = try centre(Text("I").scaleEffect(scale))
        #expect(pixel.r < 40 && pixel.g < 40 && pixel.b < 40, "\(pixel)")
    }

    @Test("a text scaled 3,000 times or more (a letter a hundred widgets tall) is left out, and the rest renders",
          arguments: [3000.0, 1e6, 1e9])
    func hugeTextIsLeftOut(scale: CGFloat) throws {
        let pixel = try centre(ZStack { Color.red; Text("I").scaleEffect(scale) })
        #expect(pixel.r > 200 && pixel.g < 60, "\(pixel)")
    }
}
