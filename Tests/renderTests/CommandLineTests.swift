import Foundation
import Testing

/// The `render` executable end to end: exit status, failure lines, formats.
@Suite("render end to end")
struct CommandLineTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs the built `render` binary (RenderBinary.swift).
    private func render(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, out: String, err: String) {
        try runRender(arguments, environment: environment)
    }

    private func scratch() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("vignette-cli-\(UUID().uuidString)", isDirectory: true)
    }

    @Test("a render with an asset catalog, fonts and images opens only its inputs (traced with strace)")
    func opensOnlyItsInputs() throws {
        let out = scratch(), trace = scratch().appendingPathExtension("strace")
        defer { try? FileManager.default.removeItem(at: out); try? FileManager.default.removeItem(at: trace) }
        let binary = Self.root.appendingPathComponent(".build/debug/render").resolvingSymlinksInPath()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
        process.arguments = ["-f", "-qq", "-e", "trace=open,openat,openat2,execve", "-o", trace.path, binary.path,
                             "weather", "news", "wikipedia-top-read", "--family", "systemSmall", "--output", out.path]
        process.currentDirectoryURL = Self.root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()   // strace comes from Scripts/setup.sh
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
        let paths = lines.compactMap(Self.openedPath)
        #expect(paths.contains { $0.contains("Assets.xcassets") }, "the trace holds the render's opens")
        let ownProcesses = Set(lines.compactMap { $0.split(separator: " ").first }).map { "/proc/\($0)/" }
        let allowed = Self.allowedPrefixes(program: binary.deletingLastPathComponent(), output: out) + ownProcesses
        let strays = Set(paths.filter { path in !allowed.contains { (path + "/").hasPrefix($0) } }).sorted()   // a folder itself, too
        #expect(strays.isEmpty, "opened outside the render's inputs: \(strays.joined(separator: ", "))")
    }

    /// What a render may open, successfully or not: the program's folder (its libraries and the
    /// resource bundles beside it, which hold Vignette's resources and the author's catalogs,
    /// fonts and defaults: AssetLocation.swift), the checkout's `Assets/`, the output, the font
    /// folders and configuration files `Assets/Fonts/fonts.conf` names and its cache, shared
    /// libraries, time-zone data, and the process's view of itself (its own `/proc` entries). Not the user's home, the
    /// machine's fontconfig or MIME database, nor the user and group database.
    private static func allowedPrefixes(program: URL, output: URL) -> [String] {
        [program.path + "/", root.appendingPathComponent("Assets").path + "/", output.path,
         FileManager.default.temporaryDirectory.appendingPathComponent("vignette-fontconfig-").path,
         "/usr/share/fonts/opentype/inter/", "/usr/share/fonts/opentype/noto/", "/usr/share/fonts/truetype/noto/",
         "/usr/share/fontconfig/conf.avail/",
         "/lib/", "/lib64/", "/usr/lib/", "/opt/swift/usr/lib/", "/etc/ld.so.cache", "/etc/ld.so.preload",
         "/usr/share/zoneinfo/", "/etc/localtime",
         "/proc/self/", "/proc/thread-self/", "/proc/sys/vm/overcommit_memory", "/proc/filesystems", "/sys/fs/cgroup/",
         "/sys/devices/system/cpu/", "/dev/null", "/dev/urandom"]
    }

    /// The path of one traced `open`/`openat`/`execve` line (`1234 openat(AT_FDCWD, "/path", …) = 3`).
    private static func openedPath(_ line: Substring) -> String? {
        guard let call = line.range(of: #"(open|openat|openat2|execve)\((AT_FDCWD, )?""#, options: .regularExpression),
              let end = line[call.upperBound...].firstIndex(of: "\"") else { return nil }
        let path = String(line[call.upperBound..<end])
        return path.hasPrefix("/") ? URL(fileURLWithPath: path).standardizedFileURL.path : path
    }

    @Test("--list exits 0 and names every widget with its families")
    func list() throws {
        let r = try render(["--list"])
        #expect(r.status == 0)
        #expect(r.out.contains("weather\tsystemSmall, systemMedium, systemLarge"))
        #expect(r.out.contains("watchlist\ttoday-compact, today-expanded"))
    }

    @Test("usage errors exit 2 with a message that says what to do", arguments: [
        (["nonexistent"], "no widget named 'nonexistent'"),
        (["weather", "--device", "nokia-3310"], "no device 'nokia-3310'"),
        (["weather", "--format", "gif"], "gif"),
        ([], "name widgets to render, or pass --all"),
        (["calendar", "--now", "next tuesday"], "next tuesday"),
        (["news", "--appearance", "vibrant"], "vibrant is drawn for the Lock Screen's accessory families (accessory…)"),
        (["news", "--appearance", "standby", "--family", "systemMedium"], "standby is drawn for systemSmall on iPhone with iOS 17"),
        (["news", "--appearance", "tinted", "--device", "iphone-320x568"], "tinted is drawn for the Home Screen families (system…), on devices with iOS 18"),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let r = try render(arguments)
        #expect(r.status == 2, "\(r.err)")
        #expect(r.err.contains(message), "\(r.err)")
    }

    @Test("a failing render exits 1, names widget, family, appearance and cause, and still renders the rest")
    func failureExitsOne() throws {
        let data = scratch(), out = scratch()
        defer { try? FileManager.default.removeItem(at: data); try? FileManager.default.removeItem(at: out) }
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Assets/Gallery/Data"), to: data)
        try Data("{ \"selected\": 5 }".utf8).write(to: data.appendingPathComponent("weather.json"))
        let r = try render(["weather", "notes", "--appearance", "light", "--output", out.path], environment: ["VIGNETTE_GALLERY_DATA": data.path])
        #expect(r.status == 1)
        #expect(r.err.contains("render: failed weather systemSmall light iphone-393x852: widget 'weather': snapshot(for:in:):"), "\(r.err)")
        #expect(r.err.contains("weather.json: key 'selected': expected String"), "\(r.err)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("notes/systemMedium-light.png").path))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("weather/systemSmall-light.png").path))
    }

    @Test("--now moves the date every render is shown against: the calendar's day follows it")
    func nowOption() throws {
        let out = scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        func dayImage(_ extra: [String], _ name: String) throws -> Data {
            let folder = out.appendingPathComponent(name)
            let r = try render(["calendar", "--family", "systemSmall", "--appearance", "light", "--device", "iphone-393x852",
                                "--output", folder.path] + extra)
            #expect(r.status == 0, "\(r.err)")
            return try Data(contentsOf: folder.appendingPathComponent("calendar/systemSmall-light.png"))
        }
        let fixed = try dayImage([], "fixed")
        #expect(try dayImage(["--now", "2026-11-21T09:41:00Z"], "same") == fixed)
        #expect(try dayImage(["--now", "2026-12-25T09:41:00Z"], "christmas") != fixed)
    }

    @Test("a missing image is a warning: exit 0, one line per image naming the view path, counted in the summary and on the review page")
    func warningsAreReported() throws {
        let data = scratch(), out = scratch()
        defer { try? FileManager.default.removeItem(at: data); try? FileManager.default.removeItem(at: out) }
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Assets/Gallery/Data"), to: data)
        let news = data.appendingPathComponent("news.json")
        try String(contentsOf: news, encoding: .utf8).replacingOccurrences(of: "\"photo-storm\"", with: "\"no-such-photo\"")
            .write(to: news, atomically: true, encoding: .utf8)
        let r = try render(["news", "--family", "systemSmall", "--appearance", "light", "--device", "iphone-393x852", "--output", out.path],
                           environment: ["VIGNETTE_GALLERY_DATA": data.path])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.err.contains("render: warning: news systemSmall light iphone-393x852: NewsView > "), "\(r.err)")
        #expect(r.err.contains("Image(\"no-such-photo\"): no image named 'no-such-photo'"), "\(r.err)")
        // And the fit report: the small widget's headline is cut to the lines below its photo.
        #expect(r.err.contains("NewsView > SmallStory > VStack > Text(\"Autumn storm sweeps the…\"): text truncated: "), "\(r.err)")
        #expect(r.out.contains("1 new, 0 changed, 0 unchanged, 2 warnings)"), "\(r.out)")
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("no image named 'no-such-photo'"))
    }

    @Test("--warnings-as-errors: the same images and warning lines, and exit 1 with a line saying why; without warnings, exit 0")
    func warningsAsErrors() throws {
        let data = scratch(), out = scratch(), clean = scratch()
        defer { for url in [data, out, clean] { try? FileManager.default.removeItem(at: url) } }
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Assets/Gallery/Data"), to: data)
        let news = data.appendingPathComponent("news.json")
        try String(contentsOf: news, encoding: .utf8).replacingOccurrences(of: "\"photo-storm\"", with: "\"no-such-photo\"")
            .write(to: news, atomically: true, encoding: .utf8)
        let selection = ["news", "--family", "systemSmall", "--appearance", "light", "--device", "iphone-393x852", "--warnings-as-errors"]
        let r = try render(selection + ["--output", out.path], environment: ["VIGNETTE_GALLERY_DATA": data.path])
        #expect(r.status == 1, "\(r.err)")
        #expect(r.err.contains("Image(\"no-such-photo\"): no image named 'no-such-photo'"), "\(r.err)")
        #expect(r.err.contains("render: 2 warnings (listed above), an error with --warnings-as-errors"), "\(r.err)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("news/systemSmall-light.png").path))
        // A widget whose every text fits draws around nothing.
        let ok = try render(["weather"] + selection.dropFirst() + ["--output", clean.path])
        #expect(ok.status == 0, "\(ok.err)")
        #expect(!ok.err.contains("--warnings-as-errors"), "\(ok.err)")
    }

    @Test("the same bytes with pixman's and libjpeg-turbo's SIMD code turned off, and as committed: the tinted and clear photos (issue 44 item 8)")
    func sameBytesWithoutSIMD() throws {
        let plain = scratch(), scalar = scratch()
        defer { try? FileManager.default.removeItem(at: plain); try? FileManager.default.removeItem(at: scalar) }
        let selection = ["news", "wikipedia-top-read", "--family", "systemSmall", "systemMedium", "--appearance", "tinted", "clear",
                         "--device", "iphone-393x852"]
        #expect(try render(selection + ["--output", plain.path]).status == 0)
        // Every SIMD implementation pixman 0.42 and libjpeg-turbo choose at run time by the CPU on x86-64
        // (pixman's plain-C "fast" paths are the same on every CPU, so they stay).
        let noSIMD = ["PIXMAN_DISABLE": "mmx sse2 ssse3 avx2", "JSIMD_FORCENONE": "1"]
        #expect(try render(selection + ["--output", scalar.path], environment: noSIMD).status == 0)
        for widget in ["news", "wikipedia-top-read"] {
            for name in ["systemSmall-tinted", "systemSmall-clear", "systemMedium-tinted", "systemMedium-clear"] {
                let path = "\(widget)/\(name).png"
                let made = try Data(contentsOf: plain.appendingPathComponent(path))
                #expect(try Data(contentsOf: scalar.appendingPathComponent(path)) == made, "\(path) differs without SIMD")
                #expect(try Data(contentsOf: Self.root.appendingPathComponent("Snapshots/\(path)")) == made, "\(path) differs from Snapshots/")
            }
        }
    }

    @Test("a family none of the widgets comes in is a usage error naming the families they do")
    func unmatchedFamily() throws {
        let r = try render(["news", "--family", "accessoryCircular"])
        #expect(r.status == 2)
        // Without --device, the gallery's reference devices.
        #expect(r.err.contains("render: nothing to render in accessoryCircular on iphone-393x852, iphone-320x568, iphone-430x932, ipad-1024x1366, watch-45mm:"),
                "\(r.err)")
        #expect(r.err.contains("render: news comes in systemSmall, systemMedium, systemLarge"), "\(r.err)")
    }

    @Test("SVG and PDF output for designers, other devices and scales in the file names")
    func formatsAndDevices() throws {
        let out = scratch()
        defer { try? FileManager.default.removeItem(at: out) }
        for format in ["svg", "pdf"] {
            let r = try render(["calendar", "--family", "systemSmall", "--appearance", "light", "--format", format, "--output", out.path])
            #expect(r.status == 0, "\(r.err)")
        }
        let svg = try String(contentsOf: out.appendingPathComponent("calendar/systemSmall-light.svg"), encoding: .utf8)
        #expect(svg.contains("<svg") && svg.contains("158pt"))
        let pdf = try Data(contentsOf: out.appendingPathComponent("calendar/systemSmall-light.pdf"))
        #expect(pdf.starts(with: Data("%PDF".utf8)))
        let r = try render(["notes", "--device", "ipad-768x1024", "--scale", "1", "--appearance", "dark", "--output", out.path])
        #expect(r.status == 0, "\(r.err)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("notes/systemMedium-dark-ipad-768x1024@1x.png").path))
    }
}
