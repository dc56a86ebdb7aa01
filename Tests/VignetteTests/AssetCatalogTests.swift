import Foundation
import Testing
@testable import VignetteCore

/// A catalog built in a temporary folder: `write("Brand.colorset/Contents.json", …)`.
private final class CatalogFixture {
    let url: URL

    init(_ name: String = "Test.xcassets") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-catalog-\(UUID().uuidString)")
            .appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try write("Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
    }

    deinit { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }

    func write(_ path: String, _ text: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    /// An image set whose entries are `(filename, scale, appearance)`; every file is created.
    func imageSet(_ name: String, _ entries: [(String, String?, String?)], properties: String = "{}") throws {
        let items = entries.map { file, scale, appearance in
            var fields = [#""filename" : "\#(file)""#, #""idiom" : "universal""#]
            if let scale { fields.append(#""scale" : "\#(scale)""#) }
            if let appearance { fields.append(#""appearances" : [ { "appearance" : "luminosity", "value" : "\#(appearance)" } ]"#) }
            return "{ " + fields.joined(separator: ", ") + " }"
        }
        try write("\(name).imageset/Contents.json", #"{ "images" : [ \#(items.joined(separator: ", ")) ], "properties" : \#(properties) }"#)
        for (file, _, _) in entries { try write("\(name).imageset/\(file)", "") }
    }

    /// A colour set with an any-appearance colour and, optionally, a dark one.
    func colorSet(_ name: String, space: String = "srgb", _ components: String, dark: String? = nil) throws {
        var colors = [#"{ "color" : { "color-space" : "\#(space)", "components" : \#(components) }, "idiom" : "universal" }"#]
        if let dark {
            colors.append(#"{ "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "color-space" : "\#(space)", "components" : \#(dark) }, "idiom" : "universal" }"#)
        }
        try write("\(name).colorset/Contents.json", #"{ "colors" : [ \#(colors.joined(separator: ", ")) ] }"#)
    }

    func load() throws -> AssetCatalog { try AssetCatalog.load(from: url) }
}

private func rgb(_ r: String, _ g: String, _ b: String, alpha: String = "1.000") -> String {
    #"{ "red" : "\#(r)", "green" : "\#(g)", "blue" : "\#(b)", "alpha" : "\#(alpha)" }"#
}

@Suite("Asset catalogs")
struct AssetCatalogTests {
    // MARK: Image sets

    @Test("the file for the display scale: exact, else the nearest higher, else the largest lower", arguments: [
        (["1x", "2x", "3x"], 2.0, "2x"),
        (["1x", "3x"], 2.0, "3x"),
        (["1x", "2x"], 3.0, "2x"),
        (["1x"], 3.0, "1x"),
        (["2x", "3x"], 1.0, "2x"),
    ])
    func scaleSelection(scales: [String], display: Double, expected: String) throws {
        let fixture = try CatalogFixture()
        try fixture.imageSet("sun", scales.map { ("sun-\($0).png", $0, nil) })
        let image = try #require(try fixture.load().image(named: "sun", scale: display, scheme: .light))
        #expect(image.file.lastPathComponent == "sun-\(expected).png")
        #expect(image.scale == CGFloat(Int(expected.dropLast())!))
        #expect(!image.isTemplate && image.kind == .image)
    }

    @Test("a single-scale image has scale 1 at any display scale; empty slots are skipped")
    func singleScale() throws {
        let fixture = try CatalogFixture()
        try fixture.write("logo.imageset/Contents.json", #"""
        { "images" : [ { "filename" : "logo.svg", "idiom" : "universal" }, { "idiom" : "universal", "scale" : "2x" } ],
          "properties" : { "preserves-vector-representation" : true } }
        """#)
        try fixture.write("logo.imageset/logo.svg", "")
        let image = try #require(try fixture.load().image(named: "logo", scale: 3, scheme: .dark))
        #expect(image.file.lastPathComponent == "logo.svg" && image.scale == 1)
    }

    @Test("dark mode takes the dark entry, light mode the any-appearance one; the scale is chosen within it")
    func darkAppearance() throws {
        let fixture = try CatalogFixture()
        try fixture.imageSet("moon", [("any@2x.png", "2x", nil), ("any@3x.png", "3x", nil), ("dark@2x.png", "2x", "dark")])
        let catalog = try fixture.load()
        #expect(try catalog.image(named: "moon", scale: 3, scheme: .light)?.file.lastPathComponent == "any@3x.png")
        #expect(try catalog.image(named: "moon", scale: 3, scheme: .dark)?.file.lastPathComponent == "dark@2x.png")
        // Only a dark entry: light mode has nothing to draw, and says so.
        try fixture.imageSet("night", [("dark.png", "1x", "dark")])
        #expect { try fixture.load().image(named: "night", scale: 1, scheme: .light) } throws: { error in
            "\(error)".contains("night.imageset/Contents.json") && "\(error)".contains("key 'images': no file for the light appearance")
        }
    }

    @Test("template-rendering-intent: template makes a template image; original and absent do not")
    func templateIntent() throws {
        let fixture = try CatalogFixture()
        try fixture.imageSet("a", [("a.png", "1x", nil)], properties: #"{ "template-rendering-intent" : "template" }"#)
        try fixture.imageSet("b", [("b.png", "1x", nil)], properties: #"{ "template-rendering-intent" : "original" }"#)
        try fixture.imageSet("c", [("c.png", "1x", nil)])
        let catalog = try fixture.load()
        #expect(try catalog.image(named: "a", scale: 1, scheme: .light)?.isTemplate == true)
        #expect(try catalog.image(named: "b", scale: 1, scheme: .light)?.isTemplate == false)
        #expect(try catalog.image(named: "c", scale: 1, scheme: .light)?.isTemplate == false)
    }

    @Test("groups are transparent unless they provide a namespace")
    func namespaces() throws {
        let fixture = try CatalogFixture()
        try fixture.write("Weather/Contents.json", #"{ "properties" : { "provides-namespace" : true } }"#)
        try fixture.imageSet("Weather/sun", [("sun.png", nil, nil)])
        try fixture.write("Plain/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        try fixture.colorSet("Plain/brand", rgb("0x11", "0x22", "0x33"))
        try fixture.write("NoContents/Deep/Contents.json", #"{ "properties" : { "provides-namespace" : true } }"#)
        try fixture.imageSet("NoContents/Deep/rain", [("rain.png", nil, nil)])
        let catalog = try fixture.load()
        #expect(catalog.imageNames == ["Deep/rain", "Weather/sun"])
        #expect(catalog.colorNames == ["brand"])
        #expect(try catalog.image(named: "sun", scale: 3, scheme: .light) == nil)
        #expect(try catalog.image(named: "Weather/sun", scale: 3, scheme: .light) != nil)
    }

    @Test("a symbol set is a template symbol named by its folder")
    func symbolSet() throws {
        let fixture = try CatalogFixture()
        try fixture.write("custom.bolt.symbolset/Contents.json", #"{ "symbols" : [ { "filename" : "custom.bolt.svg", "idiom" : "universal" } ] }"#)
        try fixture.write("custom.bolt.symbolset/custom.bolt.svg", "")
        let symbol = try #require(try fixture.load().image(named: "custom.bolt", scale: 3, scheme: .dark))
        #expect(symbol.kind == .symbol && symbol.isTemplate && symbol.file.lastPathComponent == "custom.bolt.svg")
    }

    @Test("the first catalog that has a name wins")
    func ordering() throws {
        let app = try CatalogFixture("App.xcassets"), library = try CatalogFixture("Library.xcassets")
        try app.colorSet("brand", rgb("0xFF", "0x00", "0x00"))
        try library.colorSet("brand", rgb("0x00", "0x00", "0xFF"))
        try library.colorSet("other", rgb("0x00", "0xFF", "0x00"))
        let catalogs = try AssetCatalogs.load([app.url, library.url])
        #expect(try catalogs.color(named: "brand", scheme: .light)?.description == "#FF0000")
        #expect(try catalogs.color(named: "other", scheme: .light)?.description == "#00FF00")
        #expect(try catalogs.color(named: "none", scheme: .light) == nil)
    }

    // MARK: Colour sets

    @Test("every component form Xcode writes gives the same colour", arguments: [
        rgb("0.200", "0.400", "1.000"),
        rgb("51", "102", "255"),
        rgb("0x33", "0x66", "0xFF"),
        rgb("0x33", "102", "1.000"),
        #"{ "red" : 0.2, "green" : 0.4, "blue" : 1, "alpha" : 1 }"#,
    ])
    func componentForms(components: String) throws {
        let fixture = try CatalogFixture()
        try fixture.colorSet("brand", components)
        let color = try #require(try fixture.load().color(named: "brand", scheme: .light))
        #expect(color == RGBA(red: 51.0 / 255, green: 102.0 / 255, blue: 1))
    }

    @Test("alpha is a float; a dark colour is used in dark mode, the any one in light mode")
    func alphaAndDark() throws {
        let fixture = try CatalogFixture()
        try fixture.colorSet("brand", rgb("0x1A", "0x7F", "0x37", alpha: "0.500"), dark: rgb("0x3F", "0xB9", "0x50", alpha: "1"))
        let catalog = try fixture.load()
        #expect(try catalog.color(named: "brand", scheme: .light)?.description == "#1A7F37@0.50")
        #expect(try catalog.color(named: "brand", scheme: .dark)?.description == "#3FB950")
    }

    @Test("High Contrast entries: chosen under Increase Contrast with their luminosity, never otherwise")
    func highContrast() throws {
        let fixture = try CatalogFixture()
        func entry(_ hex: String, _ appearances: [(String, String)]) -> String {
            let traits = appearances.map { #"{ "appearance" : "\#($0.0)", "value" : "\#($0.1)" }"# }.joined(separator: ", ")
            let h = Array(hex)
            let components = rgb("0x" + String(h[0...1]), "0x" + String(h[2...3]), "0x" + String(h[4...5]))
            return #"{ "appearances" : [ \#(traits) ], "color" : { "color-space" : "srgb", "components" : \#(components) }, "idiom" : "universal" }"#
        }
        func colorSet(_ name: String, _ entries: [String]) throws {
            try fixture.write("\(name).colorset/Contents.json", #"{ "colors" : [ "# + entries.joined(separator: ", ") + " ] }")
        }
        // As Xcode writes "Any, Dark" with High Contrast ticked: four entries.
        try colorSet("brand", [entry("1A7F37", []), entry("3FB950", [("luminosity", "dark")]),
                               entry("0B4F1F", [("contrast", "high")]), entry("7EE08F", [("luminosity", "dark"), ("contrast", "high")])])
        // Only an any-appearance high-contrast entry: Dark Mode keeps its dark colour.
        try colorSet("partial", [entry("FF0000", []), entry("0000FF", [("luminosity", "dark")]), entry("880000", [("contrast", "high")])])
        let catalog = try fixture.load()
        func color(_ name: String, _ scheme: ColorScheme, _ contrast: ColorSchemeContrast) throws -> String? {
            try catalog.color(named: name, scheme: scheme, contrast: contrast)?.description
        }
        #expect(try color("brand", .light, .standard) == "#1A7F37")
        #expect(try color("brand", .dark, .standard) == "#3FB950")
        #expect(try color("brand", .light, .increased) == "#0B4F1F")
        #expect(try color("brand", .dark, .increased) == "#7EE08F")
        #expect(try color("partial", .light, .increased) == "#880000")
        #expect(try color("partial", .dark, .increased) == "#0000FF")
        #expect(try color("partial", .dark, .standard) == "#0000FF")

        // Through Color("brand") in a view's environment, as a widget reads it.
        var env = EnvironmentValues()
        env.assetCatalogs = AssetCatalogs([catalog])
        env.colorScheme = .dark
        env._colorSchemeContrast = .increased
        #expect(Color("brand").resolve(in: env).description == "#7EE08F")
    }

    @Test("Display P3 is converted to sRGB through linear light; out-of-gamut channels clamp")
    func displayP3() throws {
        let fixture = try CatalogFixture()
        try fixture.colorSet("mid", space: "display-p3", rgb("0.800", "0.400", "0.200"))
        try fixture.colorSet("red", space: "display-p3", rgb("1.000", "0.000", "0.000"))
        try fixture.colorSet("grey", space: "display-p3", rgb("0.500", "0.500", "0.500"))
        let catalog = try fixture.load()
        let mid = try #require(try catalog.color(named: "mid", scheme: .light))
        #expect(abs(mid.red - 0.859570) < 1e-5 && abs(mid.green - 0.370402) < 1e-5 && abs(mid.blue - 0.123434) < 1e-5, "\(mid)")
        // P3 red is (1.0931, -0.2267, -0.1501) in extended sRGB (CSS Color 4), clamped.
        let (r, g, b) = CatalogColorSpace.displayP3ToLinearSRGB(1, 0, 0)
        #expect(abs(CatalogColorSpace.encode(r) - 1.093066) < 1e-5 && abs(CatalogColorSpace.encode(g) + 0.226742) < 1e-5
                && abs(CatalogColorSpace.encode(b) + 0.150135) < 1e-5)
        #expect(try catalog.color(named: "red", scheme: .light) == RGBA(red: 1, green: 0, blue: 0))
        let grey = try #require(try catalog.color(named: "grey", scheme: .light))
        #expect(abs(grey.red - 0.5) < 1e-9 && abs(grey.green - 0.5) < 1e-9 && abs(grey.blue - 0.5) < 1e-9, "same white point and curve")
    }

    @Test("extended and grey colour spaces", arguments: [
        ("extended-srgb", rgb("1.200", "-0.100", "0.500"), 1.0, 0.0, 0.5),
        ("extended-linear-srgb", rgb("0.214041", "1.000", "0.000"), 0.5, 1.0, 0.0),
        ("gray-gamma-22", #"{ "white" : "0.500", "alpha" : "1.000" }"#, 0.503867, 0.503867, 0.503867),
        ("extended-gray", #"{ "white" : "1.000", "alpha" : "1.000" }"#, 1.0, 1.0, 1.0),
    ])
    func otherSpaces(space: String, components: String, r: Double, g: Double, b: Double) throws {
        let fixture = try CatalogFixture()
        try fixture.colorSet("c", space: space, components)
        let c = try #require(try fixture.load().color(named: "c", scheme: .light))
        #expect(abs(c.red - r) < 1e-4 && abs(c.green - g) < 1e-4 && abs(c.blue - b) < 1e-4, "\(c)")
    }

    @Test("a missing colour names the set to add to the first catalog")
    func missingColour() throws {
        let fixture = try CatalogFixture("App.xcassets")
        var env = EnvironmentValues()
        env.assetCatalogs = AssetCatalogs([try fixture.load()])
        env.diagnostics = RenderDiagnostics()
        #expect(Color("nope").resolve(in: env).alpha == 0, "drawn clear, as SwiftUI does")
        #expect(env.diagnostics?.warnings.map(\.message) == ["no colour set named 'nope': add nope.colorset to App.xcassets; drawn clear"])
    }

    @Test("Color.accentColor is the catalog's AccentColor set, light and dark, as Xcode's global accent colour; system blue without one; a tint still wins")
    func accentColorFromCatalog() throws {
        let fixture = try CatalogFixture("App.xcassets")
        try fixture.colorSet("AccentColor", rgb("0x2E", "0x9E", "0x6B"), dark: rgb("0x4C", "0xD9", "0x96"))
        var env = EnvironmentValues()
        #expect(Color.accentColor.resolve(in: env) == SystemColor.systemBlue.resolve(in: env))
        env.assetCatalogs = AssetCatalogs([try fixture.load()])
        #expect(Color.accentColor.resolve(in: env).description == "#2E9E6B")
        env.colorScheme = .dark
        #expect(Color.accentColor.resolve(in: env).description == "#4CD996")
        env.accentTint = .red
        #expect(Color.accentColor.resolve(in: env) == Color.red.resolve(in: env))
    }

    // MARK: Bad input

    @Test("a broken set is an error naming its file and key when it is used, not before", arguments: [
        ("bad.colorset", "not json", "the top level"),
        ("bad.colorset", #"{ "colors" : { "idiom" : "universal" } }"#, "key 'colors': expected Array"),
        ("bad.colorset", #"{ "colors" : [ { "idiom" : "universal", "color" : { "color-space" : "cmyk", "components" : {} } } ] }"#,
         "key 'colors[0].color.color-space': unknown colour space 'cmyk'; use one of srgb, display-p3"),
        ("bad.colorset", #"{ "colors" : [ { "idiom" : "universal", "color" : { "color-space" : "srgb", "components" : { "red" : "0xZZ", "green" : "0", "blue" : "0", "alpha" : "1.000" } } } ] }"#,
         "key 'colors[0].color.components.red': '0xZZ' is not a colour component; write a float"),
        ("bad.colorset", #"{ "colors" : [ { "idiom" : "universal", "color" : { "color-space" : "srgb", "components" : { "red" : "300", "green" : "0", "blue" : "0" } } } ] }"#,
         "key 'colors[0].color.components.red': '300' is not a colour component"),
        ("bad.colorset", #"{ "colors" : [ { "idiom" : "universal", "color" : { "color-space" : "srgb", "components" : { "red" : "0", "blue" : "0" } } } ] }"#,
         "key 'colors[0].color.components.green': missing"),
        ("bad.imageset", #"{ "images" : [ { "idiom" : "universal", "scale" : "1x" }, { "idiom" : "universal", "scale" : "2x" } ] }"#,
         "key 'images': no file for any scale; drop a PNG"),
        ("bad.imageset", #"{ "images" : [ { "filename" : "gone.png", "idiom" : "universal", "scale" : "2x" } ] }"#,
         "key 'images[0].filename': the file 'gone.png' is missing; add gone.png to bad.imageset"),
        ("bad.imageset", #"{ "images" : [ { "filename" : "../x.png", "idiom" : "universal" } ] }"#,
         "key 'images[0].filename': '../x.png' is not a file name"),
        ("bad.imageset", #"{ "images" : [ { "filename" : 5, "idiom" : "universal" } ] }"#, "key 'images[0].filename': expected String"),
        ("bad.imageset", #"{ "images" : [ ], "properties" : { "template-rendering-intent" : "tinted" } }"#, "key 'images': no file for any scale"),
        ("bad.symbolset", #"{ "symbols" : [ { "idiom" : "universal" } ] }"#, "key 'symbols': no SVG file"),
    ])
    func brokenSet(folder: String, contents: String, message: String) throws {
        let fixture = try CatalogFixture()
        try fixture.write("\(folder)/Contents.json", contents)
        try fixture.colorSet("fine", rgb("0x00", "0x00", "0x00"))
        let catalog = try fixture.load()   // loading succeeds: other assets still work
        #expect(try catalog.color(named: "fine", scheme: .light) != nil)
        #expect {
            _ = try catalog.color(named: "bad", scheme: .light)
            _ = try catalog.image(named: "bad", scale: 3, scheme: .light)
        } throws: { error in
            let s = "\(error)"
            return s.contains("\(folder)/Contents.json") && s.contains(message)
        }
    }

    @Test("an unreadable catalog or group is an error at load, naming the file", arguments: [
        ("Contents.json", "{ nope", "Test.xcassets/Contents.json: the top level"),
        ("Group/Contents.json", #"{ "properties" : { "provides-namespace" : "yes" } }"#,
         "Group/Contents.json: key 'properties.provides-namespace': expected Bool"),
    ])
    func brokenCatalog(path: String, contents: String, message: String) throws {
        let fixture = try CatalogFixture()
        try fixture.write(path, contents)
        #expect { try fixture.load() } throws: { "\($0)".contains(message) && "\($0)".contains("fix the") }
        #expect { try AssetCatalog.load(from: fixture.url.appendingPathComponent("Missing.xcassets")) } throws: {
            "\($0)".contains("Missing.xcassets: cannot be read (not an asset catalog folder")
        }
    }
}
