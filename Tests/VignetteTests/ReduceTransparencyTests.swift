import Foundation
import Testing
@testable import VignetteCore

private nonisolated struct TransparencyLabel: View {
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency

    var body: some View { Text(reduceTransparency ? "Opaque" : "Translucent") }
}

/// Reduce Transparency: the `accessibilityReduceTransparency` environment value, materials drawn
/// opaque, and the render variant that sets it.
@Suite("Reduce Transparency")
struct ReduceTransparencyTests {
    private func fill(_ material: Material, _ scheme: ColorScheme, reduced: Bool) -> RGBA? {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        env._accessibilityReduceTransparency = reduced
        if case .color(let c) = material._resolveStyle(in: env) { return c }
        return nil
    }

    @Test("every material is translucent by default and opaque under Reduce Transparency, its tint over the system background",
          arguments: [Material.ultraThin, .thin, .regular, .thick, .ultraThick, .bar])
    func opaque(material: Material) throws {
        let light = try #require(fill(material, .light, reduced: true))
        let dark = try #require(fill(material, .dark, reduced: true))
        #expect(light.alpha == 1 && dark.alpha == 1)
        #expect(light == RGBA(red: 1, green: 1, blue: 1))
        // A dark tint over black: the thicker the material, the lighter its grey.
        let a = Material.darkOpacity[material.thickness]
        #expect(dark == RGBA(red: 0.11 * a, green: 0.11 * a, blue: 0.12 * a))
        #expect(try #require(fill(material, .light, reduced: false)).alpha < 1)
        #expect(try #require(fill(material, .dark, reduced: false)).alpha < 1)
    }

    @Test("a material fill in a view's display list: translucent, then opaque with the variant")
    func displayList() {
        func colors(_ variant: RenderVariant) -> [RGBA] {
            let request = RenderRequest(.view(ProposedViewSize(width: 20, height: 20)), device: WidgetDevice.defaultDevice.withScale(1),
                                        appearance: .dark, variant: variant)
            return request.layout(Rectangle().fill(.thinMaterial), measurer: FixedAdvanceTextMeasurer()).displayList.items.compactMap {
                if case .fill(_, .color(let c), _) = $0 { c } else { nil }
            }
        }
        #expect(colors(.standard).map(\.alpha) == [Material.darkOpacity[1]])
        #expect(colors(RenderVariant(accessibilityReduceTransparency: true)).map(\.alpha) == [1])
    }

    @Test("a view reads accessibilityReduceTransparency; previews set it with _accessibilityReduceTransparency")
    func environmentValue() {
        func text<V: View>(_ view: V, _ env: EnvironmentValues = EnvironmentValues()) -> [String] {
            ViewLayout.layout(view, proposal: .unspecified, environment: env, measurer: FixedAdvanceTextMeasurer()).displayList.items
                .compactMap { if case .text(let t) = $0 { t.text.string } else { nil } }
        }
        #expect(text(TransparencyLabel()) == ["Translucent"])
        #expect(text(TransparencyLabel().environment(\._accessibilityReduceTransparency, true)) == ["Opaque"])
        let request = RenderRequest(.widget(.systemSmall), variant: RenderVariant(accessibilityReduceTransparency: true))
        #expect(request.environment(EnvironmentValues()).accessibilityReduceTransparency)
        #expect(!RenderRequest(.widget(.systemSmall)).environment(EnvironmentValues()).accessibilityReduceTransparency)
    }

    @Test("the variant's file suffix and caption")
    func names() {
        let variant = RenderVariant(colorSchemeContrast: .increased, accessibilityReduceTransparency: true)
        #expect(variant.fileSuffix == "-increased-contrast-reduced-transparency")
        #expect(variant.label == "Increase Contrast · Reduce Transparency")
    }
}
