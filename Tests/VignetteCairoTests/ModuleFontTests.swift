import Foundation
import Testing
import VignetteCore
import VignetteCairo

/// Fonts in a resource bundle's `Fonts` folder are that module's, as its catalogs are: a view
/// declared in this module (VignetteCairoTests) that names a font only another module ships is
/// drawn with it, with a warning saying where to add the file.
@Suite("Module fonts")
struct ModuleFontTests {
    static let dejaVu = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")

    /// A `Fonts` folder holding DejaVu Sans in a resource bundle named `bundle`.
    static func fonts(in bundle: String) throws -> (folder: URL, fonts: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-module-fonts-\(UUID().uuidString)")
        let fonts = folder.appendingPathComponent("\(bundle)/Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: dejaVu, to: fonts.appendingPathComponent("DejaVuSans.ttf"))
        return (folder, fonts)
    }

    static func warnings<V: View>(_ view: V, fonts: URL) throws -> [RenderWarning] {
        let renderer = try CairoRenderer(catalogs: [], userFonts: UserFonts([fonts]))
        return ViewLayout.layout(view, proposal: .unspecified, environment: renderer.baseEnvironment, measurer: renderer.textEngine).warnings
    }

    @Test("a font only another module ships is drawn, with a warning naming its bundle and where to add it")
    func otherModulesFont() throws {
        try #require(FileManager.default.fileExists(atPath: Self.dejaVu.path), "run Scripts/setup.sh (fonts-dejavu-core)")
        let (folder, fonts) = try Self.fonts(in: "Widgets_OtherWidgets.resources")
        defer { try? FileManager.default.removeItem(at: folder) }
        let warnings = try Self.warnings(Caption(font: "DejaVuSans"), fonts: fonts)
        #expect(warnings.map(\.cause) == ["other-module-asset"])
        #expect(warnings.first?.viewPath == "Caption > Font.custom(\"DejaVuSans\")")
        #expect(warnings.first?.message == "'DejaVuSans' is in the Fonts folder of Widgets_OtherWidgets.resources, not of "
            + "VignetteCairoTests, the module that declares the view: drawn with it; add the font file to the VignetteCairoTests "
            + "target's Fonts folder, declared with resources: [.copy(\"Fonts\")] (on iOS each widget extension ships its own fonts)")
    }

    @Test("the module's own fonts, Vignette's and fonts outside resource bundles draw with no warning")
    func ownFonts() throws {
        try #require(FileManager.default.fileExists(atPath: Self.dejaVu.path), "run Scripts/setup.sh (fonts-dejavu-core)")
        let (folder, fonts) = try Self.fonts(in: "Widgets_VignetteCairoTests.resources")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.warnings(Caption(font: "DejaVu Sans"), fonts: fonts).isEmpty)
        #expect(try Self.warnings(Caption(font: "Inter"), fonts: fonts).isEmpty)
        let (plainFolder, plain) = try Self.fonts(in: "Shared")
        defer { try? FileManager.default.removeItem(at: plainFolder) }
        #expect(try Self.warnings(Caption(font: "DejaVu Sans"), fonts: plain).isEmpty)
    }
}

private nonisolated struct Caption: View {
    let font: String
    var body: some View { Text("Hi").font(.custom(font, size: 17)) }
}
