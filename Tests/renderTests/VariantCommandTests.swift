import Foundation
import Testing

/// `render` for a reader's settings, end to end: `--dynamic-type`, `--bold-text`,
/// `--increase-contrast`, `--locale`, `--layout-direction`, `--pseudo`; the variant in file names and on the review page; the fit report in
/// the warnings; bad values as usage errors.
@Suite("render variants end to end")
struct VariantCommandTests {
    static let root = CommandLineTests.root

    private func render(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) { try runRender(arguments) }

    private func scratch() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("vignette-variants-\(UUID().uuidString)", isDirectory: true)
    }

    private let calendarSmall = ["calendar", "--family", "systemSmall", "--appearance", "light", "--device", "iphone-393x852"]

    @Test("--dynamic-type accessibility2 --bold-text: its own file, other pixels, the truncated texts as warnings, the caption on the page")
    func largeBoldText() throws {
        let out = scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let standard = try render(calendarSmall + ["--output", out.path])
        #expect(standard.status == 0, "\(standard.err)")
        let r = try render(calendarSmall + ["--dynamic-type", "accessibility2", "--bold-text", "--output", out.path])
        #expect(r.status == 0, "\(r.err)")
        let plain = try Data(contentsOf: out.appendingPathComponent("calendar/systemSmall-light.png"))
        let large = try Data(contentsOf: out.appendingPathComponent("calendar/systemSmall-light-accessibility2-bold.png"))
        #expect(plain != large)
        // The event's title no longer fits its line: the fit report says so, with the view path.
        #expect(r.err.contains("render: warning: calendar systemSmall light (AX2 · Bold Text) iphone-393x852: "
                               + "CalendarView > VStack > EventList > VStack > ForEach > EventRow > HStack > VStack > Text(\"Farmers market\"): "
                               + "text truncated: lineLimit(1) allows 1 line; it is "), "\(r.err)")
        #expect(r.out.contains("(1 new, 0 changed, 0 unchanged, 3 warnings)"), "\(r.out)")
        // The standard image is kept, and the page shows both, the variant's captioned.
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("calendar/systemSmall-light.png").path))
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("\"path\":\"calendar\\/systemSmall-light-accessibility2-bold.png\""))
        #expect(page.contains("\"variant\":\"AX2 · Bold Text\""))
        #expect(page.contains("\"path\":\"calendar\\/systemSmall-light.png\""))
    }

    @Test("--increase-contrast: its own file with the high-contrast system colours, captioned on the page")
    func increaseContrast() throws {
        let out = scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        for arguments in [calendarSmall, calendarSmall + ["--increase-contrast"]] {
            let r = try render(arguments + ["--output", out.path])
            #expect(r.status == 0, "\(r.err)")
        }
        let plain = try Data(contentsOf: out.appendingPathComponent("calendar/systemSmall-light.png"))
        let increased = try Data(contentsOf: out.appendingPathComponent("calendar/systemSmall-light-increased-contrast.png"))
        #expect(plain != increased)
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("\"variant\":\"Increase Contrast\""))
    }

    @Test("--pseudo double-length: the localizable texts doubled, and the fit report finds the one that no longer fits")
    func doubleLength() throws {
        let out = scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let news = ["news", "--family", "systemMedium", "--appearance", "light", "--device", "iphone-393x852", "--output", out.path]
        let standard = try render(news)
        let doubled = try render(news + ["--pseudo", "double-length"])
        #expect(standard.status == 0 && doubled.status == 0, "\(standard.err)\(doubled.err)")
        #expect(standard.out.contains("1 warning)"), "\(standard.out)")
        #expect(doubled.out.contains("2 warnings)"), "\(doubled.out)")
        // The source line is a localizable key ("\(source) · \(age)"): doubled, it is cut.
        #expect(doubled.err.contains("news systemMedium light (Double-Length Pseudolanguage) iphone-393x852: NewsView > HStack > HeadlineList > VStack > "
                                     + "ForEach > HeadlineRow > Link > HStack > VStack > Text(\"The Meridian · 42m The …\"): text truncated"), "\(doubled.err)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("news/systemMedium-light-double-length.png").path))
    }

    @Test("--locale ar: strings and formats for Arabic, laid out right to left; --layout-direction alone mirrors too")
    func rightToLeft() throws {
        let out = scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let news = ["news", "--family", "systemMedium", "--appearance", "light", "--device", "iphone-393x852", "--output", out.path]
        for arguments in [news, news + ["--locale", "ar"], news + ["--layout-direction", "rightToLeft"]] {
            let r = try render(arguments)
            #expect(r.status == 0, "\(r.err)")
        }
        let plain = try Data(contentsOf: out.appendingPathComponent("news/systemMedium-light.png"))
        let arabic = try Data(contentsOf: out.appendingPathComponent("news/systemMedium-light-ar.png"))
        let mirrored = try Data(contentsOf: out.appendingPathComponent("news/systemMedium-light-rtl.png"))
        #expect(plain != arabic && plain != mirrored)
    }

    @Test("--variants sizes accessibility: each image in every variant, named by it, and the fit report of each variant in the summary")
    func sweep() throws {
        let out = scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try render(calendarSmall + ["--variants", "sizes", "accessibility", "--output", out.path])
        #expect(r.status == 0, "\(r.err)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("calendar").path).sorted()
        #expect(files == ["systemSmall-light-accessibility1.png", "systemSmall-light-accessibility5.png", "systemSmall-light-bold.png",
                          "systemSmall-light-increased-contrast.png", "systemSmall-light-reduced-transparency.png",
                          "systemSmall-light-xSmall.png", "systemSmall-light-xxxLarge.png", "systemSmall-light.png"], "\(files)")
        #expect(r.out.contains("render: 8 images in "), "\(r.out)")
        // One line per variant, in the run's order: the standard first, then the sizes, then the settings.
        let report = r.out.split(separator: "\n").filter { $0.hasPrefix("render: fit report, ") }.map { String($0.dropFirst("render: fit report, ".count)) }
        #expect(report.map { $0.prefix { $0 != ":" } } == ["standard", "xSmall", "xxxLarge", "AX1", "AX5", "Bold Text", "Increase Contrast", "Reduce Transparency"],
                "\(r.out)")
        #expect(report.first == "standard: 1 of 1 images cut or shrink a text (1 text)", "\(r.out)")
        #expect(report.contains("AX5: 1 of 1 images cut or shrink a text (3 texts)"), "\(r.out)")
        // The page lists every variant, for its selector.
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("\"variants\":[[\"standard\",\"Standard\"],[\"xSmall\",\"xSmall\"],[\"xxxLarge\",\"xxxLarge\"],[\"accessibility1\",\"AX1\"]"), "\(page.prefix(3000))")
    }

    @Test("#Previews take the variant too, named after their appearance")
    func previews() throws {
        let out = scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try render(["--previews", "--appearance", "light", "--dynamic-type", "xxxLarge", "--output", out.path])
        #expect(r.status == 0, "\(r.err)")
        let folder = out.appendingPathComponent("Previews/NewsWidget")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files == ["Signed-out-systemMedium-light-xxxLarge.png"], "\(files)")
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("\"caption\":\"systemMedium · entry 1 · light · xxxLarge\""), "the caption names the variant")
    }

    @Test("bad values are usage errors naming the option and what it takes", arguments: [
        (["--dynamic-type", "huge"], "The value 'huge' is invalid for '--dynamic-type <dynamic-type>'"),
        (["--dynamic-type", "AX2"], "accessibility2"),
        (["--locale", "xx_YY"], "no locale 'xx_YY'; give a language and region identifier such as ar, he, fa, de_DE or ja_JP"),
        (["--layout-direction", "up"], "Please provide one of 'leftToRight' and 'rightToLeft'"),
        (["--pseudo", "klingon"], "The value 'klingon' is invalid for '--pseudo <pseudo>'"),
        (["--variants", "colours"], "The value 'colours' is invalid for '--variants <variants>'"),
        (["--variants", "colours"], "Please provide one of 'sizes', 'all-sizes', 'languages', 'accessibility' or 'all'"),
    ])
    func badValues(arguments: [String], message: String) throws {
        let r = try render(["calendar"] + arguments)
        #expect(r.status == 2)
        #expect(r.err.contains(message), "\(r.err)")
    }
}
