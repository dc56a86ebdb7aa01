import Foundation
import Testing
import VignetteCore
import VignetteCairo

@Suite("UIImage")
struct UIImageTests {
    let renderer: CairoRenderer

    init() throws { renderer = try CairoRenderer() }

    /// A 40×20 px PNG, left half red and right half blue, made by Vignette itself.
    private func twoColourPNG() throws -> Data {
        try renderer.pngData(DisplayList(size: CGSize(width: 40, height: 20), scale: 1, items: [
            .fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), .color(RGBA(hex: 0xFF0000)), FillStyle()),
            .fill(Path(CGRect(x: 20, y: 0, width: 20, height: 20)), .color(RGBA(hex: 0x0000FF)), FillStyle()),
        ]))
    }

    private func layout<V: View>(_ view: V, size: CGSize) -> LayoutResult {
        var env = renderer.baseEnvironment
        env.displayScale = 1
        return ViewLayout.layout(view, in: size, environment: env, measurer: renderer.textEngine)
    }

    @Test("a 40×20 px PNG at 2× is 20×10 pt; resizable, it fills the proposal")
    func layoutSize() throws {
        let image = try #require(UIImage(data: try twoColourPNG(), scale: 2))
        #expect(image.size == CGSize(width: 20, height: 10))
        #expect(image.scale == 2)
        #expect("\(image)" == "40×20 px PNG @2x")
        let natural = layout(Image(uiImage: image), size: CGSize(width: 100, height: 100))
        #expect(natural.warnings.isEmpty, "\(natural.warnings)")
        #expect(natural.tree.frames(named: "Image").first == CGRect(x: 40, y: 45, width: 20, height: 10))
        let filled = layout(Image(uiImage: image).resizable(), size: CGSize(width: 100, height: 100))
        #expect(filled.tree.frames(named: "Image").first == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(filled.displayList.description.contains("UIImage(40×20 px PNG @2x)"), "display lists name the bitmap")
    }

    @Test("Image(uiImage:) draws the bitmap from memory")
    func pixels() throws {
        let image = try #require(UIImage(data: try twoColourPNG(), scale: 2))
        let result = layout(Image(uiImage: image), size: CGSize(width: 100, height: 100))
        let pixels = try renderer.pixels(result.displayList)
        #expect(pixels[42, 50] == (255, 0, 0, 255))
        #expect(pixels[57, 50] == (0, 0, 255, 255))
        #expect(pixels[30, 50].a == 0)
        // Equal bytes are an equal image (one decoded bitmap), whatever the instance.
        #expect(UIImage(data: try twoColourPNG(), scale: 2) == image)
        #expect(UIImage(data: try twoColourPNG(), scale: 1) != image)
    }

    @Test("a GIF decodes from memory too")
    func gif() throws {
        // 1×1 px, a two-colour palette whose first entry (the pixel) is red.
        let bytes: [UInt8] = Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0, 0xFF, 0, 0, 0, 0, 0,
                                                     0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3B]
        let image = try #require(UIImage(data: Data(bytes)))
        #expect(image.size == CGSize(width: 1, height: 1))
        let result = layout(Image(uiImage: image).resizable().frame(width: 4, height: 4), size: CGSize(width: 4, height: 4))
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(try renderer.pixels(result.displayList)[2, 2] == (255, 0, 0, 255))
    }

    @Test("headers: a JPEG's size comes from its start-of-frame marker")
    func jpegHeader() throws {
        // SOI, an APP0 segment, then SOF0: 8-bit, 16 high, 32 wide.
        let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
                              0xFF, 0xC0, 0, 11, 8, 0, 16, 0, 32, 1, 1, 0x11, 0]
        let image = try #require(UIImage(data: Data(bytes), scale: 3))
        #expect(image.format == .jpeg)
        #expect(image.size == CGSize(width: 32.0 / 3, height: 16.0 / 3))
    }

    @Test("nil for garbage, a header cut short, or a header claiming more than 8192 px on a side")
    func refused() throws {
        var generator = SystemRandomNumberGenerator()
        #expect(UIImage(data: Data((0..<512).map { _ in UInt8.random(in: 0...255, using: &generator) })) == nil)
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8)) == nil)
        let png = try twoColourPNG()
        #expect(UIImage(data: png.prefix(20)) == nil)
        var huge = png
        huge.replaceSubrange(16..<20, with: [0, 0, 0x20, 0x01])  // 8193 px wide
        #expect(UIImage(data: huge) == nil)
        #expect(ImageLibrary.maximumPixels == 8192)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xC0, 0, 11, 8])) == nil, "a JPEG frame header cut short")
    }

    @Test("bytes with a good header that fail to decode are a warning naming Image(uiImage:); the rest renders")
    func undecodable() throws {
        let image = try #require(UIImage(data: try twoColourPNG().prefix(40)))
        let result = renderer.layoutWidget(Image(uiImage: image), family: .systemSmall, appearance: .light)
        let message = result.warnings.first?.message ?? ""
        // The image was the widget's only view, so the widget drew nothing, which is said too.
        #expect(result.warnings.count == 2 && result.warnings.last?.cause == "nothing-drawn", "\(result.warnings)")
        #expect(message.hasPrefix("Image(uiImage:): its 40×20 px PNG data cannot be decoded ("), "\(message)")
        #expect(message.hasSuffix("); give UIImage the complete bytes of a PNG, JPEG or GIF image; nothing is drawn in its place"), "\(message)")
        _ = try renderer.renderWidgetPNG(Image(uiImage: image), family: .systemSmall, appearance: .light, name: "thumbnail")
    }

    @Test("contentsOfFile reads the file, its scale from an @2x or @3x name")
    func contentsOfFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-uiimage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("thumb@2x.png")
        try twoColourPNG().write(to: file)
        #expect(UIImage(contentsOfFile: file.path)?.size == CGSize(width: 20, height: 10))
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("absent.png").path) == nil)
    }

    @Test("Image's asset initializers have SwiftUI's signatures")
    func signatures() {
        let named: (String, Bundle?) -> Image = Image.init(_:bundle:)
        let decorative: (String, Bundle?) -> Image = Image.init(decorative:bundle:)
        let fromUIImage: (UIImage) -> Image = Image.init(uiImage:)
        _ = (named, decorative, fromUIImage, Image("x"), Image(decorative: "x"), Image("x", bundle: .main), Image(decorative: "x", bundle: nil))
    }
}
