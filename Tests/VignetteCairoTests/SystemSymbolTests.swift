import Foundation
import Testing
import VignetteCore
@testable import VignetteCairo

/// `Image(systemName:)` beyond the drawn stand-ins: the Adwaita icons of `Symbols/adwaita.json`.
@Suite("System symbols")
struct SystemSymbolTests {
    let renderer: CairoRenderer
    let symbols: SystemSymbols

    init() throws {
        renderer = try CairoRenderer()
        symbols = try SystemSymbols(folder: renderer.assets.symbols)
    }

    /// A symbol at 20 pt in red on a transparent 40×40 image, at 1x.
    private func draw(_ name: String) throws -> (warnings: [RenderWarning], frame: CGRect?, pixels: RGBAImage) {
        var env = renderer.baseEnvironment
        env.displayScale = 1
        let view = Image(systemName: name).font(.system(size: 20)).foregroundStyle(Color(red: 1, green: 0, blue: 0))
        let result = ViewLayout.layout(view, in: CGSize(width: 40, height: 40), environment: env, measurer: renderer.textEngine)
        return (result.warnings, result.tree.frames(named: "Image").first, try renderer.pixels(result.displayList))
    }

    @Test("mapped names draw their Adwaita icon as the line's height, in the foreground colour", arguments: [
        "play.fill", "speaker.wave.2", "wifi", "trash", "cloud.sun", "person.2.fill", "envelope", "arrow.clockwise",
        "lock.fill", "exclamationmark.triangle.fill", "sidebar.left", "airplane",
    ])
    func drawsTinted(name: String) throws {
        let (warnings, frame, pixels) = try draw(name)
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(frame?.height == 24, "as tall as a 20 pt line: \(String(describing: frame))")
        var opaque = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width where pixels[x, y].a > 0 {
                let p = pixels[x, y]
                #expect(p.r == 255 && p.g == 0 && p.b == 0, "\(name) at \(x),\(y) is \(p), not the red foreground")
                if p.a == 255 { opaque += 1 }
            }
        }
        #expect(opaque >= 30, "\(name) draws a solid glyph: \(opaque) opaque pixels")
    }

    @Test("an Adwaita glyph has the margin of the drawn stand-ins: a full ring is as large as the drawn circle")
    func margin() throws {
        func inkHeight(_ name: String) throws -> Int {
            let pixels = try draw(name).pixels
            let rows = (0..<pixels.height).filter { y in (0..<pixels.width).contains { pixels[$0, y].a > 127 } }
            return (rows.last ?? 0) - (rows.first ?? 0) + 1
        }
        let drawn = try inkHeight("circle"), adwaita = try inkHeight("record.circle")
        #expect(drawn == 20 && adwaita == 20, "drawn \(drawn) px, Adwaita \(adwaita) px of a 24 px line")
    }

    @Test("every name of the table resolves to an installed icon and draws solid pixels, all in the foreground colour")
    func everyName() throws {
        #expect(symbols.table.count >= 300)
        for name in symbols.table.keys.sorted() {
            let (warnings, _, pixels) = try draw(name)
            #expect(warnings.isEmpty, "\(name): \(warnings)")
            let drawn = stride(from: 0, to: pixels.pixels.count, by: 4).filter { pixels.pixels[$0 + 3] > 0 }
            #expect(drawn.contains { pixels.pixels[$0 + 3] >= 224 }, "\(name) draws nothing solid")
            #expect(drawn.allSatisfy { pixels.pixels[$0] == 255 && pixels.pixels[$0 + 1] == 0 && pixels.pixels[$0 + 2] == 0 },
                    "\(name) has colours of its own (a badge?) beside the red foreground")
        }
    }

    @Test("the table neither repeats a drawn stand-in nor notes a name it does not map")
    func tableIsTidy() throws {
        for name in symbols.table.keys {
            #expect(try SystemSymbols.drawn(name, in: symbols.folder) == nil, "\(name) has a drawn stand-in, which wins")
        }
        struct Notes: Decodable { let notes: [String: String] }
        let notes = try JSONDecoder().decode(Notes.self, from: Data(contentsOf: symbols.folder.appendingPathComponent(SystemSymbols.tableName))).notes
        #expect(notes.keys.filter { symbols.table[$0] == nil }.isEmpty)
    }

    @Test("an unknown name is a warning naming it; a missing theme says to run Scripts/setup.sh")
    func warnings() throws {
        let unknown = try draw("not.a.real.symbol").warnings
        #expect(unknown.map(\.cause) == ["missing-image"])
        #expect(unknown.first?.message.hasPrefix("no symbol 'not.a.real.symbol' among Vignette's symbol artwork; a stand-in glyph") == true,
                "\(unknown)")

        let uninstalled = try SystemSymbols(folder: renderer.assets.symbols, theme: URL(fileURLWithPath: "/nonexistent/Adwaita"))
        #expect(uninstalled.iconFolders.isEmpty)
        #expect(throws: VignetteError.unreadableFile(path: "wifi", reason: "symbol 'wifi' is drawn with the Adwaita icon network-wireless-signal-excellent-symbolic.svg, but the Adwaita icon theme is not installed: run Scripts/setup.sh (it installs the Debian package adwaita-icon-theme)")) {
            try uninstalled.themeIcon(for: "wifi")
        }
    }

    @Test("an unknown symbol draws a stand-in glyph of a symbol's size in the foreground colour")
    func standIn() throws {
        let (warnings, frame, pixels) = try draw("not.a.real.symbol")
        #expect(warnings.count == 1)
        #expect(frame == CGRect(x: 8, y: 8, width: 24, height: 24), "as large as a 20 pt symbol: \(String(describing: frame))")
        var opaque = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width where pixels[x, y].a > 0 {
                let p = pixels[x, y]
                #expect(p.r == 255 && p.g == 0 && p.b == 0, "at \(x),\(y): \(p), not the red foreground")
                #expect((8..<32).contains(x) && (8..<32).contains(y), "at \(x),\(y): outside the symbol's frame")
                if p.a == 255 { opaque += 1 }
            }
        }
        #expect(opaque >= 40, "a visible glyph: \(opaque) opaque pixels")
        // The outline's sides and the question mark's stem are drawn; inside the outline, beside the mark, is empty.
        #expect(pixels[11, 20].a > 200 && pixels[28, 20].a > 200 && pixels[20, 22].a > 200, "outline and stem")
        #expect(pixels[15, 25].a == 0)
    }

    @Test("an unknown symbol's warning tells the author to add it to their own catalog as a symbol set")
    func standInAdvice() throws {
        let message = try draw("not.a.real.symbol").warnings.first?.message ?? ""
        #expect(message.contains(".xcassets as not.a.real.symbol.symbolset: Image(systemName: \"not.a.real.symbol\") draws a custom symbol"),
                "\(message)")
        #expect(message.contains("SF Symbols app"), "\(message)")
        #expect(!message.contains("Assets/Symbols") && !message.contains("adwaita"), "never Vignette's own files: \(message)")
    }

    @Test("missing symbols keep their row's width, beside drawn ones")
    func standInInRow() throws {
        var env = renderer.baseEnvironment
        env.displayScale = 1
        let row = HStack(spacing: 0) { Image(systemName: "circle"); Image(systemName: "not.a.real.symbol"); Image(systemName: "circle") }
            .font(.system(size: 20))
        let result = ViewLayout.layout(row, in: CGSize(width: 100, height: 40), environment: env, measurer: renderer.textEngine)
        #expect(result.tree.frames(named: "HStack") == [CGRect(x: 14, y: 8, width: 72, height: 24)], "\(result.tree)")
    }

    /// Every mapped symbol beside its name, 92 to a sheet, for a person to look at:
    /// `VIGNETTE_SYMBOL_SHEET=/tmp/symbols swift test --filter SystemSymbolTests` writes
    /// `/tmp/symbols-1.png`, `/tmp/symbols-2.png`, ….
    @Test("contact sheets of the mapped symbols", .enabled(if: ProcessInfo.processInfo.environment["VIGNETTE_SYMBOL_SHEET"] != nil))
    func contactSheet() throws {
        let prefix = try #require(ProcessInfo.processInfo.environment["VIGNETTE_SYMBOL_SHEET"])
        let names = symbols.table.keys.sorted()
        for (page, first) in stride(from: 0, to: names.count, by: 92).enumerated() {
            let rows = stride(from: first, to: min(first + 92, names.count), by: 4).map { Array(names[$0..<min($0 + 4, names.count)]) }
            let sheet = Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 6) {
                ForEach(rows.indices, id: \.self) { r in
                    GridRow {
                        ForEach(rows[r], id: \.self) { name in
                            HStack(spacing: 6) {
                                Image(systemName: name).font(.system(size: 22)).foregroundStyle(.blue).frame(width: 30)
                                Text(name).font(.system(size: 12)).lineLimit(1)
                            }.frame(width: 250, alignment: .leading)
                        }
                    }
                }
            }.padding(10).background(.white)
            let image = ImageRenderer(content: sheet)
            let png = try #require(image.pngData())
            #expect(image.warnings.isEmpty, "\(image.warnings)")
            try png.write(to: URL(fileURLWithPath: "\(prefix)-\(page + 1).png"))
        }
    }
}
