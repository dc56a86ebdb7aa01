import Foundation

nonisolated extension ResolvedFont {
    /// Which letters a font draws as small capitals.
    public nonisolated enum SmallCaps: String, Hashable, Sendable {
        /// Lowercase letters (`lowercaseSmallCaps()`, OpenType `smcp`).
        case lowercase
        /// Uppercase letters (`uppercaseSmallCaps()`, OpenType `c2sc`).
        case uppercase
        /// Both (`smallCaps()`).
        case all

        func adding(_ other: SmallCaps) -> SmallCaps { self == other ? self : .all }
    }
}

// The stand-in fonts (Inter, Noto) have no small-capital glyphs: the text engine synthesises
// them, as Pango does for `font-variant: small-caps`, from capitals at a smaller size.

nonisolated extension Font {
    /// Adjusts the font to enable all small capitals.
    public func smallCaps() -> Font { addingSmallCaps(.all) }

    /// Adjusts the font to enable lowercase small capitals: lowercase letters become small
    /// capitals, capitals stay as they are.
    public func lowercaseSmallCaps() -> Font { addingSmallCaps(.lowercase) }

    /// Adjusts the font to enable uppercase small capitals: capitals become small capitals,
    /// lowercase letters stay as they are.
    public func uppercaseSmallCaps() -> Font { addingSmallCaps(.uppercase) }

    private func addingSmallCaps(_ caps: ResolvedFont.SmallCaps) -> Font {
        var font = self
        font.smallCapitals = font.smallCapitals.map { $0.adding(caps) } ?? caps
        return font
    }
}
