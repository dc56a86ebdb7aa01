import Foundation
import Testing
import VignetteCore
import VignetteRunner
import VignetteTesting
import XCTest

/// `#Preview` blocks are found in the program without a list and rendered: the gallery's and
/// the compatibility views' (a widget file written as for iOS with three previews).
@Suite("Previews")
struct PreviewTests {
    @Test("every #Preview linked into the test program is found, in file and line order")
    func discovery() {
        let found = PreviewCatalog.all().map { "\($0.location) \($0.preview.name ?? "-")" }
        for expected in ["CalendarWidget.swift:32 Ordinary day and birthday", "WeatherGlyph.swift:177 Every glyph",
                         "WeatherWidget.swift:79 Beijing", "StepsWidget.swift:122 -", "StepsWidget.swift:129 Medium, from the provider",
                         "StepsWidget.swift:135 Goal reached", "StepsWidget.swift:140 StepsWidget_Previews"] {
            #expect(found.contains(expected), "\(expected) in \(found)")
        }
        #expect(found.count == Set(found).count)
    }

    @Test("each preview's images match Snapshots/Previews/")
    func previewsMatchTheirReferences() async {
        await assertPreviewSnapshots()
    }

    @Test("a preview that crashes fails its own image, naming its file and line; the others still render")
    func crashingPreview() async throws {
        // In the separate run below, this renders the previews and exits.
        await PreviewWorker.serveIfAsked(appearances: [.light, .dark], devices: [.defaultDevice], timeLimit: nil, format: .png)
        let previews = PreviewCatalog.all()
        let rendered = await PreviewWorker.isolated(previews, arguments: PreviewWorker.argumentsRunning(try #require(Test.current)),
                                              environment: ["VIGNETTE_TEST_TRAP_PREVIEW": "1"])
        let trapped = rendered.filter { $0.location == "CrashingPreview.swift:16" }
        #expect(trapped.count == 1 && trapped.first?.image == nil)
        #expect(trapped.first?.error?.contains("#Preview at CrashingPreview.swift:16 crashed on a trap") == true, "\(trapped)")
        #expect(trapped.first?.name == "Previews/CrashingPreview/Traps-on-request")
        // Every other preview was drawn, those after the crashed one (in file order) included.
        #expect(rendered.last?.location != "CrashingPreview.swift:16")
        let others = rendered.filter { $0.location != "CrashingPreview.swift:16" }
        #expect(!others.isEmpty && others.allSatisfy { $0.image != nil }, "\(others.filter { $0.image == nil })")
        #expect(Set(others.map(\.location)).count == previews.count - 1)
    }

    @Test("a preview's images are named after its name or line, its family and entry, and appearance")
    func names() async throws {
        let steps = try #require(PreviewCatalog.all().first { $0.location == "StepsWidget.swift:122" })
        let names = await steps.images().map(\.name)
        #expect(names == ["Previews/StepsWidget/line122-systemSmall-1-light", "Previews/StepsWidget/line122-systemSmall-1-dark",
                          "Previews/StepsWidget/line122-systemSmall-2-light", "Previews/StepsWidget/line122-systemSmall-2-dark"])
    }

    @Test("a preview whose timeline never finishes, or whose entries the widget does not take, fails its own images naming its file and line")
    func failingPreviews() async throws {
        let silent = DiscoveredPreview(preview: Preview(as: .systemSmall, widget: { StepsLikeWidget() }, timeline: {
            try? await Task.sleep(for: .seconds(60))
            return []
        }), fileID: "App/Slow.swift", line: 7, column: 1)
        let images = await silent.images(timeLimit: .milliseconds(200))
        #expect(images.count == 2)
        let message = "\((try? images[0].view()).map { _ in "no error" } ?? String(describing: Result { try images[0].view() }))"
        #expect(message.contains("Slow.swift:7") && message.contains("gave no answer within 0.2 s"), "\(message)")

        struct OtherEntry: TimelineEntry { let date: Date }
        let mismatched = DiscoveredPreview(preview: Preview(as: .systemSmall, widget: { StepsLikeWidget() }, timeline: {
            OtherEntry(date: .now)
        }), fileID: "App/Wrong.swift", line: 12, column: 1)
        let wrong = await mismatched.images()
        #expect(throws: VignetteError.self) { try wrong[0].view() }
        let text = String(describing: Result { try wrong[0].view() })
        #expect(text.contains("Wrong.swift:12") && text.contains("timeline entry 1 is a OtherEntry, but the widget's content takes SimpleEntry"), "\(text)")
    }
}

struct SimpleEntry: TimelineEntry { let date: Date }

nonisolated struct StepsLikeWidget: Widget {
    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .now) }
        func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {}
    }
    var body: some WidgetConfiguration { StaticConfiguration(kind: "steps-like", provider: Provider()) { _ in Text("x") } }
}

/// The same assertion from XCTest: failures become XCTest failures.
final class PreviewXCTests: XCTestCase {
    func testPreviewsFromXCTest() async {
        let failures = await assertPreviewSnapshots()
        XCTAssertEqual(failures, [])
    }
}
