import Foundation
import Testing
import VignetteCore
import VignetteCairo

@Suite("Images")
struct ImageTests {
    let renderer: CairoRenderer
    let folder: URL

    init() throws {
        renderer = try CairoRenderer()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// A 20×10 px PNG: left half red, right half blue, rendered by Vignette itself.
    private func twoColourPNG() throws -> URL {
        let list = DisplayList(size: CGSize(width: 20, height: 10), scale: 1, items: [
            .fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), .color(RGBA(hex: 0xFF0000)), FillStyle()),
            .fill(Path(CGRect(x: 10, y: 0, width: 10, height: 10)), .color(RGBA(hex: 0x0000FF)), FillStyle()),
        ])
        let url = folder.appendingPathComponent("two.png")
        try renderer.pngData(list).write(to: url)
        return url
    }

    private func render<V: View>(_ view: V, size: CGSize) throws -> (LayoutResult, RGBAImage) {
        var env = renderer.baseEnvironment
        env.displayScale = 1
        let result = ViewLayout.layout(view, in: size, environment: env, measurer: renderer.textEngine)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        return (result, try renderer.pixels(result.displayList))
    }

    @Test("an image that is not resizable keeps its natural size")
    func naturalSize() throws {
        let url = try twoColourPNG()
        let (result, pixels) = try render(Image(contentsOf: url), size: CGSize(width: 100, height: 100))
        #expect(result.tree.frames(named: "Image").first == CGRect(x: 40, y: 45, width: 20, height: 10))
        #expect(pixels[42, 50] == (255, 0, 0, 255))
        #expect(pixels[57, 50] == (0, 0, 255, 255))
        #expect(pixels[30, 50].a == 0)
    }

    @Test("resizable + scaledToFill + clipped crops the overflow")
    func aspectFill() throws {
        let url = try twoColourPNG()
        let view = Image(contentsOf: url).resizable().scaledToFill().frame(width: 40, height: 40).clipped()
        let (result, pixels) = try render(view, size: CGSize(width: 40, height: 40))
        #expect(result.tree.frames(named: "Image").first == CGRect(x: -20, y: 0, width: 80, height: 40))
        #expect(pixels[2, 20].r > 200 && pixels[2, 20].b < 40, "left edge shows red")
        #expect(pixels[37, 20].b > 200 && pixels[37, 20].r < 40, "right edge shows blue")
    }

    @Test("a symbol is tinted with the foreground style and sized by the font")
    func symbolTint() throws {
        let view = Image(systemName: "heart.fill").font(.system(size: 20)).foregroundStyle(Color(red: 1, green: 0, blue: 0))
        let (result, pixels) = try render(view, size: CGSize(width: 40, height: 40))
        #expect(result.tree.frames(named: "Image").first == CGRect(x: 8, y: 8, width: 24, height: 24))
        #expect(pixels[20, 20] == (255, 0, 0, 255))
    }

    @Test("flipsForRightToLeftLayoutDirection mirrors an image in a right-to-left layout only")
    func mirroring() throws {
        let url = try twoColourPNG()
        let flipped = try render(Image(contentsOf: url).flipsForRightToLeftLayoutDirection(true)
            .environment(\.layoutDirection, .rightToLeft), size: CGSize(width: 20, height: 10)).1
        #expect(flipped[2, 5] == (0, 0, 255, 255) && flipped[17, 5] == (255, 0, 0, 255), "blue now on the left")
        let unflipped = try render(Image(contentsOf: url).flipsForRightToLeftLayoutDirection(true), size: CGSize(width: 20, height: 10)).1
        #expect(unflipped[2, 5] == (255, 0, 0, 255), "left to right: as drawn")
    }

    @Test("flipsForRightToLeftLayoutDirection mirrors a whole subtree about its own frame")
    func mirroringSubtree() throws {
        // Right to left the HStack puts red on the right; the flip draws it back on the left.
        // The short green bar on the red column's leading (right) edge moves to its left edge.
        let content = HStack(spacing: 0) {
            VStack(alignment: .leading, spacing: 0) {
                Color(red: 0, green: 1, blue: 0).frame(width: 5, height: 2)
                Color(red: 1, green: 0, blue: 0)
            }
            Color(red: 0, green: 0, blue: 1)
        }
        .frame(width: 40, height: 10)
        let view = HStack(spacing: 0) {
            Color.black.frame(width: 20, height: 10)
            content.flipsForRightToLeftLayoutDirection(true)
        }
        .environment(\.layoutDirection, .rightToLeft)
        let (result, pixels) = try render(view, size: CGSize(width: 60, height: 10))
        #expect(result.displayList.description.contains("mirrored about x 20"))
        #expect(pixels[2, 5] == (255, 0, 0, 255) && pixels[37, 5] == (0, 0, 255, 255), "red left, blue right")
        #expect(pixels[2, 0] == (0, 255, 0, 255) && !(pixels[17, 0] == (0, 255, 0, 255)), "green bar mirrored within the red column")
        #expect(pixels[50, 5] == (0, 0, 0, 255), "the sibling outside is not mirrored")
    }

    @Test("under a placeholder redaction an image becomes a rounded box of its frame")
    func redactedImage() throws {
        let url = try twoColourPNG()
        var env = renderer.baseEnvironment
        env.displayScale = 1
        let result = ViewLayout.layout(Image(contentsOf: url).redacted(reason: .placeholder), in: CGSize(width: 100, height: 100),
                                       environment: env, measurer: renderer.textEngine)
        #expect(!result.displayList.items.contains { if case .image = $0 { true } else { false } })
        #expect(result.displayList.items.count == 1)
        let pixels = try renderer.pixels(result.displayList)
        #expect(pixels[50, 50] == (0xE5, 0xE5, 0xEA, 255), "system gray 5")
    }

    @Test("image errors name the file and what to do", arguments: [
        ("missing", "no image named 'missing': add missing.imageset (or a custom symbol's missing.symbolset) to Assets.xcassets"),
    ])
    func missingImage(name: String, message: String) throws {
        let (result, _) = (ViewLayout.layout(Image(name), in: CGSize(width: 10, height: 10), environment: renderer.baseEnvironment,
                                             measurer: renderer.textEngine), ())
        #expect(result.warnings.count == 1 && result.warnings[0].message.contains(message), "\(result.warnings)")
        #expect(result.warnings.first?.viewPath == "Canvas > Image(\"\(name)\")" || result.warnings.first?.viewPath == "Image(\"\(name)\")",
                "\(result.warnings)")
    }

    @Test("corrupt, truncated, oversized and hostile images are errors, never crashes")
    func badFiles() throws {
        let png = try Data(contentsOf: twoColourPNG())
        let cases: [(String, Data, String)] = [
            ("garbage.png", Data("not an image".utf8), "not a readable PNG or JPEG"),
            ("truncated.png", png.prefix(40), "not a readable PNG or JPEG"),
            ("broken.svg", Data("<svg><path".utf8), "not a valid SVG"),
            ("huge.svg", Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="10"/>"#.utf8), "larger than 8192"),
        ]
        for (name, data, message) in cases {
            let url = folder.appendingPathComponent(name)
            try data.write(to: url)
            let result = ViewLayout.layout(Image(contentsOf: url), in: CGSize(width: 10, height: 10), environment: renderer.baseEnvironment,
                                           measurer: renderer.textEngine)
            #expect(result.warnings.contains { $0.message.contains(name) && $0.message.contains(message) }, "\(name): \(result.warnings)")
        }
    }

    @Test("an SVG's references to other files are not loaded")
    func externalReferences() throws {
        let secret = folder.appendingPathComponent("secret.png")
        try Data(contentsOf: twoColourPNG()).write(to: secret)
        let svg = folder.appendingPathComponent("hostile.svg")
        try #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="10"><image xlink:href="\#(secret.path)" width="20" height="10"/><image xlink:href="http://example.invalid/x.png" width="20" height="10"/></svg>"#
            .write(to: svg, atomically: true, encoding: .utf8)
        let (_, pixels) = try render(Image(contentsOf: svg), size: CGSize(width: 20, height: 10))
        #expect(pixels.pixels.allSatisfy { $0 == 0 }, "nothing from the referenced files is drawn")
    }
}

@Suite("Asset names")
struct AssetNameTests {
    /// Symbol names become file names in `Assets/Symbols`; image names are only looked up in
    /// the catalogs' tables (`a/b` is a namespaced name there), never joined to a path.
    @Test("image and symbol names cannot reach outside the catalogs and Vignette's symbols", arguments: ["../../etc/passwd", "/etc/passwd", "..", ".hidden", "a/b"])
    func pathTraversal(name: String) throws {
        let renderer = try CairoRenderer()
        func problems<V: View>(_ view: V) -> [String] {
            ViewLayout.layout(view, in: CGSize(width: 10, height: 10), environment: renderer.baseEnvironment,
                              measurer: renderer.textEngine).warnings.map(\.message)
        }
        let symbol = problems(Image(systemName: name))
        #expect(symbol.contains { $0.contains("must be a plain file name inside Assets/Symbols") }, "\(symbol)")
        let image = problems(Image(name))
        #expect(image == ["no image named '\(name)': add \(name).imageset (or a custom symbol's \(name).symbolset) "
            + "to Assets.xcassets; nothing is drawn in its place"])
    }
}
