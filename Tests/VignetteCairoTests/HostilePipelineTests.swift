import Foundation
import Testing
import VignetteCore
import VignetteCairo

/// An asset catalog of `count` image sets and `count` colour sets whose files are chosen by a
/// list of integers: valid ones, and every way an author's catalog can be broken (files missing,
/// random bytes, truncated or oversized images, malformed SVG, JSON that is not JSON or has the
/// wrong types, a set without Contents.json).
struct HostileCatalog {
    static let count = 6
    let url: URL

    init(codes: [Int], validPNG: Data) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-hostile-\(UUID().uuidString)")
            .appendingPathComponent("Hostile.xcassets")
        try write("Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        for index in 0..<Self.count {
            let code = codes.isEmpty ? index : codes[index % codes.count] &+ index
            try imageSet(index, code: code, validPNG: validPNG)
            try colorSet(index, code: code / 11)
        }
    }

    func remove() { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }

    private func write(_ path: String, _ text: String) throws { try write(path, Data(text.utf8)) }

    private func write(_ path: String, _ data: Data) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    private func imageSet(_ index: Int, code: Int, validPNG: Data) throws {
        let set = "image-\(index).imageset/"
        func contents(_ file: String, scale: String = "1x") throws {
            try write(set + "Contents.json", #"{ "images" : [ { "filename" : "\#(file)", "idiom" : "universal", "scale" : "\#(scale)" } ] }"#)
        }
        switch abs(code) % 10 {
        case 0: try contents("a.png", scale: "2x"); try write(set + "a.png", validPNG)
        case 1: try contents("missing.png")
        case 2: try contents("a.png"); try write(set + "a.png", Data((0..<200).map { UInt8(truncatingIfNeeded: $0 &* code &+ 7) }))
        case 3: try contents("a.png"); try write(set + "a.png", validPNG.prefix(40))
        case 4:
            try contents("a.svg")
            try write(set + "a.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" fill="blue"/></svg>"#)
        case 5: try contents("a.svg"); try write(set + "a.svg", "<svg><path d='M0 0 L")
        case 6: try write(set + "Contents.json", "{ images: ")
        case 7: try write(set + "Contents.json", #"{ "images" : 5, "properties" : [] }"#)
        case 8:
            try contents("a.png")
            var huge = validPNG
            huge.replaceSubrange(16..<24, with: [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0])   // claims 100000×100000
            try write(set + "a.png", huge)
        default: try FileManager.default.createDirectory(at: url.appendingPathComponent(set), withIntermediateDirectories: true)
        }
    }

    private func colorSet(_ index: Int, code: Int) throws {
        let file = "color-\(index).colorset/Contents.json"
        func color(_ components: String, space: String = "srgb") -> String {
            #"{ "colors" : [ { "color" : { "color-space" : "\#(space)", "components" : { \#(components) } }, "idiom" : "universal" } ] }"#
        }
        switch abs(code) % 6 {
        case 0: try write(file, color(#""red" : "0x1A", "green" : "0.5", "blue" : "200", "alpha" : "1.000""#))
        case 1: try write(file, color(#""red" : "1e308", "green" : "-4", "blue" : "0xZZ", "alpha" : "nan""#))
        case 2: try write(file, "not json")
        case 3: try write(file, #"{ "info" : { } }"#)
        case 4: try write(file, color(#""red" : "1", "green" : "0", "blue" : "0", "alpha" : "1""#, space: "cmyk"))
        default: try write(file, "")
        }
    }
}

/// The programs of the hostile trees: a fixed budget drawn from a fixed seed (SplitMix64), so
/// that CI runs the same trees every time and a failure names the case to replay.
/// `VIGNETTE_FUZZ_SEED=<n>` draws another set, to explore further.
struct HostilePrograms: Sequence, IteratorProtocol {
    private var state: UInt64
    private var remaining: Int

    init(count: Int, seed: UInt64 = ProcessInfo.processInfo.environment["VIGNETTE_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x5EED_0F_7E57) {
        state = seed
        remaining = count
    }

    private mutating func random() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next() -> [Int]? {
        guard remaining > 0 else { return nil }
        remaining -= 1
        let length = 1 + Int(random() % 60)
        return (0..<length).map { _ in Int(random() % 1_000_000) }
    }
}

@Suite("Hostile input through the whole pipeline")
struct HostilePipelineTests {
    /// A 4×2 px PNG made by Vignette itself, the valid image of the random catalogs.
    static func validPNG() throws -> Data {
        let list = DisplayList(size: CGSize(width: 4, height: 2), scale: 1, items: [
            .fill(Path(CGRect(x: 0, y: 0, width: 4, height: 2)), .color(RGBA(hex: 0x33AA55)), FillStyle()),
        ])
        return try CairoRenderer().pngData(list)
    }

    @Test("random trees with random catalogs render without a crash, at the widget's size, to the same bytes twice")
    func randomTreesAndCatalogs() throws {
        let png = try Self.validPNG()
        for (index, codes) in HostilePrograms(count: 50).enumerated() {
            let catalog = try HostileCatalog(codes: codes, validPNG: png)
            defer { catalog.remove() }
            let renderer = try #require(try? CairoRenderer(catalogs: [catalog.url]), "case \(index): a broken catalog stopped the renderer")
            // Every other tree in the accented mode, which recolours everything it draws.
            let appearance: WidgetAppearance = index % 2 == 0 ? .light : .tinted
            var first = HostileTreeProgram(codes: codes), second = HostileTreeProgram(codes: codes)
            let once = Result { try renderer.renderWidgetPNG(first.view(), family: .systemSmall, appearance: appearance) }
            let twice = Result { try renderer.renderWidgetPNG(second.view(), family: .systemSmall, appearance: appearance) }
            // Broken assets and geometry are warnings: the widget still renders.
            #expect((try? RGBAImage.decodePNG(once.get()))?.width == 474, "case \(index) \(appearance): \(once) \(codes)")
            #expect((try? once.get()) == (try? twice.get()), "case \(index) \(appearance): the same tree rendered twice gave other bytes: \(codes)")
        }
    }
}
