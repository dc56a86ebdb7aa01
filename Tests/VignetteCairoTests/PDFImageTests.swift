import Foundation
import Testing
@testable import VignetteCore
import VignetteCairo
import VignetteTesting

/// PDF images in an asset catalog, as Xcode takes them: a single-scale PDF is an image of its
/// first page's size in points, rendered as a bitmap at the display scale, or drawn as vectors at
/// any size with "Preserve Vector Data".
@Suite("PDF images")
struct PDFImageTests {
    let catalog: URL
    let renderer: CairoRenderer

    init() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-pdf-\(UUID().uuidString)")
            .appendingPathComponent("Art.xcassets")
        func write(_ path: String, _ data: Data) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        func imageSet(_ name: String, properties: String = "") throws {
            try write("\(name).imageset/Contents.json", Data(#"""
            { "images" : [ { "filename" : "\#(name).pdf", "idiom" : "universal" } ],
              "info" : { "author" : "xcode", "version" : 1 }\#(properties.isEmpty ? "" : ", \"properties\" : { \(properties) }") }
            """#.utf8))
            try write("\(name).imageset/\(name).pdf", MinimalPDF.document())
        }
        try write("Contents.json", Data(#"{ "info" : { "author" : "xcode", "version" : 1 } }"#.utf8))
        try imageSet("badge")
        try imageSet("badge.vector", properties: #""preserves-vector-representation" : true"#)
        try imageSet("badge.template", properties: #""template-rendering-intent" : "template""#)
        try imageSet("badge.template.vector", properties: #""template-rendering-intent" : "template", "preserves-vector-representation" : true"#)
        catalog = root
        renderer = try CairoRenderer(catalogs: [root])
    }

    private func layout(_ view: some View, size: CGSize, scale: CGFloat) -> LayoutResult {
        var env = renderer.baseEnvironment
        env.displayScale = scale
        let result = ViewLayout.layout(view, in: size, environment: env, measurer: renderer.textEngine)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        return result
    }

    private func images(_ list: DisplayList) -> [ImageDrawing] {
        list.items.compactMap { if case .image(let i) = $0 { i } else { nil } }
    }

    @Test("a single-scale PDF is an image of its page's size in points, rendered at the display scale")
    func pageSizeAndRaster() throws {
        let result = layout(Image("badge"), size: CGSize(width: 20, height: 10), scale: 2)
        #expect(result.tree.frames(named: "Image").first == CGRect(x: 0, y: 0, width: 20, height: 10), "the page is 20×10 pt")
        let drawn = images(result.displayList)
        #expect(drawn.map(\.asset.kind) == [.bitmap] && drawn.first?.asset.rasterScale == 2, "Xcode's @2x rendition")
        let pixels = try renderer.pixels(result.displayList)
        #expect(pixels[10, 10] == (255, 0, 0, 255), "the red square")
        #expect(pixels[31, 14] == (0, 0, 0, 255), "the black triangle")
        #expect(pixels[39, 10].a == 0 && pixels[22, 2].a == 0, "no paper behind the drawing")
    }

    @Test("with Preserve Vector Data a resized PDF is drawn as vectors; without, its bitmap is scaled up")
    func vectorsWhenPreserved() throws {
        func edge(_ name: String) throws -> (inside: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), outside: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
            let result = layout(Image(name).resizable().frame(width: 200, height: 100), size: CGSize(width: 200, height: 100), scale: 1)
            let pixels = try renderer.pixels(result.displayList)
            return (pixels[99, 50], pixels[100, 50])
        }
        let vector = try edge("badge.vector")
        #expect(vector.inside == (255, 0, 0, 255) && vector.outside.a == 0, "the square's edge stays sharp at 10×: \(vector)")
        let bitmap = try edge("badge")
        #expect(bitmap.inside.a < 255 && bitmap.outside.a > 0, "a 20×10 px bitmap stretched 10× blurs its edge: \(bitmap)")
        #expect(images(layout(Image("badge.vector"), size: CGSize(width: 20, height: 10), scale: 3).displayList).map(\.asset.kind) == [.vector])
    }

    @Test("a template PDF is drawn in the foreground style, as vectors or as a bitmap", arguments: ["badge.template", "badge.template.vector"])
    func template(name: String) throws {
        let view = Image(name).foregroundStyle(Color(red: 0, green: 1, blue: 0))
        let pixels = try renderer.pixels(layout(view, size: CGSize(width: 20, height: 10), scale: 2).displayList)
        #expect(pixels[10, 10] == (0, 255, 0, 255) && pixels[31, 14] == (0, 255, 0, 255), "every opaque pixel is the style's colour")
        #expect(pixels[39, 10].a == 0)
        let original = try renderer.pixels(layout(Image(name).renderingMode(.original), size: CGSize(width: 20, height: 10), scale: 2).displayList)
        #expect(original[10, 10] == (255, 0, 0, 255))
    }

    @Test("in the tinted mode a desaturated PDF paints its luminance, as a PNG of the same colours does", arguments: ["badge", "badge.vector"])
    func luminance(name: String) throws {
        let png = catalog.deletingLastPathComponent().appendingPathComponent("red.png")
        try renderer.pngData(DisplayList(size: CGSize(width: 20, height: 10), scale: 1, items: [
            .fill(Path(CGRect(x: 0, y: 0, width: 20, height: 10)), .color(RGBA(hex: 0xFF0000)), FillStyle()),
        ])).write(to: png)
        func pixel(_ image: Image) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            let request = RenderRequest(.widget(.systemSmall), device: WidgetDevice.defaultDevice.withScale(1), appearance: .tinted)
            var env = renderer.baseEnvironment
            env.displayScale = 1
            let hosted = WidgetHostView(family: .systemSmall) { image.resizable().widgetAccentedRenderingMode(.desaturated).frame(width: 40, height: 20) }
            let result = request.layout(hosted, environment: env, measurer: renderer.textEngine)
            #expect(result.warnings.isEmpty, "\(result.warnings)")
            let pixels = try renderer.pixels(result.displayList)
            return pixels[pixels.width / 2 - 10, pixels.height / 2]
        }
        #expect(try pixel(Image(name)) == pixel(Image(contentsOf: png)), "the red square is masked by red's luminance")
    }

    @Test("a PDF file drawn with Image(contentsOf:) is drawn as vectors, its page's size")
    func looseFile() throws {
        let url = catalog.deletingLastPathComponent().appendingPathComponent("loose.pdf")
        try MinimalPDF.document(width: "40", height: "8").write(to: url)
        let result = layout(Image(contentsOf: url), size: CGSize(width: 40, height: 8), scale: 2)
        #expect(result.tree.frames(named: "Image").first?.size == CGSize(width: 40, height: 8))
        #expect(images(result.displayList).map(\.asset.kind) == [.vector])
    }

    /// The PDF as vectors and as bitmaps, natural size and stretched, template and tinted, at 2x.
    private nonisolated struct Sheet: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                HStack(spacing: 4) {
                    Image("badge")
                    Image("badge.vector")
                    Image("badge.template").foregroundStyle(.blue)
                    Image("badge.template.vector").foregroundStyle(.orange)
                }
                HStack(spacing: 4) {
                    Image("badge").resizable().frame(width: 60, height: 30)
                    Image("badge.vector").resizable().frame(width: 60, height: 30)
                }
                Image("badge.template.vector").resizable().aspectRatio(contentMode: .fit).frame(width: 124, height: 40)
                    .foregroundStyle(.purple)
            }
            .padding(4)
            .background(Color.white)
        }
    }

    @Test("PDF images draw as referenced, the same bytes every time")
    func matchesReference() throws {
        func render() throws -> Data {
            var env = renderer.baseEnvironment
            env.displayScale = 2
            let result = ViewLayout.layout(Sheet(), proposal: .unspecified, environment: env, measurer: renderer.textEngine)
            #expect(result.warnings.isEmpty, "\(result.warnings)")
            return try renderer.pngData(result.displayList)
        }
        let png = try render()
        #expect(try render() == png)
        assertReference(png, at: SnapshotLocations.snapshots("PDFImages").appendingPathComponent("pdf-images.png"), name: "PDFImages/sheet")
    }
}
