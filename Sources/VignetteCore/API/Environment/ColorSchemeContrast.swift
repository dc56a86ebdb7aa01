import Foundation

/// The contrast between the app's foreground and background colors: Settings › Accessibility ›
/// Display & Text Size › Increase Contrast.
public nonisolated enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    /// SwiftUI displays views with standard contrast between the app's foreground and background colors.
    case standard
    /// SwiftUI displays views with increased contrast between the app's foreground and background colors.
    case increased
}

private nonisolated struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }

nonisolated extension EnvironmentValues {
    /// The contrast associated with the color scheme of this environment. Read-only, as in
    /// SwiftUI: the reader's setting (`RenderVariant.colorSchemeContrast`, `render --increase-contrast`).
    /// Under `.increased` the system colours take their high-contrast values and asset-catalog
    /// colour sets their "High Contrast" appearances.
    public var colorSchemeContrast: ColorSchemeContrast { self[ColorSchemeContrastKey.self] }

    /// The writable form previews set (`.environment(\._colorSchemeContrast, .increased)`), as SwiftUI's.
    public var _colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
}
