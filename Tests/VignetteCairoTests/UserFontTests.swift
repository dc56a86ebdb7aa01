import Foundation
import Testing
import VignetteCore
import VignetteCairo

/// Fonts the widget author bundles: DejaVu (fonts-dejavu-core), which Vignette's own
/// configuration leaves out, stands in for one.
@Suite("User fonts")
struct UserFontTests {
    static let dejaVu = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu")
    let renderer: CairoRenderer

    init() throws {
        try #require(FileManager.default.fileExists(atPath: Self.dejaVu.appendingPathComponent("DejaVuSans.ttf").path),
                     "DejaVu Sans is missing: run Scripts/setup.sh (Debian package fonts-dejavu-core)")
        renderer = try CairoRenderer(userFonts: UserFonts([Self.dejaVu]))
    }

    private func measured(_ text: String, _ font: Font) -> (width: CGFloat, families: [String]) {
        var env = EnvironmentValues()
        env.font = font
        let resolved = Text(text)._resolvedForTesting(in: env)
        let engine = renderer.textEngine
        return (engine.measure(resolved, proposal: .unspecified).size.width, engine.fontUsage(resolved).families)
    }

    @Test("a registered font is selected by family name and by PostScript name, with the face's weight and slant")
    func familyAndPostScriptName() throws {
        let sample = "Hamburgefonstiv 0123"
        let inter = measured(sample, .custom("Inter", size: 17))
        let family = measured(sample, .custom("DejaVu Sans", size: 17))
        let bold = measured(sample, .custom("DejaVuSans-Bold", size: 17))
        let condensed = measured(sample, .custom("DejaVuSansCondensed-Bold", size: 17))
        #expect(inter.families == ["Inter"])
        #expect(family.families == ["DejaVu Sans"])
        #expect(bold.families == ["DejaVu Sans"])
        // The condensed face has two family names; the one that selects it is kept (Pango describes it by the first).
        #expect(renderer.fonts.face(named: "DejaVuSansCondensed-Bold", size: 17) == FontFace(family: "DejaVu Sans Condensed", weight: 700, italic: false))
        #expect(family.width != inter.width)
        #expect(bold.width > family.width, "the PostScript name's bold face: \(bold.width) against \(family.width)")
        #expect(condensed.width < bold.width)
        let face = renderer.fonts.face(named: "DejaVuSerif-BoldItalic", size: 17)
        #expect(face == FontFace(family: "DejaVu Serif", weight: 700, italic: true))
        #expect(renderer.fonts.face(named: "DejaVu Sans", size: 17) == FontFace(family: "DejaVu Sans", weight: nil, italic: nil))
        // And it draws.
        let view = Text("Aa").font(.custom("DejaVuSans-Bold", fixedSize: 20)).frame(width: 60, height: 30)
        let png = try renderer.renderWidgetPNG(view, family: .systemSmall, appearance: .light, name: "fonts")
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("without the user's fonts, the same names fall back to the system font")
    func notRegisteredElsewhere() throws {
        let plain = try CairoRenderer(userFonts: .empty)
        #expect(!plain.fonts.hasFamily("DejaVu Sans"))
        #expect(plain.fonts.face(named: "DejaVuSans-Bold", size: 17).family == "Inter")
    }

    @Test("an unknown name is drawn in Inter at its size (Inter Display from 20 pt), and the warning says where to add the font")
    func unknownName() {
        let name = "NoSuchFont-Regular"
        #expect(measured("Hello", .custom(name, size: 17)) == measured("Hello", .custom("Inter", size: 17)))
        #expect(renderer.fonts.face(named: name, size: 17).family == "Inter")
        #expect(renderer.fonts.face(named: name, size: 28).family == "Inter Display")
        #expect(FontConfiguration.unknownNameMessage(name, origin: UserFonts.fromEnvironment([:]).origin)
            == "no font named 'NoSuchFont-Regular' (neither a family nor a PostScript name among the registered fonts); "
            + "drawing it in Inter. Add the font file to a folder and list it in VIGNETTE_FONTS (colon-separated font files and folders)")
        // In a render it is a warning with the view path, once.
        let result = renderer.layoutWidget(VStack { Text("a").font(.custom(name, size: 17)); Text("b").font(.custom(name, size: 12)) },
                                           family: .systemSmall, appearance: .light)
        #expect(result.warnings.map(\.description) == ["VStack > Font.custom(\"NoSuchFont-Regular\"): "
            + FontConfiguration.unknownNameMessage(name, origin: renderer.fonts.userFonts.origin)], "\(result.warnings)")
    }

    @Test("VIGNETTE_FONTS lists files and folders, colon-separated")
    func environment() {
        let fonts = UserFonts.fromEnvironment(["VIGNETTE_FONTS": "/a/fonts::/b/Inter-Bold.otf"])
        #expect(fonts.paths.map(\.path) == ["/a/fonts", "/b/Inter-Bold.otf"])
        #expect(fonts.origin == "a folder listed in VIGNETTE_FONTS (/a/fonts:/b/Inter-Bold.otf)")
        #expect(UserFonts.fromEnvironment([:]).paths.isEmpty)
    }

    @Test("every face, Vignette's and the author's, is one cairo was given: cairo never closes it under another render thread")
    func facesAreGivenToCairo() throws {
        // cairo 1.16 closes faces it opened itself without their lock (SharedFontFaces.swift).
        #expect(renderer.fonts.filesWithoutSharedFace == [])
        #expect(try FontConfiguration.shared().filesWithoutSharedFace == [])
    }

    @Test("a corrupt font file, or a missing path, is an error naming the file and what to do")
    func corruptFont() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-fonts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("nested"), withIntermediateDirectories: true)
        var generator = SystemRandomNumberGenerator()
        let garbage = Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let bad = folder.appendingPathComponent("nested/Broken-Regular.ttf")
        try garbage.write(to: bad)
        let assets = try AssetLocation.locate()
        #expect {
            try FontConfiguration(assets: assets, userFonts: UserFonts([folder]))
        } throws: { error in
            "\(error)" == "\(bad.path): cannot be read (fontconfig found no font in it: replace it with a working TrueType or OpenType font "
                + "(.ttf, .otf, .ttc) or remove it from one of the font paths given to Vignette (\(folder.path)))"
        }
        let missing = folder.appendingPathComponent("absent")
        #expect(throws: VignetteError.unreadableFile(path: missing.path, reason:
            "no such font file or folder; fix the path or remove it from one of the font paths given to Vignette (\(missing.path))")) {
            try FontConfiguration(assets: assets, userFonts: UserFonts([missing]))
        }
    }
}
