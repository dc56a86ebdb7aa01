import Foundation
import Testing
import VignetteCore
import VignetteCairo

/// Which catalog a view's `Color("name")` comes from when several targets' catalogs are beside
/// the program (issue 41: two widget targets' `AccentColor` and `WidgetBackground` used to shadow
/// each other, bundles in name order). The views below are declared in this module,
/// VignetteCairoTests.
@Suite("Module catalogs")
struct ModuleCatalogTests {
    /// Catalogs as SwiftPM lays resource bundles out beside a program: `<Package>_<Module>.resources`.
    /// `Widgets_OtherWidgets` sorts before this module's bundle, so a lookup in name order would
    /// take its sets.
    static func bundles() throws -> (folder: URL, other: URL, own: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-modules-\(UUID().uuidString)")
        let other = folder.appendingPathComponent("Widgets_OtherWidgets.resources/Assets.xcassets")
        let own = folder.appendingPathComponent("Widgets_VignetteCairoTests.resources/Assets.xcassets")
        for (catalog, accent, background) in [(other, "0xFF0000", "0x00FF00"), (own, "0x0000FF", "0x102030")] {
            try colorSet("AccentColor", accent, in: catalog)
            try colorSet("WidgetBackground", background, in: catalog)
        }
        try colorSet("OnlyElsewhere", "0xABCDEF", in: other)
        return (folder, other, own)
    }

    static func colorSet(_ name: String, _ red: String, in catalog: URL) throws {
        let set = catalog.appendingPathComponent("\(name).colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let json = #"{ "colors" : [ { "idiom" : "universal", "color" : { "color-space" : "srgb", "components" : "#
            + #"{ "red" : "\#(red.prefix(4))", "green" : "0x\#(red.dropFirst(4).prefix(2))", "blue" : "0x\#(red.suffix(2))", "alpha" : "1.000" } } } ] }"#
        try json.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
    }

    static func layout<V: View>(_ view: V, catalogs: [URL]) throws -> (list: String, warnings: [RenderWarning]) {
        let renderer = try CairoRenderer(catalogs: catalogs)
        let result = ViewLayout.layout(view, proposal: .unspecified, environment: renderer.baseEnvironment, measurer: renderer.textEngine)
        return (result.displayList.description, result.warnings)
    }

    @Test("AccentColor and WidgetBackground come from the declaring module's bundle, not the first bundle by name")
    func ownModuleFirst() throws {
        let (folder, other, own) = try Self.bundles()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.layout(Swatches(), catalogs: [other, own])
        #expect(result.list.contains("#0000FF"), "\(result.list)")
        #expect(result.list.contains("#102030") && !result.list.contains("#FF0000") && !result.list.contains("#00FF00"), "\(result.list)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test("a set only another module's bundle has is drawn from it, with a warning")
    func otherModuleWarns() throws {
        let (folder, other, own) = try Self.bundles()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.layout(Borrowed(), catalogs: [other, own])
        #expect(result.list.contains("#ABCDEF"), "\(result.list)")
        #expect(result.warnings.map(\.message) == [
            "'OnlyElsewhere' is not in the catalogs of VignetteCairoTests, the module that declares the view "
                + "(Widgets_VignetteCairoTests.resources/Assets.xcassets): drawn from Widgets_OtherWidgets.resources/Assets.xcassets; "
                + "add OnlyElsewhere.colorset to the VignetteCairoTests target's Assets.xcassets (on iOS a widget target sees only its own catalog)",
        ])
    }

    @Test("a module with no catalog of its own is told to add one")
    func moduleWithoutCatalog() throws {
        let (folder, other, _) = try Self.bundles()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.layout(Swatches(), catalogs: [other])
        #expect(result.list.contains("#FF0000"), "\(result.list)")
        #expect(result.warnings.first?.message.hasPrefix("VignetteCairoTests, the module that declares the view, has no asset catalog: "
            + "drawn from Widgets_OtherWidgets.resources/Assets.xcassets; add AccentColor.colorset to an Assets.xcassets in the "
            + "VignetteCairoTests target") == true, "\(result.warnings)")
    }

    @Test("a widget's container background is the declaring module's WidgetBackground")
    func containerBackground() throws {
        let (folder, other, own) = try Self.bundles()
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = try CairoRenderer(catalogs: [other, own])
        let result = renderer.layoutWidget(BackgroundedWidgetView(), family: .systemSmall, appearance: .light)
        let list = result.displayList.description
        #expect(list.contains("#102030") && !list.contains("#00FF00") && result.warnings.isEmpty, "\(list)\n\(result.warnings)")
    }

    @Test("a catalog outside any resource bundle is shared by every module, first found first, with no warning")
    func sharedCatalogs() throws {
        let (folder, other, _) = try Self.bundles()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shared = folder.appendingPathComponent("Shared/Brand.xcassets")
        try Self.colorSet("AccentColor", "0x445566", in: shared)
        try Self.colorSet("WidgetBackground", "0x778899", in: shared)
        let result = try Self.layout(Swatches(), catalogs: [other, shared])
        #expect(result.list.contains("#445566") && result.list.contains("#778899") && !result.list.contains("#FF0000"), "\(result.list)")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
}

private nonisolated struct Swatches: View {
    var body: some View {
        HStack {
            Color("AccentColor").frame(width: 10, height: 10)
            Color("WidgetBackground").frame(width: 10, height: 10)
        }
    }
}

private nonisolated struct Borrowed: View {
    var body: some View { Color("OnlyElsewhere").frame(width: 10, height: 10) }
}

private nonisolated struct BackgroundedWidgetView: View {
    var body: some View {
        Text("Hi").containerBackground(Color("WidgetBackground"), for: .widget)
    }
}
