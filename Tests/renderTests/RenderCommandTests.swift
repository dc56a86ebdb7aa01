import Foundation
import Gallery
import Testing
import VignetteCore
import VignetteRunner

@Suite("render command")
struct RenderCommandTests {
    private func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("vignette-render-\(UUID().uuidString)", isDirectory: true)
    }

    @Test("renders the selection into the output folder, then reports it unchanged")
    func rendersAndReportsChanges() async throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let small = Gallery.widgets.filter { $0.supportedFamilies.contains(.systemSmall) }
        let run = RenderRun(widgets: small, surfaces: [.widget(.systemSmall)], appearances: [.light, .dark], output: out, threads: 2)
        var failures: [String] = []
        let first = await run.execute { if !isFitReportLine($0) { failures.append($0) } }
        #expect(failures.isEmpty)
        #expect(first.new == small.count * 2 && first.failed == 0)
        for w in small {
            for appearance in ["light", "dark"] {
                let file = out.appendingPathComponent("\(w.kind)/systemSmall-\(appearance).png")
                #expect(FileManager.default.fileExists(atPath: file.path), "\(file.path)")
            }
        }
        let second = await run.execute { if !isFitReportLine($0) { failures.append($0) } }
        #expect(second.unchanged == first.new && second.written == 0)
        #expect(second.line.contains("0 new, 0 changed, \(first.new) unchanged"))
    }

    @Test("--family gallery-systemSmall renders the widget gallery's page in light and dark, for widgets that come in the family; the review page gets its column")
    func widgetGalleryOnRequest() async throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let status = await BundleCommand.run(Gallery.widgets, commandName: "render",
                                             arguments: ["weather", "--family", "gallery-systemSmall", "systemSmall", "--output", out.path])
        #expect(status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("weather").path).sorted()
        #expect(files.filter { $0.hasPrefix("gallery-") } == ["gallery-systemSmall-dark.png", "gallery-systemSmall-light.png"])
        #expect(files.contains("systemSmall-tinted.png"))
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("\"target\":\"gallery-systemSmall\""))
        // Not a surface of the widget's: nothing to render, said as a usage error.
        let reminders = Gallery.widgets.first { !$0.supportedFamilies.contains(.systemExtraLarge) }!.kind
        #expect(await BundleCommand.run(Gallery.widgets, commandName: "render",
                                        arguments: [reminders, "--family", "gallery-systemExtraLarge", "--output", out.path]) == 2)
    }

    @Test("two runs in one process at once, each with its own now: each image shows its own date (nothing process-wide)")
    func nowBelongsToEachRun() async throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let christmas = try #require(ISO8601DateFormatter().date(from: "2026-12-25T09:41:00Z"))
        func run(_ now: Date, into name: String) async -> URL {
            var run = RenderRun(widgets: [Gallery.widget(named: "calendar")!], surfaces: [.widget(.systemSmall)], appearances: [.light],
                                output: out.appendingPathComponent(name), threads: 1)
            run.now = now
            _ = await run.execute { _ in }
            return out.appendingPathComponent("\(name)/calendar/systemSmall-light.png")
        }
        async let festive = run(christmas, into: "christmas")
        async let usual = run(RenderRequest.defaultNow, into: "default")
        let (christmasImage, defaultImage) = await (try Data(contentsOf: festive), try Data(contentsOf: usual))
        let alone = try Data(contentsOf: await run(RenderRequest.defaultNow, into: "alone"))
        #expect(defaultImage == alone)
        #expect(christmasImage != alone)
        #expect(RenderRequest.now == RenderRequest.defaultNow)
    }

    @Test("a stale temporary file left by a killed run is removed; no temporary remains")
    func cleansTemporaries() async throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let stale = out.appendingPathComponent("weather/.systemSmall-light.png.123.456\(AtomicFile.temporarySuffix)")
        try FileManager.default.createDirectory(at: stale.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("partial".utf8).write(to: stale)
        _ = await RenderRun(widgets: Gallery.widgets, surfaces: [.widget(.systemSmall)], appearances: [.light], output: out, threads: 1).execute { _ in }
        let names = try FileManager.default.subpathsOfDirectory(atPath: out.path)
        #expect(!names.contains { $0.hasSuffix(AtomicFile.temporarySuffix) })
    }

    @Test("usage errors name the problem and exit 2; a valid selection parses")
    func usageErrors() async {
        #expect(await BundleCommand.run(Gallery.widgets, commandName: "render", arguments: []) == 2)
        #expect(await BundleCommand.run(Gallery.widgets, commandName: "render", arguments: ["nonexistent-widget"]) == 2)
        #expect(await BundleCommand.run([], commandName: "Empty", arguments: ["--all"]) == 2)
        #expect(await BundleCommand.run(Gallery.widgets, commandName: "render", arguments: ["--all", "--timeline", "-1"]) == 2)
        #expect((try? RenderOptions.parse(["--all", "--family", "systemSmall", "--timeline", "2"])) != nil)
    }

    @Test("--timeline N renders the first N timeline entries beside the snapshot, named -timeline<n>")
    func timelineImages() async throws {
        let out = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        var run = RenderRun(widgets: [Gallery.widget(named: "notes")!], surfaces: nil, appearances: [.light, .placeholder], output: out, threads: 1)
        run.timelineEntries = 3   // the gallery's timelines have one entry: one timeline image, no failures
        var failures: [String] = []
        let summary = await run.execute { if !isFitReportLine($0) { failures.append($0) } }
        #expect(failures.isEmpty, "\(failures)")
        #expect(summary.new == 3)
        for name in ["systemMedium-light.png", "systemMedium-placeholder.png", "systemMedium-light-timeline1.png"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("notes/\(name)").path), "\(name)")
        }
        // The gallery's timeline has the snapshot's one entry: the images are the same.
        #expect(try Data(contentsOf: out.appendingPathComponent("notes/systemMedium-light.png"))
            == Data(contentsOf: out.appendingPathComponent("notes/systemMedium-light-timeline1.png")))
    }
}
