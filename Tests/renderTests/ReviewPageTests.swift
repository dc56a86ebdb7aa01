import Foundation
import Gallery
import Testing
import VignetteCore
import VignetteRunner
@testable import render

/// The review page, opened in a real browser: headless Chromium (Debian's `chromium`).
@Suite("Review page")
struct ReviewPageTests {
    static let chromium = "/usr/bin/chromium"

    private func chromium(_ arguments: [String]) throws -> String {
        guard FileManager.default.isExecutableFile(atPath: Self.chromium) else {
            Issue.record("chromium is not installed: run Scripts/setup.sh")
            return ""
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.chromium)
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
                             "--allow-file-access-from-files", "--user-data-dir=\(profile.path)", "--virtual-time-budget=10000"] + arguments
        var env = ProcessInfo.processInfo.environment
        env["HOME"] = profile.path
        process.environment = env
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    private func attribute(_ name: String, in html: String) -> String? {
        guard let status = html.range(of: #"<span id="status"[^>]*>"#, options: .regularExpression) else { return nil }
        let tag = html[status]
        guard let r = tag.range(of: #"\#(name)="([^"]*)""#, options: .regularExpression) else { return nil }
        return String(tag[r].split(separator: "\"")[1])
    }

    @Test("every image on the page loads, the grid lays out, and changed images have before and difference views")
    func pageInChromium() async throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-review-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: out) }
        let widgets = ["weather", "notes", "watchlist"].compactMap(Gallery.widget(named:))
        let run = RenderRun(widgets: widgets, surfaces: nil, appearances: WidgetAppearance.allCases, output: out, threads: 2)
        let first = await run.execute { if !isFitReportLine($0) { Issue.record(Comment(rawValue: $0)) } }
        // Make one image "changed": replace it with another image, then render again.
        let changed = out.appendingPathComponent("weather/systemSmall-light.png")
        try FileManager.default.removeItem(at: changed)
        try FileManager.default.copyItem(at: out.appendingPathComponent("weather/systemSmall-dark.png"), to: changed)
        let second = await run.execute { if !isFitReportLine($0) { Issue.record(Comment(rawValue: $0)) } }
        #expect(second.changed == 1 && second.unchanged == first.new - 1)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(".review/weather/systemSmall-light.before.png").path))

        let page = out.appendingPathComponent("index.html")
        let dom = try chromium(["--dump-dom", page.absoluteString])
        #expect(attribute("data-done", in: dom) == "true", "the page finished loading its images")
        #expect(attribute("data-failed", in: dom) == "0", "no image failed to load")
        // Light and dark of 6 (Weather: 3 Home Screen, 3 Lock Screen) + 1 (Notes) + 2 (Watchlist) targets,
        // on the default device.
        #expect(attribute("data-total", in: dom) == "\(2 * 9)")
        #expect(dom.contains("<table>") && dom.contains("Weather") && dom.contains("today-expanded"))

