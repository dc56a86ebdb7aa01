import Foundation
import Testing
import VignetteCore
import VignetteCairo

@Suite("Backend")
struct BackendTests {
    @Test("a font missing from the private configuration is an error naming the Debian package")
    func missingFont() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        let real = try String(contentsOf: AssetLocation.locate().fontsConfiguration, encoding: .utf8)
        // The same configuration without Inter's folder, as on a machine without fonts-inter.
        let withoutInter = real.replacingOccurrences(of: "<dir>/usr/share/fonts/opentype/inter</dir>", with: "")
        try withoutInter.write(to: root.appendingPathComponent("Fonts/fonts.conf"), atomically: true, encoding: .utf8)
        #expect(throws: VignetteError.missingFont(family: "Inter", package: "fonts-inter")) {
            try FontConfiguration(assets: AssetLocation(root: root))
        }
        #expect("\(VignetteError.missingFont(family: "Inter", package: "fonts-inter"))"
            == "font 'Inter' is not installed: run Scripts/setup.sh (Debian package fonts-inter)")
    }

    @Test("the author's catalogs and Fonts folders are found in the resource bundles beside the program, Vignette's own in its bundle")
    func resourcesBesideTheProgram() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-bin-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fm = FileManager.default
        for path in ["Vignette_VignetteCore.resources/Fonts", "MyWidgets_Widgets.resources/Assets.xcassets",
                     "MyWidgets_Widgets.resources/Fonts", "MyWidgets_Widgets.resources/Other", "A_B.resources/Extra.xcassets"] {
            try fm.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        try Data("<fontconfig/>".utf8).write(to: folder.appendingPathComponent("Vignette_VignetteCore.resources/Fonts/fonts.conf"))
        let found = try AssetLocation.locate(environment: [:], executable: folder.appendingPathComponent("MyWidgets"))
        #expect(found.root == folder.appendingPathComponent("Vignette_VignetteCore.resources").standardizedFileURL)
        #expect(found.catalogs.map(\.lastPathComponent) == ["Extra.xcassets", "Assets.xcassets"], "bundles in name order")
        #expect(found.fonts.map(\.path) == [folder.appendingPathComponent("MyWidgets_Widgets.resources/Fonts").standardizedFileURL.path])

        // Without its bundle (a program built from this checkout), Vignette's resources come from its sources.
        try fm.removeItem(at: folder.appendingPathComponent("Vignette_VignetteCore.resources"))
        let fromSources = try AssetLocation.locate(environment: [:], executable: folder.appendingPathComponent("MyWidgets"))
        #expect(fm.fileExists(atPath: fromSources.fontsConfiguration.path))
        #expect(fromSources.fontsConfiguration.path.hasSuffix("Assets/Fonts/fonts.conf"))

        // VIGNETTE_ASSETS replaces the search; a folder it names must exist.
        let listed = try AssetLocation.locate(environment: ["VIGNETTE_ASSETS": folder.appendingPathComponent("A_B.resources").path],
                                              executable: folder.appendingPathComponent("MyWidgets"))
        #expect(listed.catalogs.map(\.lastPathComponent) == ["Extra.xcassets"] && listed.fonts.isEmpty)
        #expect(throws: VignetteError.unreadableFile(path: "/nonexistent", reason: "VIGNETTE_ASSETS names it, but there is no such folder")) {
            try AssetLocation.locate(environment: ["VIGNETTE_ASSETS": "/nonexistent"], executable: folder.appendingPathComponent("MyWidgets"))
        }
    }

    @Test("the private configuration sees only the fonts Vignette names")
    func hermeticFonts() throws {
        let fonts = try FontConfiguration.shared()
        for (family, _) in FontConfiguration.requiredFamilies { #expect(fonts.hasFamily(family), "\(family)") }
        #expect(!fonts.hasFamily("DejaVu Sans"), "system fonts must not be visible")
    }

    @Test("a hand-made display list rasterizes: fill, clip, layer opacity, gradient")
    func rasterizeDisplayList() throws {
        let renderer = try CairoRenderer()
        let list = DisplayList(size: CGSize(width: 10, height: 10), scale: 2, items: [
            .fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), .color(RGBA(hex: 0xFF0000)), FillStyle()),
            .pushClip(Path(CGRect(x: 0, y: 0, width: 5, height: 10)), FillStyle()),
            .fill(Path(CGRect(x: 0, y: 0, width: 10, height: 5)), .color(RGBA(hex: 0x0000FF)), FillStyle()),
            .popClip,
            .beginLayer(DisplayLayer(opacity: 0.5)),
            .fill(Path(CGRect(x: 0, y: 5, width: 10, height: 5)), .color(RGBA(hex: 0xFFFFFF)), FillStyle()),
            .endLayer,
        ])
        let image = try renderer.pixels(list)
        #expect(image.width == 20 && image.height == 20)
        #expect(image[2, 2] == (0, 0, 255, 255), "blue inside the clip")
        #expect(image[17, 2] == (255, 0, 0, 255), "red outside the clip")
        let blended = image[10, 15]
        #expect(blended.r == 255 && abs(Int(blended.g) - 128) <= 1 && blended.a == 255, "white at 50 % over red")
    }

    @Test("the display list prints as readable text")
    func displayListDump() {
        let list = DisplayList(size: CGSize(width: 10, height: 10), scale: 3, items: [
            .pushClip(Path(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2), FillStyle()),
            .fill(Path(CGRect(x: 1, y: 2, width: 3, height: 4)), .color(RGBA(hex: 0x34C759)), FillStyle()),
            .popClip,
        ])
        #expect(list.description == """
            DisplayList 10×10 @3x
              clip (0, 0, 10×10) path(18)
                fill (1, 2, 3×4) #34C759
              end clip
            """)
    }

    @Test("PNG decoding rejects bytes that are not a PNG with an error")
    func badPNG() {
        #expect(throws: VignetteError.self) { try RGBAImage.decodePNG(Data("not a png".utf8)) }
    }
}
