import Foundation
import SnapshotTesting
import Testing
import VignetteCore
import VignetteCairo
import VignetteTesting

/// The snapshot API's reader settings: `.widget(family:appearance:traits:)` and
/// `assertWidgetSnapshots(of:variants:)`.
@Suite("Variant snapshots")
struct VariantSnapshotTests {
    let renderer: CairoRenderer
    init() throws { renderer = try CairoRenderer() }

    private static let ax3Bold = RenderVariant(dynamicTypeSize: .accessibility3, legibilityWeight: .bold)

    @Test(".widget(traits:) lays the view out for the reader's settings: the text is taller and the image differs")
    func widgetTraits() throws {
        let standard = renderer.layoutWidget(Badge(), family: .systemSmall, appearance: .light)
        let large = renderer.layoutWidget(Badge(), family: .systemSmall, appearance: .light, variant: Self.ax3Bold)
        let height = { (r: LayoutResult) in r.tree.frames(named: "Text").first?.height ?? 0 }
        // .headline is 17 pt at the default size and 33 pt at AX3 (Apple's table).
        #expect(height(standard) > 20 && height(standard) < 24, "\(height(standard))")
        #expect(height(large) > 39, "\(height(large))")

        var made: Data?
        Snapshotting<Badge, Data>.widget(family: .systemSmall, traits: Self.ax3Bold).snapshot(Badge()).run { made = $0 }
        let expected = try renderer.renderWidgetReportingWarnings(Badge(), family: .systemSmall, appearance: .light, variant: Self.ax3Bold).png
        #expect(made == expected)
        #expect(made != (try renderer.renderWidgetPNG(Badge(), family: .systemSmall, appearance: .light)))
    }

    private struct ProbeEntry: TimelineEntry { let date: Date }
    private struct ProbeProvider: TimelineProvider {
        func placeholder(in context: Context) -> ProbeEntry { ProbeEntry(date: .distantPast) }
        func getSnapshot(in context: Context, completion: @escaping (ProbeEntry) -> Void) { completion(ProbeEntry(date: .distantPast)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<ProbeEntry>) -> Void) {
            completion(Timeline(entries: [ProbeEntry(date: .distantPast)], policy: .never))
        }
    }
    /// A widget no reference was ever recorded for.
    private nonisolated struct UnrecordedWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "unrecorded-variant-probe", provider: ProbeProvider()) { _ in Badge() }
                .supportedFamilies([.systemSmall])
        }
    }
    private nonisolated struct UnrecordedBundle: WidgetBundle {
        var body: some Widget { UnrecordedWidget() }
    }

    @Test("a missing variant reference names the command that records it with the variant's flags", .snapshots(record: .never))
    func missingVariantReference() async {
        var messages: [String] = []
        await withKnownIssue {
            messages = await assertWidgetSnapshots(of: UnrecordedBundle(), appearances: [.light], variants: [Self.ax3Bold], record: .never)
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("unrecorded-variant-probe/systemSmall-light-accessibility3-bold.png") == true, "\(messages)")
        #expect(messages.first?.contains("record it with `swift run render --all --dynamic-type accessibility3 --bold-text`") == true,
                "\(messages)")
        #expect(RenderVariant(locale: Locale(identifier: "ar"), pseudoLanguage: .doubleLength).commandFlags == " --locale ar --pseudo double-length")
        #expect(RenderVariant(layoutDirection: .rightToLeft).commandFlags == " --layout-direction rightToLeft")
        #expect(RenderVariant.standard.commandFlags.isEmpty)
    }

    @Test("a single widget (an extension's @main without a bundle) is snapshotted as a bundle of it is", .snapshots(record: .never))
    func singleWidget() async {
        var messages: [String] = []
        await withKnownIssue {
            messages = await assertWidgetSnapshots(of: UnrecordedWidget(), appearances: [.light, .dark], record: .never)
        }
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.first?.contains("unrecorded-variant-probe/systemSmall-light.png") == true, "\(messages)")
        #expect(messages.last?.contains("unrecorded-variant-probe/systemSmall-dark.png") == true, "\(messages)")
    }
}
