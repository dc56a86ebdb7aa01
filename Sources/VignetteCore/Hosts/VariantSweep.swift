import Foundation

/// A set of reader settings to render every image in (`render --variants sizes`), so that one
/// run shows which texts each text size, language or accessibility setting cuts.
///
/// Each variant of a sweep changes one setting of the base variant (the other `render` flags:
/// `--variants sizes --bold-text` is every size in Bold Text); the base variant is always one of
/// them, and a variant two sweeps share is rendered once.
public nonisolated enum VariantSweep: String, CaseIterable, Hashable, Sendable {
    /// Five text sizes that bound what readers choose: xSmall, large (the default), xxxLarge (the
    /// largest without Larger Accessibility Sizes), accessibility1 and accessibility5.
    case sizes
    /// Every Dynamic Type size, xSmall to accessibility5 (twelve).
    case allSizes = "all-sizes"
    /// The target's localizations (its string catalogs' and `.lproj` folders' languages), Arabic
    /// and Hebrew (right to left) and the double-length pseudolanguage.
    case languages
    /// Bold Text, Increase Contrast and Reduce Transparency, each on its own.
    case accessibility
    /// `all-sizes`, `languages` and `accessibility` together (not their combinations).
    case all

    /// The text sizes of `sizes`.
    public static let keySizes: [DynamicTypeSize] = [.xSmall, .large, .xxxLarge, .accessibility1, .accessibility5]

    /// The right-to-left languages every `languages` sweep includes.
    public static let rightToLeftLanguages = ["ar", "he"]

    /// The variants of this sweep over `base`; `localizations` are the target's languages
    /// ("de", "zh-Hans"), of which the base's own language (English unless `base.locale`) is
    /// left out, since the base shows it.
    public func variants(from base: RenderVariant = .standard, localizations: [String] = []) -> [RenderVariant] {
        var result: [RenderVariant] = [base]
        switch self {
        case .sizes, .allSizes:
            for size in self == .sizes ? Self.keySizes : DynamicTypeSize.allCases {
                var v = base
                v.dynamicTypeSize = size
                result.append(v)
            }
        case .languages:
            let own = base.locale.map { LocalizedStrings.languages(for: $0).last ?? "" } ?? "en"
            let languages = localizations.filter { $0 != own && !$0.hasPrefix(own + "-") && $0 != "Base" } + Self.rightToLeftLanguages
            for language in languages {
                var v = base
                v.locale = Locale(identifier: language.replacingOccurrences(of: "-", with: "_"))
                v.pseudoLanguage = nil
                result.append(v)
            }
            var pseudo = base
            pseudo.pseudoLanguage = .doubleLength
            result.append(pseudo)
        case .accessibility:
            var bold = base, contrast = base, transparency = base
            bold.legibilityWeight = .bold
            contrast.colorSchemeContrast = .increased
            transparency.accessibilityReduceTransparency = true
            result += [bold, contrast, transparency]
        case .all:
            result = [base] + [VariantSweep.allSizes, .languages, .accessibility].flatMap { $0.variants(from: base, localizations: localizations) }
        }
        return Self.unique(result)
    }

    /// The variants of several sweeps, the base first, each once.
    public static func variants(_ sweeps: [VariantSweep], from base: RenderVariant = .standard,
                                localizations: [String] = []) -> [RenderVariant] {
        unique([base] + sweeps.flatMap { $0.variants(from: base, localizations: localizations) })
    }

    private static func unique(_ variants: [RenderVariant]) -> [RenderVariant] {
        var seen = Set<RenderVariant>()
        return variants.filter { seen.insert($0).inserted }
    }

    /// The languages of the program's string tables (every resource bundle's `.xcstrings`
    /// localizations and `.lproj` folders, but `Base`), sorted: what `languages` sweeps by default.
    public static var programLocalizations: [String] { LocalizedStrings.programLanguages }
}
