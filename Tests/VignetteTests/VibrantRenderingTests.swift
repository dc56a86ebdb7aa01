import Foundation
import Testing
@testable import Vignette

@Suite("Vibrant rendering")
struct VibrantRenderingTests {
    @Test("a colour becomes white at its opacity times its luminance")
    func mapping() {
        #expect(VibrantColors.map(RGBA(red: 1, green: 1, blue: 1, alpha: 1)) == RGBA(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(VibrantColors.map(RGBA(red: 0, green: 0, blue: 0, alpha: 1)).alpha == 0)
        let grey = VibrantColors.map(RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5))
        #expect(grey.red == 1 && abs(grey.alpha - 0.25) < 1e-9)
    }

    @Test("the vibrant appearance sets the rendering mode and the dark scheme, draws the content in white over a wallpaper, and no container background")
    func hosted() {
        struct Probe: View {
            @Environment(\.widgetRenderingMode) var mode
            @Environment(\.colorScheme) var scheme
            var body: some View {
                Text("\(mode.description) \(scheme == .dark ? "dark" : "light")")
                    .containerBackground(for: .widget) { Color.red }
            }
        }
        let result = WidgetHost.layout(Probe(), family: .accessoryRectangular, appearance: .vibrant, measurer: FixedAdvanceTextMeasurer())
        let texts = result.displayList.items.compactMap { if case .text(let t) = $0 { t.text } else { nil } }
        #expect(texts.map(\.string) == ["vibrant dark"])
        #expect(texts.first?.runs.first?.color == RGBA(red: 1, green: 1, blue: 1, alpha: 1))
        let fills = result.displayList.items.compactMap { if case .fill(_, let paint, _) = $0 { paint } else { nil } }
        #expect(!fills.contains(.color(SystemColor.systemRed.resolve(.dark))))
        #expect(fills.contains { if case .linearGradient = $0 { true } else { false } })
        let light = WidgetHost.layout(Probe(), family: .accessoryRectangular, appearance: .light, measurer: FixedAdvanceTextMeasurer())
        #expect(light.displayList.items.compactMap { if case .text(let t) = $0 { t.text.string } else { nil } } == ["fullColor light"])
    }

    @Test("vibrant applies to the accessory families only")
    func families() {
        #expect(WidgetAppearance.vibrant.applies(to: .accessoryCircular))
        #expect(!WidgetAppearance.vibrant.applies(to: .systemSmall))
        #expect(WidgetAppearance.dark.applies(to: .systemSmall))
    }
}
