import Foundation

/// The reader's settings a render is made for: text size, Bold Text, Increase Contrast, Reduce
/// Transparency, language, direction and a pseudolanguage.
/// An axis like the appearance: it travels in each `RenderRequest`, sets the environment the
/// view sees, and names the image (`systemSmall-light-accessibility2-bold.png`).
///
/// The default variant (`.standard`) changes nothing: the environment keeps its own values, and
/// file names have no suffix.
public nonisolated struct RenderVariant: Hashable, Sendable, CustomStringConvertible {
    /// The Dynamic Type size (Settings › Display & Brightness › Text Size); `.large` by default.
    public var dynamicTypeSize: DynamicTypeSize
    /// Bold Text (Settings › Accessibility › Display & Text Size): `.bold` makes text heavier.
    public var legibilityWeight: LegibilityWeight
    /// Increase Contrast (Settings › Accessibility › Display & Text Size): `.increased` gives the
    /// system colours their high-contrast values and colour sets their "High Contrast" entries.
    public var colorSchemeContrast: ColorSchemeContrast
    /// Reduce Transparency (Settings › Accessibility › Display & Text Size): materials drawn opaque.
    public var accessibilityReduceTransparency: Bool
    /// The language and region, or nil for the environment's (en_US). Strings come from the
    /// target's tables for its language, formats follow it, and its script sets the direction.
    public var locale: Locale?
    /// The layout direction, or nil for the locale's (left to right without a locale), or the
    /// pseudolanguage's.
    public var layoutDirection: LayoutDirection?
    /// One of Xcode's pseudolanguages, applied to every localizable string (nil: none).
    public var pseudoLanguage: PseudoLanguage?

    public init(dynamicTypeSize: DynamicTypeSize = .large, legibilityWeight: LegibilityWeight = .regular,
                colorSchemeContrast: ColorSchemeContrast = .standard, accessibilityReduceTransparency: Bool = false,
                locale: Locale? = nil, layoutDirection: LayoutDirection? = nil, pseudoLanguage: PseudoLanguage? = nil) {
        self.dynamicTypeSize = dynamicTypeSize
        self.legibilityWeight = legibilityWeight
        self.colorSchemeContrast = colorSchemeContrast
        self.accessibilityReduceTransparency = accessibilityReduceTransparency
        self.locale = locale
        self.layoutDirection = layoutDirection
        self.pseudoLanguage = pseudoLanguage
    }

    /// The settings of a device nobody changed: large text, regular weight, standard contrast,
    /// transparency, the render's language.
    public static let standard = RenderVariant()

    public var isStandard: Bool { self == .standard }

    /// The direction the view is laid out in: the one asked for, else the right-to-left
    /// pseudolanguages', else the locale's script's.
    public var resolvedLayoutDirection: LayoutDirection? {
        if let layoutDirection { return layoutDirection }
        if pseudoLanguage?.isRightToLeft == true { return .rightToLeft }
        guard let locale else { return nil }
        return Self.direction(of: locale)
    }

    /// The direction of a locale's script: right to left for Arabic, Hebrew, Persian, Urdu….
    public static func direction(of locale: Locale) -> LayoutDirection {
        Locale.Language(identifier: locale.identifier).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Sets what differs from the standard variant in `env`, and nothing else.
    func apply(to env: inout EnvironmentValues) {
        if dynamicTypeSize != .large { env.dynamicTypeSize = dynamicTypeSize }
        if legibilityWeight != .regular { env.legibilityWeight = legibilityWeight }
        if colorSchemeContrast != .standard { env._colorSchemeContrast = colorSchemeContrast }
        if accessibilityReduceTransparency { env._accessibilityReduceTransparency = true }
        if let locale { env.locale = locale }
        if let direction = resolvedLayoutDirection { env.layoutDirection = direction }
        if let pseudoLanguage { env.pseudoLanguage = pseudoLanguage }
    }

    /// The parts of a file name: `accessibility2`, `bold`, `increased-contrast`,
    /// `reduced-transparency`, the locale (`ar`), the pseudolanguage (`double-length`),
    /// `rtl` when the direction was asked for against the locale's; empty for the standard variant.
    public var nameParts: [String] {
        var parts: [String] = []
        if dynamicTypeSize != .large { parts.append("\(dynamicTypeSize)") }
        if legibilityWeight == .bold { parts.append("bold") }
        if colorSchemeContrast == .increased { parts.append("increased-contrast") }
        if accessibilityReduceTransparency { parts.append("reduced-transparency") }
        if let locale { parts.append(locale.identifier) }
        if let pseudoLanguage { parts.append(pseudoLanguage.rawValue) }
        if let layoutDirection, layoutDirection != impliedDirection {
            parts.append(layoutDirection == .rightToLeft ? "rtl" : "ltr")
        }
        return parts
    }

    /// The direction the locale or pseudolanguage gives without `layoutDirection`.
    private var impliedDirection: LayoutDirection {
        pseudoLanguage?.isRightToLeft == true ? .rightToLeft : locale.map(Self.direction) ?? .leftToRight
    }

    /// `-accessibility2-bold` in a file name, after the appearance; empty for the standard variant.
    public var fileSuffix: String { nameParts.map { "-" + $0 }.joined() }

    /// What a caption says: `AX2 · Bold Text · Increase Contrast · ar · right to left`; empty for
    /// the standard variant.
    public var label: String {
        var parts: [String] = []
        if dynamicTypeSize != .large { parts.append(Self.label(dynamicTypeSize)) }
        if legibilityWeight == .bold { parts.append("Bold Text") }
        if colorSchemeContrast == .increased { parts.append("Increase Contrast") }
        if accessibilityReduceTransparency { parts.append("Reduce Transparency") }
        if let locale { parts.append(locale.identifier) }
        if let pseudoLanguage { parts.append(pseudoLanguage.description) }
        if let layoutDirection, layoutDirection != impliedDirection {
            parts.append(layoutDirection == .rightToLeft ? "right to left" : "left to right")
        }
        return parts.joined(separator: " · ")
    }

    public var description: String { isStandard ? "standard" : label }

    /// The render command's flags that ask for this variant (` --dynamic-type accessibility2
    /// --bold-text`, with a leading space); empty for the standard variant.
    public var commandFlags: String {
        var flags: [String] = []
        if dynamicTypeSize != .large { flags.append("--dynamic-type \(dynamicTypeSize)") }
        if legibilityWeight == .bold { flags.append("--bold-text") }
        if colorSchemeContrast == .increased { flags.append("--increase-contrast") }
        if accessibilityReduceTransparency { flags.append("--reduce-transparency") }
        if let locale { flags.append("--locale \(locale.identifier)") }
        if let layoutDirection, layoutDirection != impliedDirection { flags.append("--layout-direction \(layoutDirection)") }
        if let pseudoLanguage { flags.append("--pseudo \(pseudoLanguage.rawValue)") }
        return flags.map { " " + $0 }.joined()
    }

    /// The name Settings' slider and Xcode's environment overrides use: `xSmall`… `xxxLarge`, `AX1`… `AX5`.
    static func label(_ size: DynamicTypeSize) -> String {
        size.isAccessibilitySize ? "AX\(size.rawValue - DynamicTypeSize.accessibility1.rawValue + 1)" : "\(size)"
    }
}
