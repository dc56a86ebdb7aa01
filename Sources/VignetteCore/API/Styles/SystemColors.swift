import Foundation

/// iOS system colours, light and dark, in standard and increased contrast (widgetkit.md §4;
/// accent colours of iOS 15–18).
nonisolated enum SystemColor: String, CaseIterable, Hashable, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText
    case separator, opaqueSeparator, link
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case systemRed, systemOrange, systemYellow, systemGreen, systemMint, systemTeal, systemCyan
    case systemBlue, systemIndigo, systemPurple, systemPink, systemBrown
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6

    func resolve(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast = .standard) -> RGBA {
        let (light, dark) = contrast == .increased ? increasedContrastValues : values
        return scheme == .light ? light : dark
    }

    /// The colour in `environment`'s colour scheme and contrast.
    func resolve(in environment: EnvironmentValues) -> RGBA {
        resolve(environment.colorScheme, environment.colorSchemeContrast)
    }

    private var values: (RGBA, RGBA) {
        switch self {
        case .label: (RGBA(hex: 0x000000), RGBA(hex: 0xFFFFFF))
        case .secondaryLabel: (RGBA(hex: 0x3C3C43, alpha: 0.6), RGBA(hex: 0xEBEBF5, alpha: 0.6))
        case .tertiaryLabel: (RGBA(hex: 0x3C3C43, alpha: 0.3), RGBA(hex: 0xEBEBF5, alpha: 0.3))
        case .quaternaryLabel: (RGBA(hex: 0x3C3C43, alpha: 0.18), RGBA(hex: 0xEBEBF5, alpha: 0.16))
        case .placeholderText: (RGBA(hex: 0x3C3C43, alpha: 0.3), RGBA(hex: 0xEBEBF5, alpha: 0.3))
        case .separator: (RGBA(hex: 0x3C3C43, alpha: 0.29), RGBA(hex: 0x545458, alpha: 0.6))
        case .opaqueSeparator: (RGBA(hex: 0xC6C6C8), RGBA(hex: 0x38383A))
        case .link: (RGBA(hex: 0x007AFF), RGBA(hex: 0x0984FF))
        case .systemBackground: (RGBA(hex: 0xFFFFFF), RGBA(hex: 0x000000))
        case .secondarySystemBackground: (RGBA(hex: 0xF2F2F7), RGBA(hex: 0x1C1C1E))
        case .tertiarySystemBackground: (RGBA(hex: 0xFFFFFF), RGBA(hex: 0x2C2C2E))
        case .systemGroupedBackground: (RGBA(hex: 0xF2F2F7), RGBA(hex: 0x000000))
        case .secondarySystemGroupedBackground: (RGBA(hex: 0xFFFFFF), RGBA(hex: 0x1C1C1E))
        case .tertiarySystemGroupedBackground: (RGBA(hex: 0xF2F2F7), RGBA(hex: 0x2C2C2E))
        case .systemFill: (RGBA(hex: 0x787880, alpha: 0.2), RGBA(hex: 0x787880, alpha: 0.36))
        case .secondarySystemFill: (RGBA(hex: 0x787880, alpha: 0.16), RGBA(hex: 0x787880, alpha: 0.32))
        case .tertiarySystemFill: (RGBA(hex: 0x767680, alpha: 0.12), RGBA(hex: 0x767680, alpha: 0.24))
        case .quaternarySystemFill: (RGBA(hex: 0x747480, alpha: 0.08), RGBA(hex: 0x767680, alpha: 0.18))
        case .systemRed: (RGBA(hex: 0xFF3B30), RGBA(hex: 0xFF453A))
        case .systemOrange: (RGBA(hex: 0xFF9500), RGBA(hex: 0xFF9F0A))
        case .systemYellow: (RGBA(hex: 0xFFCC00), RGBA(hex: 0xFFD60A))
        case .systemGreen: (RGBA(hex: 0x34C759), RGBA(hex: 0x30D158))
        case .systemMint: (RGBA(hex: 0x00C7BE), RGBA(hex: 0x66D4CF))
        case .systemTeal: (RGBA(hex: 0x30B0C7), RGBA(hex: 0x40C8E0))
        case .systemCyan: (RGBA(hex: 0x32ADE6), RGBA(hex: 0x64D2FF))
        case .systemBlue: (RGBA(hex: 0x007AFF), RGBA(hex: 0x0A84FF))
        case .systemIndigo: (RGBA(hex: 0x5856D6), RGBA(hex: 0x5E5CE6))
        case .systemPurple: (RGBA(hex: 0xAF52DE), RGBA(hex: 0xBF5AF2))
        case .systemPink: (RGBA(hex: 0xFF2D55), RGBA(hex: 0xFF375F))
        case .systemBrown: (RGBA(hex: 0xA5845E), RGBA(hex: 0xAC8E68))
        case .systemGray: (RGBA(hex: 0x8E8E93), RGBA(hex: 0x8E8E93))
        case .systemGray2: (RGBA(hex: 0xAEAEB2), RGBA(hex: 0x636366))
        case .systemGray3: (RGBA(hex: 0xC7C7CC), RGBA(hex: 0x48484A))
        case .systemGray4: (RGBA(hex: 0xD1D1D6), RGBA(hex: 0x3A3A3C))
        case .systemGray5: (RGBA(hex: 0xE5E5EA), RGBA(hex: 0x2C2C2E))
        case .systemGray6: (RGBA(hex: 0xF2F2F7), RGBA(hex: 0x1C1C1E))
        }
    }

    /// Under Increase Contrast. Accent colours and greys: the "Accessible" light and dark columns
    /// of the HIG's Color page for iOS (developer.apple.com/design/human-interface-guidelines/color,
    /// 2023 edition, the one the default values above come from). Label, fill, separator and
    /// background colours, which the HIG does not list: UIKit's high-contrast values
    /// (`UIColor.resolvedColor(with:)` under `accessibilityContrast = .high`, base level, as
    /// published in Flutter's `CupertinoColors`); the label, link, opaque separator and primary
    /// backgrounds do not change.
    private var increasedContrastValues: (RGBA, RGBA) {
        switch self {
        case .secondaryLabel: (RGBA(hex: 0x3C3C43, alpha: 173 / 255), RGBA(hex: 0xEBEBF5, alpha: 173 / 255))
        case .tertiaryLabel, .placeholderText: (RGBA(hex: 0x3C3C43, alpha: 96 / 255), RGBA(hex: 0xEBEBF5, alpha: 96 / 255))
        case .quaternaryLabel: (RGBA(hex: 0x3C3C43, alpha: 66 / 255), RGBA(hex: 0xEBEBF5, alpha: 61 / 255))
        case .separator: (RGBA(hex: 0x3C3C43, alpha: 94 / 255), RGBA(hex: 0x545458, alpha: 173 / 255))
        case .secondarySystemBackground: (RGBA(hex: 0xEBEBF0), RGBA(hex: 0x242426))
        case .tertiarySystemBackground: (RGBA(hex: 0xFFFFFF), RGBA(hex: 0x363638))
        case .systemGroupedBackground: (RGBA(hex: 0xEBEBF0), RGBA(hex: 0x000000))
        case .secondarySystemGroupedBackground: (RGBA(hex: 0xFFFFFF), RGBA(hex: 0x242426))
        case .tertiarySystemGroupedBackground: (RGBA(hex: 0xEBEBF0), RGBA(hex: 0x363638))
        case .systemFill: (RGBA(hex: 0x787880, alpha: 71 / 255), RGBA(hex: 0x787880, alpha: 112 / 255))
        case .secondarySystemFill: (RGBA(hex: 0x787880, alpha: 61 / 255), RGBA(hex: 0x787880, alpha: 102 / 255))
        case .tertiarySystemFill: (RGBA(hex: 0x767680, alpha: 51 / 255), RGBA(hex: 0x767680, alpha: 81 / 255))
        case .quaternarySystemFill: (RGBA(hex: 0x747480, alpha: 40 / 255), RGBA(hex: 0x767680, alpha: 66 / 255))
        case .systemRed: (RGBA(hex: 0xD70015), RGBA(hex: 0xFF6961))
        case .systemOrange: (RGBA(hex: 0xC93400), RGBA(hex: 0xFFB340))
        case .systemYellow: (RGBA(hex: 0xB25000), RGBA(hex: 0xFFD426))
        case .systemGreen: (RGBA(hex: 0x248A3D), RGBA(hex: 0x30DB5B))
        case .systemMint: (RGBA(hex: 0x0C817B), RGBA(hex: 0x66D4CF))
        case .systemTeal: (RGBA(hex: 0x008299), RGBA(hex: 0x5DE6FF))
        case .systemCyan: (RGBA(hex: 0x0071A4), RGBA(hex: 0x70D7FF))
        case .systemBlue: (RGBA(hex: 0x0040DD), RGBA(hex: 0x409CFF))
        case .systemIndigo: (RGBA(hex: 0x3634A3), RGBA(hex: 0x7D7AFF))
        case .systemPurple: (RGBA(hex: 0x8944AB), RGBA(hex: 0xDA8FFF))
        case .systemPink: (RGBA(hex: 0xD30F45), RGBA(hex: 0xFF6482))
        case .systemBrown: (RGBA(hex: 0x7F6545), RGBA(hex: 0xB59469))
        case .systemGray: (RGBA(hex: 0x6C6C70), RGBA(hex: 0xAEAEB2))
        case .systemGray2: (RGBA(hex: 0x8E8E93), RGBA(hex: 0x7C7C80))
        case .systemGray3: (RGBA(hex: 0xAEAEB2), RGBA(hex: 0x545456))
        case .systemGray4: (RGBA(hex: 0xBCBCC0), RGBA(hex: 0x444446))
        case .systemGray5: (RGBA(hex: 0xD8D8DC), RGBA(hex: 0x363638))
        case .systemGray6: (RGBA(hex: 0xEBEBF0), RGBA(hex: 0x242426))
        case .label, .opaqueSeparator, .link, .systemBackground: values
        }
    }
}