        // The page as a designer sees it, kept for a look: .build/review-page.png
        let shot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/review-page.png")
        _ = try chromium(["--screenshot=\(shot.path)", "--window-size=1500,1100", page.absoluteString])
        #expect(FileManager.default.fileExists(atPath: shot.path))
    }

    @Test("a checkbox per mode; #modes=all shows each image once, only where it exists, StandBy at its natural size")
    func everyMode() async throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-review-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: out) }
        let widgets = ["weather"].compactMap(Gallery.widget(named:)) + RingTestWidget()._widgetDescriptions()
        var run = RenderRun(widgets: widgets, surfaces: nil, appearances: WidgetAppearance.allCases, output: out, threads: 2)
        run.previews = PreviewCatalog.all().filter { $0.location.hasPrefix("CalendarWidget.swift") }
        #expect(!run.previews.isEmpty)
        _ = await run.execute { if !isFitReportLine($0) { Issue.record(Comment(rawValue: $0)) } }
        let jobs = RenderJob.matrix(widgets, appearances: WidgetAppearance.allCases)
        // Vibrant in the accessory family only, StandBy in the small family only.
        #expect(jobs.filter { $0.appearance == .vibrant }.map(\.relativePath) == [
            "weather/accessoryCircular-vibrant.png", "weather/accessoryRectangular-vibrant.png", "weather/accessoryInline-vibrant.png",
            "ring/accessoryCircular-vibrant.png",
        ])
        #expect(jobs.filter { $0.appearance.isStandBy }.count == 4)

        let page = out.appendingPathComponent("index.html")
        let all = try chromium(["--dump-dom", page.absoluteString + "#modes=all"])
        // (The watch's appearances only when a watch was rendered.)
        for appearance in WidgetAppearance.allCases where !appearance.isWatch {
            #expect(all.contains("id=\"mode-\(appearance.rawValue)\""), "\(appearance)")
        }
        #expect(!all.contains("id=\"mode-accented\""))
        #expect(attribute("data-done", in: all) == "true")
        #expect(attribute("data-failed", in: all) == "0", "the page shows no image that does not exist")
        let previewFiles = (FileManager.default.enumerator(atPath: out.appendingPathComponent("Previews").path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".png") }
        #expect(attribute("data-total", in: all) == "\(jobs.count + previewFiles.count)", "the page shows every image once")
        #expect(all.contains("<figcaption>StandBy night · 2.09× (330 pt)</figcaption>") && all.contains("<figcaption>Vibrant</figcaption>"))
        // StandBy's image is shown at its natural size: the small widget's, times StandBy's scale.
        let device = WidgetDevice.defaultDevice
        let natural = device.size(for: .systemSmall)!.width * device.standByScale(for: .systemSmall)
        #expect(abs(try #require(imageWidth("weather/systemSmall-standby.png", in: all)) - natural) < 0.5)
        #expect(try #require(imageWidth("weather/systemSmall-light.png", in: all)) == device.size(for: .systemSmall)!.width)

        let some = try chromium(["--dump-dom", page.absoluteString + "#modes=vibrant,tinted"])
        let somePreviews = previewFiles.filter { $0.hasSuffix("-tinted.png") || $0.hasSuffix("-vibrant.png") }.count
        #expect(attribute("data-total", in: some) == "\(jobs.filter { $0.appearance == .vibrant || $0.appearance == .tinted }.count + somePreviews)")
        // The previews follow the checkboxes too.
        let previews = some.components(separatedBy: "id=\"previews\"").last ?? ""
        let shown = previews.components(separatedBy: "src=\"Previews/").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(!shown.isEmpty && shown.allSatisfy { $0.hasSuffix("-tinted.png") || $0.hasSuffix("-vibrant.png") }, "\(shown)")
    }

    @Test("a variant selector kept in the address, and the fit report's texts outlined on their images")
    func variantsAndOutlines() async throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-review-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: out) }
        let widgets = ["calendar"].compactMap(Gallery.widget(named:))
        var run = RenderRun(widgets: widgets, surfaces: [.widget(.systemSmall)], appearances: [.light], output: out, threads: 2)
        let ax5 = RenderVariant(dynamicTypeSize: .accessibility5)
        run.variants = [.standard, ax5]
        _ = await run.execute { if !isFitReportLine($0) { Issue.record(Comment(rawValue: $0)) } }
        let page = out.appendingPathComponent("index.html")

        let standard = try chromium(["--dump-dom", page.absoluteString])
        #expect(attribute("data-total", in: standard) == "1")
        #expect(standard.contains("src=\"calendar/systemSmall-light.png\"") && !standard.contains("src=\"calendar/systemSmall-light-accessibility5.png\""))
        #expect(standard.contains("<option value=\"accessibility5\">AX5</option>"))
        let large = try chromium(["--dump-dom", page.absoluteString + "#modes=light&variant=accessibility5"])
        #expect(attribute("data-total", in: large) == "1")
        #expect(large.contains("src=\"calendar/systemSmall-light-accessibility5.png\""))
        // AX5 cuts three texts of the small calendar: three outlines, numbered as the list beside them.
        let outlines = large.components(separatedBy: "class=\"outline\"").count - 1
        #expect(outlines == 3, "\(large)")
        #expect(large.contains("<span>3</span>") && large.contains("<ol class=\"warnings\">"))
        // The outlines lie inside the image.
        let boxes = large.components(separatedBy: "class=\"outline\"").dropFirst().map { $0.prefix { $0 != ">" } }
        for box in boxes {
            let percents = box.components(separatedBy: ": ").dropFirst().compactMap { Double($0.prefix { "0123456789.".contains($0) }) }
            #expect(percents.count == 4 && percents.allSatisfy { $0 >= 0 && $0 <= 100 }, "\(box)")
        }
    }

    /// The width an image is shown at, from its `style`.
    private func imageWidth(_ path: String, in html: String) -> CGFloat? {
        guard let tag = html.range(of: #"<img alt="\#(path)"[^>]*>"#, options: .regularExpression),
              let width = html[tag].range(of: #"width: [0-9.]+px"#, options: .regularExpression) else { return nil }
        return Double(html[width].dropFirst(7).dropLast(2)).map { CGFloat($0) }
    }
}

/// A widget in a Home Screen and a Lock Screen family, for the page's modes.
private nonisolated struct RingTestWidget: Widget {
    struct Entry: TimelineEntry { let date: Date }
    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: .now) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: .now)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [Entry(date: .now)], policy: .never))
        }
    }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ring", provider: Provider()) { _ in
            Gauge(value: 0.6) { Text("Ring") }
                .gaugeStyle(.accessoryCircularCapacity)
                .containerBackground(for: .widget) { Color.clear }
        }
        .configurationDisplayName("Ring")
        .supportedFamilies([.systemSmall, .accessoryCircular])
    }
}
