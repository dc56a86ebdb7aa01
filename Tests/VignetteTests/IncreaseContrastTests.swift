import Foundation
import Testing
@testable import VignetteCore

private nonisolated struct ContrastLabel: View {
    @Environment(\.colorSchemeContrast) private var contrast

    var body: some View { Text(contrast == .standard ? "Standard" : "Increased") }
}

/// Increase Contrast: the `colorSchemeContrast` environment value, the system colours' and the
/// colour sets' high-contrast values, and the render variant that sets it.
@Suite("Increase Contrast")
struct IncreaseContrastTests {
    private func environment(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        env._colorSchemeContrast = contrast
        return env
    }

    private func hex(_ color: Color, _ scheme: ColorScheme, _ contrast: ColorSchemeContrast) -> String {
        color.resolve(in: environment(scheme, contrast)).description
    }

    @Test("system colours take the HIG's accessible values under Increase Contrast, light and dark", arguments: [
        // (colour, light, light increased, dark, dark increased)
        (Color.red, "#FF3B30", "#D70015", "#FF453A", "#FF6961"),
        (.orange, "#FF9500", "#C93400", "#FF9F0A", "#FFB340"),
        (.yellow, "#FFCC00", "#B25000", "#FFD60A", "#FFD426"),
        (.green, "#34C759", "#248A3D", "#30D158", "#30DB5B"),
        (.blue, "#007AFF", "#0040DD", "#0A84FF", "#409CFF"),
        (.purple, "#AF52DE", "#8944AB", "#BF5AF2", "#DA8FFF"),
        (.gray, "#8E8E93", "#6C6C70", "#8E8E93", "#AEAEB2"),
        (Color(uiColor: .systemGray6), "#F2F2F7", "#EBEBF0", "#1C1C1E", "#242426"),
        (.secondary, "#3C3C43@0.60", "#3C3C43@0.68", "#EBEBF5@0.60", "#EBEBF5@0.68"),
        (Color(.tertiaryLabel), "#3C3C43@0.30", "#3C3C43@0.38", "#EBEBF5@0.30", "#EBEBF5@0.38"),
        (Color(.separator), "#3C3C43@0.29", "#3C3C43@0.37", "#545458@0.60", "#545458@0.68"),
        (Color(.secondarySystemBackground), "#F2F2F7", "#EBEBF0", "#1C1C1E", "#242426"),
        // The label colour and the primary background are already at full contrast.
        (.primary, "#000000", "#000000", "#FFFFFF", "#FFFFFF"),
        (Color(.systemBackground), "#FFFFFF", "#FFFFFF", "#000000", "#000000"),
    ])
    func systemColors(color: Color, light: String, lightIncreased: String, dark: String, darkIncreased: String) {
        #expect(hex(color, .light, .standard) == light)
        #expect(hex(color, .light, .increased) == lightIncreased)
        #expect(hex(color, .dark, .standard) == dark)
        #expect(hex(color, .dark, .increased) == darkIncreased)
    }

    @Test("styles built on system colours follow: the accent colour, .secondary, .fill, a Divider")
    func styles() {
        let increased = environment(.light, .increased)
        #expect(Color.accentColor.resolve(in: increased).description == "#0040DD")
        #expect(HierarchicalShapeStyle.secondary._resolveStyle(in: increased) == .color(RGBA(hex: 0x3C3C43, alpha: 173 / 255)))
        #expect(FillShapeStyle()._resolveStyle(in: increased) == .color(RGBA(hex: 0x787880, alpha: 71 / 255)))
        var env = increased
        env.displayScale = 1
        let divider = ViewLayout.layout(Divider().frame(width: 20), proposal: .unspecified, environment: env,
                                        measurer: FixedAdvanceTextMeasurer()).displayList
        #expect("\(divider)".contains("#3C3C43@0.37"), "\(divider)")
    }

    @Test("a view reads colorSchemeContrast; previews set it with _colorSchemeContrast as in SwiftUI")
    func environmentValue() {
        func text<V: View>(_ view: V, _ env: EnvironmentValues = EnvironmentValues()) -> [String] {
            ViewLayout.layout(view, proposal: .unspecified, environment: env, measurer: FixedAdvanceTextMeasurer()).displayList.items
                .compactMap { if case .text(let t) = $0 { t.text.string } else { nil } }
        }
        #expect(EnvironmentValues().colorSchemeContrast == .standard)
        #expect(text(ContrastLabel()) == ["Standard"])
        #expect(text(ContrastLabel().environment(\._colorSchemeContrast, .increased)) == ["Increased"])
        let request = RenderRequest(.widget(.systemSmall), variant: RenderVariant(colorSchemeContrast: .increased))
        #expect(request.environment(EnvironmentValues()).colorSchemeContrast == .increased)
        #expect(RenderRequest(.widget(.systemSmall)).environment(EnvironmentValues()).colorSchemeContrast == .standard)
    }

    @Test("the variant's file suffix and caption")
    func names() {
        let variant = RenderVariant(legibilityWeight: .bold, colorSchemeContrast: .increased, locale: Locale(identifier: "ar"))
        #expect(variant.fileSuffix == "-bold-increased-contrast-ar")
        #expect(variant.label == "Bold Text · Increase Contrast · ar")
        #expect(!RenderVariant(colorSchemeContrast: .increased).isStandard)
    }
}
