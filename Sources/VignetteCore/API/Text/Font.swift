import Foundation

/// An environment-dependent font, as SwiftUI's `Font`.
public nonisolated struct Font: Hashable, Sendable {
    nonisolated enum Base: Hashable, Sendable {
        case textStyle(TextStyle)
        case system(size: CGFloat)
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }

    var base: Base
    var weight: Weight?
    var design: Design?
    var isItalic = false
    var usesMonospacedDigit = false
    var width: CGFloat?
    /// Which letters are drawn as small capitals (FontCapitals.swift).
    var smallCapitals: ResolvedFont.SmallCaps?

    init(base: Base, weight: Weight? = nil, design: Design? = nil) {
        self.base = base
        self.weight = weight
        self.design = design
    }

    /// A dynamic text style to use for fonts.
    public nonisolated enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A weight to use for fonts.
    public nonisolated struct Weight: Hashable, Sendable {
        /// The CSS-style numeric weight (100…900).
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// A design to use for fonts.
    public nonisolated enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    public static let largeTitle = Font(base: .textStyle(.largeTitle))
    public static let title = Font(base: .textStyle(.title))
    public static let title2 = Font(base: .textStyle(.title2))
    public static let title3 = Font(base: .textStyle(.title3))
    public static let headline = Font(base: .textStyle(.headline))
    public static let subheadline = Font(base: .textStyle(.subheadline))
    public static let body = Font(base: .textStyle(.body))
    public static let callout = Font(base: .textStyle(.callout))
    public static let footnote = Font(base: .textStyle(.footnote))
    public static let caption = Font(base: .textStyle(.caption))
    public static let caption2 = Font(base: .textStyle(.caption2))

    /// A system font with the given size, weight and design.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size), weight: weight, design: design)
    }

    /// A system font for a text style, with a design and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style), weight: weight, design: design)
    }

    /// A custom font with a size that scales with the body style. The name is a family or, as iOS
    /// code usually has it, a PostScript name ("Inter-Bold"); see `FontConfiguration.face(named:size:)`.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }

    /// A custom font that scales relative to the given text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: textStyle))
    }

    /// A custom font with a fixed size that does not scale with Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    public func monospacedDigit() -> Font { var f = self; f.usesMonospacedDigit = true; return f }
    public func monospaced() -> Font { var f = self; f.design = .monospaced; return f }
}

/// A font resolved for an environment: what the text engine needs to shape glyphs.
public nonisolated struct ResolvedFont: Hashable, Sendable, CustomStringConvertible {
    /// Fontconfig family names, most preferred first (the engine adds CJK and emoji fallbacks).
    public var family: String
    /// Size in points.
    public var size: CGFloat
    /// CSS-style numeric weight.
    public var weight: Int
    public var italic: Bool
    public var monospacedDigit: Bool
    /// Extra space after each glyph, in points (SF's automatic tracking, plus `tracking`/`kerning`).
    public var tracking: CGFloat
    /// Letters drawn as small capitals (`Font.smallCaps()` and its variants).
    public var smallCaps: SmallCaps?

    public init(family: String, size: CGFloat, weight: Int = 400, italic: Bool = false,
                monospacedDigit: Bool = false, tracking: CGFloat = 0, smallCaps: SmallCaps? = nil) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.monospacedDigit = monospacedDigit
        self.tracking = tracking
        self.smallCaps = smallCaps
    }

    public var description: String {
        "\(family) \(formatNumber(size))pt w\(weight)\(italic ? " italic" : "")\(tracking != 0 ? " tr\(formatNumber(tracking))" : "")\(smallCaps.map { " \($0)SmallCaps" } ?? "")"
    }
}

nonisolated extension Font {
    /// Resolves the font for a Dynamic Type size: family, size, weight and SF-like tracking;
    /// under Bold Text (`legibilityWeight == .bold`) the weight is the next heavier one.
    func resolve(dynamicTypeSize: DynamicTypeSize, legibilityWeight: LegibilityWeight? = nil) -> ResolvedFont {
        let size: CGFloat
        var defaultWeight = Weight.regular
        var family: String?
        switch base {
        case .textStyle(let style):
            size = style.size(for: dynamicTypeSize)
            if style == .headline { defaultWeight = .semibold }
        case .system(let s):
            size = s
        case let .custom(name, s, relativeTo):
            family = name
            if let relativeTo {
                size = s * relativeTo.size(for: dynamicTypeSize) / relativeTo.size(for: .large)
            } else {
                size = s
            }
        }
        let safeSize = size.isFinite && size > 0 ? min(size, 4096) : 17
        let resolvedFamily = family ?? SystemTypeface.family(design: design ?? .default, size: safeSize)
        let tracking = family == nil && (design ?? .default) != .monospaced ? SystemTypeface.tracking(forSize: safeSize) : 0
        var resolvedWeight = weight ?? defaultWeight
        if legibilityWeight == .bold { resolvedWeight = resolvedWeight.boldTextWeight }
        return ResolvedFont(family: resolvedFamily, size: safeSize, weight: resolvedWeight.value,
                            italic: isItalic, monospacedDigit: usesMonospacedDigit, tracking: tracking, smallCaps: smallCapitals)
    }
}

/// The stand-ins for Apple's system typefaces, and SF's tracking table.
nonisolated enum SystemTypeface {
    /// Inter stands in for SF Pro: "Inter" (text optical size) below 20 pt, "Inter Display"
    /// from 20 pt, where SF switches from SF Pro Text to SF Pro Display.
    static func family(design: Font.Design, size: CGFloat) -> String {
        switch design {
        case .default, .rounded: size >= 20 ? "Inter Display" : "Inter"
        case .serif: "Noto Serif CJK JP"
        case .monospaced: "Noto Sans Mono CJK JP"
        }
    }

    /// SF Pro tracking in points per size (HIG Typography, widgetkit.md §5.2).
    static func tracking(forSize size: CGFloat) -> CGFloat {
        let table: [(CGFloat, CGFloat)] = [
            (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15),
            (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26),
            (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40),
            (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37),
            (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (48, 0.35),
            (50, 0.34), (52, 0.33), (54, 0.30), (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22),
            (66, 0.19), (68, 0.17), (72, 0.14), (76, 0.07), (80, 0),
        ]
        if size <= table[0].0 { return table[0].1 }
        for (a, b) in zip(table, table.dropFirst()) where size <= b.0 {
            let t = (size - a.0) / (b.0 - a.0)
            return a.1 + (b.1 - a.1) * t
        }
        return 0
    }
}
