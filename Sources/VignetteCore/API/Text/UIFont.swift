import Foundation

/// A font, with UIKit's names, for widget code that builds fonts with UIKit and hands them to
/// SwiftUI with `Font(_:)`. It describes the font; Vignette's text engine draws it.
public nonisolated final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// The font's name: a family or PostScript name, or nil for the system font.
    let name: String?
    /// The font size in points.
    public let pointSize: CGFloat
    let weight: Weight
    let isItalic: Bool
    /// The text style of `preferredFont(forTextStyle:)`, which scales with Dynamic Type.
    let textStyle: TextStyle?

    init(name: String?, pointSize: CGFloat, weight: Weight = .regular, isItalic: Bool = false, textStyle: TextStyle? = nil) {
        self.name = name
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 17
        self.weight = weight
        self.isItalic = isItalic
        self.textStyle = textStyle
    }

    /// A font by family or PostScript name (resolved when text is drawn; an unknown name is a
    /// warning naming it, and the system font stands in).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(name: fontName, pointSize: fontSize)
    }

    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(name: nil, pointSize: fontSize) }
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(name: nil, pointSize: fontSize, weight: weight) }
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(name: nil, pointSize: fontSize, weight: .bold) }
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(name: nil, pointSize: fontSize, isItalic: true) }
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: nil, pointSize: fontSize, weight: weight)
    }

    /// The font for a text style at the default Dynamic Type size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let font = style.font.resolve(dynamicTypeSize: .large)
        return UIFont(name: nil, pointSize: font.size, weight: style == .headline ? .semibold : .regular, textStyle: style)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(name: name, pointSize: fontSize, weight: weight, isItalic: isItalic) }

    public var fontName: String { name ?? ".SFUI-Regular" }
    public var familyName: String { name ?? ".SF UI Text" }

    public var description: String { "UIFont(\(fontName), \(formatNumber(pointSize)) pt)" }

    public static func == (a: UIFont, b: UIFont) -> Bool {
        (a.name, a.pointSize, a.weight, a.isItalic, a.textStyle) == (b.name, b.pointSize, b.weight, b.isItalic, b.textStyle)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(pointSize)
    }

    /// The weight of a font (UIKit's values, −1…1).
    public nonisolated struct Weight: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8), thin = Weight(-0.6), light = Weight(-0.4), regular = Weight(0)
        public static let medium = Weight(0.23), semibold = Weight(0.3), bold = Weight(0.4), heavy = Weight(0.56), black = Weight(0.62)

        /// SwiftUI's weight nearest to this one.
        var swiftUIWeight: Font.Weight {
            let table: [(CGFloat, Font.Weight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium),
                                                   (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black)]
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
        }
    }

    /// UIKit's text styles.
    public nonisolated struct TextStyle: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// SwiftUI's font for the style.
        var font: Font {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            default: .body
            }
        }
    }
}

nonisolated extension Font {
    /// Creates a font from a UIKit font (SwiftUI's `Font(_: CTFont)`, to which UIFont bridges).
    /// A preferred font keeps its text style, so it scales with Dynamic Type.
    public init(_ font: UIFont) {
        if let style = font.textStyle {
            self = style.font
        } else if let name = font.name {
            self = .custom(name, fixedSize: font.pointSize)
        } else {
            self = .system(size: font.pointSize, weight: font.weight.swiftUIWeight)
        }
        if font.isItalic { self = self.italic() }
    }
}
