import Foundation

// Font widths (iOS 16): SF's condensed, compressed and expanded cuts. Inter, SF's stand-in, has
// one width, so text is drawn at the standard width whatever is asked (compile-only for drawing).

nonisolated extension Font {
    /// A width to use for fonts that have multiple widths.
    public nonisolated struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }

        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// Adjusts the width of the font (drawn at the standard width: see FontWidth.swift).
    public func width(_ width: Width) -> Font { self }
}

nonisolated extension View {
    /// Sets the font width of the text in this view (drawn at the standard width: see FontWidth.swift).
    public func fontWidth(_ width: Font.Width?) -> some View { self }
}

nonisolated extension Text {
    /// Sets the font width of the text (drawn at the standard width: see FontWidth.swift).
    public func fontWidth(_ width: Font.Width?) -> Text { self }

    /// Defines text scales (iOS 17).
    public nonisolated enum Scale: Hashable, Sendable {
        /// The default text scale.
        case `default`
        /// The secondary text scale, for secondary text beside larger text.
        case secondary
    }

    /// Applies a text scale to the text (iOS 17). Apple does not document the secondary scale's
    /// factor, so Vignette draws the text at its own size (compile-only).
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }
}

nonisolated extension UIFont {
    /// The width of a font (UIKit's values, −1…1).
    public nonisolated struct Width: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let compressed = Width(-0.3), condensed = Width(-0.2), standard = Width(0), expanded = Width(0.2)
    }

    /// The system font of a size, weight and width (iOS 16): drawn at the standard width (see FontWidth.swift).
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }
}
