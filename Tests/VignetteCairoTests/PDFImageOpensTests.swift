import Foundation
import Testing
import VignetteCore
import VignetteCairo

/// Drawing a PDF opens nothing of the machine's beyond what a render already may: poppler finds
/// a font the PDF names without embedding it through Vignette's own fontconfig configuration,
/// never `/etc/fonts` or the user's font caches. The test runs this test binary again, under
/// strace, as a child that draws such a PDF, and checks every file opened from the moment the PDF
/// is read.
@Suite("PDF images open only their inputs")
struct PDFImageOpensTests {
    private static let childVariable = "VIGNETTE_PDF_TRACE_CHILD"

    /// In the traced child: draws the PDF named by the variable, as vectors and as a bitmap.
    @Test("(the traced child; does nothing in a normal run)")
    func child() throws {
        guard let path = ProcessInfo.processInfo.environment[Self.childVariable] else { return }
        let renderer = try CairoRenderer()
        var env = renderer.baseEnvironment
        env.displayScale = 2
        let view = Image(contentsOf: URL(fileURLWithPath: path)).resizable().frame(width: 80, height: 40)
        let result = ViewLayout.layout(view, in: CGSize(width: 80, height: 40), environment: env, measurer: renderer.textEngine)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let pixels = try renderer.pixels(result.displayList)
        #expect((0..<pixels.width).contains { x in pixels[x, 40].a > 0 }, "the text is drawn")
    }

    @Test("a PDF with a font it does not embed opens only Vignette's fonts, libraries and poppler's (absent) data folder")
    func opensOnlyItsInputs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-pdf-trace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pdf = folder.appendingPathComponent("label.pdf"), trace = folder.appendingPathComponent("trace.txt")
        try MinimalPDF.document(width: "40", height: "20", content: "0 g BT /F1 14 Tf 1 4 Td (Hello) Tj ET",
                                resources: "/Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> ")
            .write(to: pdf)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/strace")   // from Scripts/setup.sh
        process.arguments = ["-f", "-qq", "-e", "trace=open,openat,openat2", "-o", trace.path,
                             URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path,
                             "--testing-library", "swift-testing", "--filter", "PDFImageOpensTests/child"]
        process.environment = ProcessInfo.processInfo.environment.merging([Self.childVariable: pdf.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "the child's test passes")
        let paths = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").compactMap(Self.openedPath)
        let start = try #require(paths.firstIndex(of: pdf.path), "the trace holds the PDF's open")
        let strays = Set(paths[start...].filter { path in path != pdf.path && !Self.allowed.contains { (path + "/").hasPrefix($0) } }).sorted()
        #expect(paths[start...].contains { $0.hasPrefix("/usr/share/fonts/opentype/inter/") }, "Helvetica is found among Vignette's fonts")
        #expect(strays.isEmpty, "opened while drawing a PDF: \(strays.joined(separator: ", "))")
    }

    /// What may be opened once the PDF is read: the fonts `Assets/Fonts/fonts.conf` names, shared
    /// libraries, the process's view of itself, time-zone data, and `/usr/share/poppler/`: poppler
    /// looks there once for its optional encoding and CMap tables (the poppler-data package, which
    /// Vignette does not install, so the folders are absent; no glib call moves or skips the look).
    private static let allowed = [
        "/usr/share/fonts/opentype/inter/", "/usr/share/fonts/opentype/noto/", "/usr/share/fonts/truetype/noto/",
        "/usr/share/poppler/", "/lib/", "/lib64/", "/usr/lib/", "/opt/swift/usr/lib/", "/proc/self/", "/proc/thread-self/",
        "/usr/share/zoneinfo/", "/etc/localtime", "/sys/devices/system/cpu/", "/dev/null", "/dev/urandom",
    ]

    /// The path of one traced `open`/`openat` line (`1234 openat(AT_FDCWD, "/path", …) = 3`).
    private static func openedPath(_ line: Substring) -> String? {
        guard let call = line.range(of: #"(open|openat|openat2)\((AT_FDCWD, )?""#, options: .regularExpression),
              let end = line[call.upperBound...].firstIndex(of: "\"") else { return nil }
        let path = String(line[call.upperBound..<end])
        return path.hasPrefix("/") ? URL(fileURLWithPath: path).standardizedFileURL.path : path
    }
}
