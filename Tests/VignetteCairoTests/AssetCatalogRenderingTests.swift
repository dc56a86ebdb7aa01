import Foundation
import Testing
import VignetteCore
import VignetteCairo

/// `Image("name")` and `Color("name")` drawn from an asset catalog built in a temporary folder.
@Suite("Asset catalog rendering")
struct AssetCatalogRenderingTests {
    let catalog: URL
    let renderer: CairoRenderer

    init() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-xcassets-\(UUID().uuidString)")
            .appendingPathComponent("App.xcassets")
        let maker = try CairoRenderer()
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        /// A square PNG of one colour, `pixels` on a side, made by Vignette itself.
        func png(_ path: String, _ color: UInt32, pixels: Int) throws {
            let side = CGFloat(pixels)
            let list = DisplayList(size: CGSize(width: side, height: side), scale: 1, items: [
                .fill(Path(CGRect(x: 0, y: 0, width: side, height: side)), .color(RGBA(hex: color)), FillStyle()),
            ])
            try maker.pngData(list).write(to: root.appendingPathComponent(path))
        }
        let dark = #""appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "#
        try write("Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        // 10×10 pt: red at 2x, blue for dark at 2x, green at 3x.
        try write("tile.imageset/Contents.json", #"""
        { "images" : [
            { "filename" : "tile@2x.png", "idiom" : "universal", "scale" : "2x" },
            { \#(dark)"filename" : "tile-dark@2x.png", "idiom" : "universal", "scale" : "2x" },
            { "filename" : "tile@3x.png", "idiom" : "universal", "scale" : "3x" } ] }
        """#)
        try png("tile.imageset/tile@2x.png", 0xFF0000, pixels: 20)
        try png("tile.imageset/tile-dark@2x.png", 0x0000FF, pixels: 20)
        try png("tile.imageset/tile@3x.png", 0x00FF00, pixels: 30)
        // Xcode's High Contrast ticked: a darker red for any appearance, a lighter blue for dark.
        let high = #"{ "appearance" : "contrast", "value" : "high" }"#
        try write("contrast.imageset/Contents.json", #"""
        { "images" : [
            { "filename" : "c@2x.png", "idiom" : "universal", "scale" : "2x" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "c-dark@2x.png", "idiom" : "universal", "scale" : "2x" },
            { "appearances" : [ \#(high) ], "filename" : "c-hc@2x.png", "idiom" : "universal", "scale" : "2x" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" }, \#(high) ], "filename" : "c-dark-hc@2x.png", "idiom" : "universal", "scale" : "2x" } ] }
        """#)
        try png("contrast.imageset/c@2x.png", 0xFF0000, pixels: 20)
        try png("contrast.imageset/c-dark@2x.png", 0x0000FF, pixels: 20)
        try png("contrast.imageset/c-hc@2x.png", 0x800000, pixels: 20)
        try png("contrast.imageset/c-dark-hc@2x.png", 0x8080FF, pixels: 20)
        try write("mask.imageset/Contents.json", #"""
        { "images" : [ { "filename" : "mask.png", "idiom" : "universal", "scale" : "1x" } ],
          "properties" : { "template-rendering-intent" : "template" } }
        """#)
        try png("mask.imageset/mask.png", 0x000000, pixels: 10)
        try write("brand.colorset/Contents.json", #"""
        { "colors" : [
            { "color" : { "color-space" : "srgb", "components" : { "red" : "0x1A", "green" : "127", "blue" : "0.216", "alpha" : "1.000" } }, "idiom" : "universal" },
            { \#(dark)"color" : { "color-space" : "srgb", "components" : { "red" : "0x3F", "green" : "0xB9", "blue" : "0x50", "alpha" : "1.000" } }, "idiom" : "universal" } ] }
        """#)
        // An SF Symbols template: only the Regular-M group (100×50 units) is drawn.
        try write("custom.bar.symbolset/Contents.json", #"{ "symbols" : [ { "filename" : "custom.bar.svg", "idiom" : "universal" } ] }"#)
        try write("custom.bar.symbolset/custom.bar.svg", #"""
        <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
          <g id="Notes"><rect x="0" y="0" width="3300" height="2200" fill="white"/></g>
          <g id="Symbols">
            <g id="Ultralight-S" transform="matrix(1 0 0 1 200 300)"><rect width="40" height="40"/></g>
            <g id="Regular-M" transform="matrix(1 0 0 1 1400 1100)"><rect width="100" height="50"/></g>
          </g>
        </svg>
        """#)
        try write("vector.imageset/Contents.json", #"{ "images" : [ { "filename" : "vector.pdf", "idiom" : "universal" } ] }"#)
        try write("vector.imageset/vector.pdf", "%PDF-1.4")
        catalog = root
        renderer = try CairoRenderer(catalogs: [root])
    }

    func render<V: View>(_ view: V, size: CGSize, scale: CGFloat = 1, scheme: ColorScheme = .light,
                         contrast: ColorSchemeContrast = .standard) throws -> (LayoutResult, RGBAImage) {
        var env = renderer.baseEnvironment
        env.displayScale = scale
        env.colorScheme = scheme
        env._colorSchemeContrast = contrast
        let result = ViewLayout.layout(view, in: size, environment: env, measurer: renderer.textEngine)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        return (result, try renderer.pixels(result.displayList))
    }

    @Test("an image set draws its dark variant in dark mode and the file for the display scale")
    func darkVariantAndScale() throws {
        let size = CGSize(width: 10, height: 10)
        let (light, lightPixels) = try render(Image("tile"), size: size, scale: 2, scheme: .light)
        #expect(light.tree.frames(named: "Image").first == CGRect(x: 0, y: 0, width: 10, height: 10), "20 px at 2x is 10 pt")
        #expect(lightPixels[10, 10] == (255, 0, 0, 255))
        let darkPixels = try render(Image("tile"), size: size, scale: 2, scheme: .dark).1
        #expect(darkPixels[10, 10] == (0, 0, 255, 255))
        let (three, threePixels) = try render(Image("tile"), size: size, scale: 3, scheme: .light)
        #expect(three.tree.frames(named: "Image").first?.size == size)
        #expect(threePixels[15, 15] == (0, 255, 0, 255))
        // At 3x the dark appearance has only a 2x file; it still wins over the any-appearance 3x one.
        #expect(try render(Image("tile"), size: size, scale: 3, scheme: .dark).1[15, 15] == (0, 0, 255, 255))
    }

    @Test("an image set's High Contrast files are drawn under Increase Contrast, with their luminosity, and never otherwise")
    func highContrastImage() throws {
        let size = CGSize(width: 10, height: 10)
        func pixel(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast) throws -> String {
            let p = try render(Image("contrast"), size: size, scale: 2, scheme: scheme, contrast: contrast).1[10, 10]
            return String(format: "%02X%02X%02X", p.0, p.1, p.2)
        }
        #expect(try pixel(.light, .standard) == "FF0000")
        #expect(try pixel(.dark, .standard) == "0000FF")
        #expect(try pixel(.light, .increased) == "800000")
        #expect(try pixel(.dark, .increased) == "8080FF")
        // A set without High Contrast files keeps its own under Increase Contrast.
        #expect(try render(Image("tile"), size: size, scale: 2, scheme: .dark, contrast: .increased).1[10, 10] == (0, 0, 255, 255))
    }

    @Test("a render variant with Increase Contrast picks the High Contrast file of an image set")
    func highContrastImageThroughVariant() throws {
        let request = RenderRequest(.widget(.systemSmall), appearance: .light,
                                    variant: RenderVariant(colorSchemeContrast: .increased))
        let result = request.layout({ Image("contrast").resizable().frame(width: 20, height: 20) }, environment: renderer.baseEnvironment,
                                    measurer: renderer.textEngine)
        #expect(result.displayList.description.contains("c-hc@2x.png"), "\(result.displayList)")
    }

    @Test("a colour set resolves per colour scheme")
    func colourSet() throws {
        let size = CGSize(width: 4, height: 4)
        #expect(try render(Color("brand"), size: size).1[2, 2] == (0x1A, 0x7F, 0x37, 255))
        #expect(try render(Color("brand"), size: size, scheme: .dark).1[2, 2] == (0x3F, 0xB9, 0x50, 255))
    }

    @Test("a template image set is drawn in the foreground colour")
    func templateImage() throws {
        let pixels = try render(Image("mask").foregroundStyle(Color(red: 0, green: 1, blue: 0)), size: CGSize(width: 10, height: 10)).1
        #expect(pixels[5, 5] == (0, 255, 0, 255))
        let original = try render(Image("mask").renderingMode(.original), size: CGSize(width: 10, height: 10)).1
        #expect(original[5, 5] == (0, 0, 0, 255))
    }

    @Test("a custom symbol draws its Regular-M group, tinted and sized by the font")
    func customSymbol() throws {
        let view = Image("custom.bar").font(.system(size: 20)).foregroundStyle(Color(red: 1, green: 0, blue: 0))
        let (result, pixels) = try render(view, size: CGSize(width: 40, height: 20))
        #expect(result.tree.frames(named: "Image").first == CGRect(x: 10, y: 5, width: 20, height: 10), "100×50 units at 20 pt")
        #expect(pixels[11, 6] == (255, 0, 0, 255) && pixels[28, 14] == (255, 0, 0, 255))
        #expect(pixels[5, 10].a == 0 && pixels[35, 10].a == 0, "the Notes layer is not drawn")
    }

    @Test("Image(systemName:) draws a symbol set of that name from the view's own catalog, in place of Vignette's artwork")
    func systemNameFromCatalog() throws {
        let view = Image(systemName: "custom.bar").font(.system(size: 20)).foregroundStyle(Color(red: 1, green: 0, blue: 0))
        let (result, pixels) = try render(view, size: CGSize(width: 40, height: 20))
        #expect(result.tree.frames(named: "Image").first == CGRect(x: 10, y: 5, width: 20, height: 10), "100×50 units at 20 pt")
        #expect(pixels[11, 6] == (255, 0, 0, 255) && pixels[28, 14] == (255, 0, 0, 255))
    }

    @Test("a missing symbol's warning names the view's catalog to add its symbol set to")
    func missingSymbolNamesCatalog() throws {
        var env = renderer.baseEnvironment
        env.displayScale = 1
        let result = ViewLayout.layout(Image(systemName: "not.a.real.symbol"), in: CGSize(width: 40, height: 40), environment: env,
                                       measurer: renderer.textEngine)
        #expect(result.warnings.first?.message.contains("add it to App.xcassets as not.a.real.symbol.symbolset") == true, "\(result.warnings)")
    }

    @Test("a PDF in an image set that does not open is a warning naming it and saying what to do")
    func brokenPDF() throws {
        var env = renderer.baseEnvironment
        env.displayScale = 3
        let result = ViewLayout.layout(Image("vector"), in: CGSize(width: 10, height: 10), environment: env, measurer: renderer.textEngine)
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.message.contains("vector.imageset/vector.pdf") == true)
        #expect(result.warnings.first?.message.contains("not a readable PDF") == true, "\(result.warnings)")
        #expect(result.warnings.first?.message.contains("export it again") == true)
    }

    @Test("a broken catalog is an error naming it when the renderer is made")
    func brokenCatalog() throws {
        let broken = catalog.deletingLastPathComponent().appendingPathComponent("Broken.xcassets")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try "{".write(to: broken.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        #expect { try CairoRenderer(catalogs: [broken]) } throws: { "\($0)".contains("Broken.xcassets/Contents.json") }
    }
}
