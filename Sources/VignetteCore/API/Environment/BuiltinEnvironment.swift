import Foundation

/// The color scheme, light or dark.
public nonisolated enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light, dark
}

/// A direction in which content flows.
public nonisolated enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

private nonisolated struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private nonisolated struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 3 }
private nonisolated struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private nonisolated struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private nonisolated struct LanguageTagKey: EnvironmentKey { static let defaultValue = "en-US" }
private nonisolated struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private nonisolated struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private nonisolated struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private nonisolated struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private nonisolated struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private nonisolated struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private nonisolated struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

nonisolated extension EnvironmentValues {
    /// The color scheme of this environment.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The display scale of this environment (pixels per point).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The size of a pixel on the screen: `1 / displayScale`.
    public var pixelLength: CGFloat { 1 / max(displayScale, 1) }

    /// The layout direction associated with the current environment.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// The current locale that views should use.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set {
            self[LocaleKey.self] = newValue
            self[LanguageTagKey.self] = Text.languageTag(newValue)
        }
    }

    /// The locale as a BCP 47 tag for the text engine, kept with it: every `Text` needs it,
    /// and asking a `Locale` for its identifier is slow.
    var languageTag: String { self[LanguageTagKey.self] }

    /// The default font of this environment.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The maximum number of lines that text can occupy in a view.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// An environment value that indicates how a text view aligns its lines.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// A value that indicates how the layout truncates the last line of text to fit.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// The minimum permissible proportion to shrink the font size to fit the text into the available space.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// The distance in points between the bottom of one line fragment and the top of the next.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// The foreground style set with `foregroundStyle`; nil means the primary label colour.
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }
}

/// An alignment position for text along the horizontal axis.
public nonisolated enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}
