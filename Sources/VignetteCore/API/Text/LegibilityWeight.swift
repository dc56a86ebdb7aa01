import Foundation

/// The Accessibility Bold Text user setting options.
public nonisolated enum LegibilityWeight: Hashable, Sendable {
    /// Use regular font weight (no Accessibility Bold).
    case regular
    /// Use heavier font weight (force Accessibility Bold).
    case bold
}

private nonisolated struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }

nonisolated extension EnvironmentValues {
    /// The font weight to apply to text: the Bold Text setting (`RenderVariant.legibilityWeight`,
    /// `render --bold-text`). Under `.bold` every text is drawn heavier, as iOS does.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
}

nonisolated extension Font.Weight {
    /// The weight iOS draws under Bold Text: the next heavier face its system font has for
    /// text (regular → semibold, as `.body` becomes; semibold and medium → bold; bold → heavy).
    var boldTextWeight: Font.Weight {
        switch value {
        case ..<200: .light
        case ..<300: .regular
        case ..<400: .medium
        case ..<500: .semibold
        case ..<700: .bold
        case ..<800: .heavy
        default: .black
        }
    }
}
