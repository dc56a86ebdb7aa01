import Foundation
import Testing
@testable import vignette_asset_symbols

/// The name conversion, against names and identifiers from Xcode's own generated files.
@Suite("Asset symbol names")
struct SymbolNameTests {
    @Test("camel case: words cut at separators, case changes and digits", arguments: [
        ("SunAccent", "sunAccent"), ("a1", "a1"), ("Kill Bill", "killBill"), ("sun-line", "sunLine"),
        ("file_copy", "fileCopy"), ("UAEFlag", "uaeFlag"), ("YP Background", "ypBackground"),
        ("ControlPanelSET", "controlPanelSET"), ("LoginFaceIDIcon", "loginFaceIDIcon"), ("O1LUkwy", "o1LUkwy"),
        ("MuseumMap-8k", "museumMap8K"), ("myFirstFloor_v03-metric", "myFirstFloorV03Metric"),
        ("TweedSampleTwo 1", "tweedSampleTwo1"), ("Connecting0_", "connecting0"), ("icon_ID ", "iconID"),
        ("repeat.slash", "repeatSlash"), ("Icons/Sun", "iconsSun"), ("welcomeVCimage", "welcomeVCimage"),
    ])
    func camelCase(name: String, identifier: String) {
        #expect(SymbolName.identifier(for: name, kind: .image) == identifier)
    }

    @Test("a last word Color or Image is dropped when other words remain")
    func suffixes() {
        #expect(SymbolName.identifier(for: "AccentColor", kind: .color) == "accent")
        #expect(SymbolName.identifier(for: "shadowColor 1", kind: .color) == "shadowColor1")
        #expect(SymbolName.identifier(for: "noImage", kind: .image) == "no")
        #expect(SymbolName.identifier(for: "adult_products_image", kind: .image) == "adultProducts")
        #expect(SymbolName.identifier(for: "Initial-Image", kind: .image) == "initial")
        #expect(SymbolName.identifier(for: "Image", kind: .image) == "image")
        #expect(SymbolName.identifier(for: "BrandImage", kind: .color) == "brandImage", "only the kind's own word")
    }

    @Test("leading digits get an underscore; all-capital names keep their words joined with _", arguments: [
        ("1", "_1"), ("10ru", "_10Ru"), ("402a", "_402A"), ("1_back_arm", "_1BackArm"),
        ("0b3b21ff27f67b9e5821e5ffee7366c5", "_0B3B21Ff27F67B9E5821E5Ffee7366C5"),
        ("10C", "_10_C"), ("VU METERSET !", "VU_METERSET"),
    ])
    func digitsAndCapitals(name: String, identifier: String) {
        #expect(SymbolName.identifier(for: name, kind: .image) == identifier)
    }

    @Test("keywords are escaped; names with no letter or digit have no symbol")
    func keywordsAndEmpty() {
        #expect(SymbolName.identifier(for: "Default", kind: .image).map(SymbolName.escaped) == "`default`")
        #expect(SymbolName.identifier(for: "subscript", kind: .image).map(SymbolName.escaped) == "`subscript`")
        #expect(SymbolName.identifier(for: "open", kind: .image).map(SymbolName.escaped) == "open")
        #expect(SymbolName.identifier(for: "--", kind: .color) == nil)
    }

    @Test("the generated file: resources, framework members, collisions and clashes as Xcode words them")
    func generatedFile() {
        let assets = [
            Asset(name: "Red", kind: .color), Asset(name: "SunAccent", kind: .color),
            Asset(name: "Sun Accent", kind: .color), Asset(name: "Backdrop", kind: .image), Asset(name: "checkmark", kind: .image),
        ].sorted { $0.name < $1.name }
        let text = SymbolsFile(assets: assets, bundle: "Foundation.Bundle.module").text
        #expect(text.contains(#"static let sunAccent = Vignette.ColorResource(name: "Sun Accent", bundle: resourceBundle)"#))
        #expect(text.contains(#"#warning("The \"SunAccent\" color asset name resolves to the symbol \"sunAccent\" which already exists. Try renaming the asset.")"#))
        #expect(text.contains(#"static let red = Vignette.ColorResource(name: "Red", bundle: resourceBundle)"#))
        #expect(text.contains(#"#warning("The \"Red\" color asset name resolves to a conflicting Color symbol \"red\". Try renaming the asset.")"#))
        #expect(text.contains(#"#warning("The \"Red\" color asset name resolves to a conflicting UIColor symbol \"red\". Try renaming the asset.")"#))
        #expect(!text.contains("static var red"))
        #expect(text.components(separatedBy: "static var sunAccent: Vignette.Color").count == 3, "Color and ShapeStyle")
        #expect(text.contains("static var sunAccent: Vignette.UIColor"))
        #expect(text.contains("static var backdrop: Vignette.UIImage"))
        #expect(text.contains(#"static let checkmark = Vignette.ImageResource(name: "checkmark", bundle: resourceBundle)"#))
        #expect(!text.contains("static var checkmark"))
    }

    @Test("catalogs: colour and image sets at any depth, namespaces from groups, other sets skipped")
    func scan() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-symbols-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = root.appendingPathComponent("Assets.xcassets")
        for folder in ["Brand/Accent.colorset", "Plain/Dot.imageset", "Icon.symbolset", "AppIcon.appiconset", "Backdrop.imageset"] {
            try FileManager.default.createDirectory(at: catalog.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try #"{ "properties" : { "provides-namespace" : true } }"#.write(
            to: catalog.appendingPathComponent("Brand/Contents.json"), atomically: true, encoding: .utf8)
        #expect(try CatalogScan.assets(in: [catalog]) == [
            Asset(name: "Backdrop", kind: .image), Asset(name: "Brand/Accent", kind: .color), Asset(name: "Dot", kind: .image),
        ])
    }
}
