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
}
