import Foundation

/// A view that displays one or more lines of read-only text, as SwiftUI's `Text`.
public nonisolated struct Text: Equatable, Sendable {
    /// One styled run of a (possibly concatenated) text.
    nonisolated struct Run: Equatable, Sendable {
        var string: String
        var font: Font?
        var weight: Font.Weight?
        var italic: Bool?
        var monospacedDigit: Bool?
        var design: Font.Design?
        var color: Color?
        var kerning: CGFloat?
        var tracking: CGFloat?
        var baselineOffset: CGFloat?
        /// A date shown in a style (`Text(_:style:)`), formatted against the render's "now" when
        /// the text is resolved; `string` holds it formatted against the default "now".
        var date: DateRun?
        /// Values formatted when the text is resolved (`Text(_:format:)`, format interpolation).
        var formatted: FormattedText?
        /// `underline` and `strikethrough` (see TextDecorations.swift).
        var underline: LineStyle?
        var strikethrough: LineStyle?
    }

    nonisolated struct DateRun: Equatable, Sendable {
        var date: Date
        var style: DateStyle
        /// `Text(timerInterval:…)`: the interval, its pause time, direction and hours.
        var timer: TimerInterval?
    }

    nonisolated struct TimerInterval: Equatable, Sendable {
        var interval: ClosedRange<Date>
        var pauseTime: Date?
        var countsDown: Bool
        var showsHours: Bool
    }

    var runs: [Run]

    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) { runs = [Run(string: content)] }

    /// Creates a text view that displays a stored string without localization.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }

    /// Creates a text view that displays localized content identified by a key.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        if let formatted = key.formatted {
            runs = [Run(string: formatted.string(locale: TextFormatting.defaultLocale, now: RenderRequest.defaultNow), formatted: formatted)]
        } else {
            runs = Text.markdownRuns(key.localized(table: tableName, bundle: bundle))
        }
    }

    /// Concatenates the text in two text views in a new text view (`+`, in the Vignette module's Operators.swift).
    package static func concatenating(_ lhs: Text, _ rhs: Text) -> Text {
        var t = lhs
        t.runs += rhs.runs
        return t
    }

    /// Applies an attribute to every run that has not set it itself (inner modifiers win).
    func updating(_ change: (inout Run) -> Void) -> Text {
        var t = self
        for i in t.runs.indices { change(&t.runs[i]) }
        return t
    }

    public func font(_ font: Font?) -> Text { updating { if $0.font == nil { $0.font = font } } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { updating { if $0.weight == nil { $0.weight = weight } } }
    public func fontDesign(_ design: Font.Design?) -> Text { updating { if $0.design == nil { $0.design = design } } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { updating { if $0.italic == nil { $0.italic = true } } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func monospacedDigit() -> Text { updating { if $0.monospacedDigit == nil { $0.monospacedDigit = true } } }
    public func foregroundColor(_ color: Color?) -> Text { updating { if $0.color == nil { $0.color = color } } }
    public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }
    // Non-finite lengths are ignored, as SwiftUI does with a warning.
    public func kerning(_ kerning: CGFloat) -> Text {
        guard kerning.isFinite else { return self }
        return updating { if $0.kerning == nil { $0.kerning = kerning } }
    }
    public func tracking(_ tracking: CGFloat) -> Text {
        guard tracking.isFinite else { return self }
        return updating { if $0.tracking == nil { $0.tracking = tracking } }
    }
    public func baselineOffset(_ offset: CGFloat) -> Text {
        guard offset.isFinite else { return self }
        return updating { if $0.baselineOffset == nil { $0.baselineOffset = offset } }
    }

    /// The type of truncation to apply to a line of text when it's too long to fit.
    public nonisolated enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }

    /// The plain string of all runs.
    var plainString: String { runs.count == 1 ? runs[0].string : runs.map(\.string).joined() }
}

/// The key for a localized string; Vignette formats the interpolation and does not translate.
public nonisolated struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    let resolved: String
    /// The key's parts when it interpolates values with format styles (formatted when the
    /// text is resolved, in its environment's locale).
    let formatted: FormattedText?
    /// The key as a string table has it ("%lld items") and its arguments, when it interpolates
    /// values; nil when `resolved` is the key.
    let catalogKey: String.LocalizationValue?

    public init(_ value: String) { (resolved, formatted, catalogKey) = (value, nil, nil) }
    public init(stringLiteral value: String) { (resolved, formatted, catalogKey) = (value, nil, nil) }
    public init(stringInterpolation: StringInterpolation) {
        if stringInterpolation.hasFormattedParts {
            let parts = FormattedText(stringInterpolation.parts + [.literal(stringInterpolation.output)])
            formatted = parts
            resolved = parts.string(locale: TextFormatting.defaultLocale, now: RenderRequest.defaultNow)
        } else {
            (resolved, formatted) = (stringInterpolation.output, nil)
        }
        catalogKey = String.LocalizationValue(stringInterpolation: stringInterpolation.catalogKey)
    }

    /// The key's text in the string table of the bundle (or of the view's module) for the
    /// render's locale (`LocalizedStrings`), else the key itself.
    /// `callerModule`: the module whose resource bundle stands for the main bundle (a widget
    /// configuration's names, looked up outside the author's views).
    func localized(table: String?, bundle: Bundle?, callerModule: String? = nil) -> String {
        guard bundle != nil || LocalizedStrings.programHasTables else {
            // No table to look in; the key is still a localizable string, shown in a pseudolanguage.
            guard let pseudo = EnvironmentValues.current.pseudoLanguage else { return resolved }
            if let catalogKey { return LocalizedStrings.shown(catalogKey.key, catalogKey.arguments, pseudo) }
            return LocalizedStrings.shown(resolved, [], pseudo)
        }
        if let catalogKey {
            return LocalizedStrings.string(catalogKey.key, arguments: catalogKey.arguments, table: table, bundle: bundle, locale: nil,
                                           callerModule: callerModule)
        }
        return LocalizedStrings.string(resolved, table: table, bundle: bundle, locale: nil, callerModule: callerModule)
    }

    public nonisolated struct StringInterpolation: StringInterpolationProtocol {
        /// The text since the last formatted value (all of it when there is none).
        var output = ""
        /// Everything before `output`, when the key interpolates a formatted value.
        var parts: [FormattedText.Part] = []
        /// The same key with format specifiers, for the string table.
        var catalogKey: String.LocalizationValue.StringInterpolation
        var hasFormattedParts: Bool { !parts.isEmpty }
        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity)
            catalogKey = .init(literalCapacity: literalCapacity, interpolationCount: interpolationCount)
        }
        public mutating func appendLiteral(_ literal: String) {
            output += literal
            catalogKey.appendLiteral(literal)
        }
        public mutating func appendInterpolation<T>(_ value: T) {
            output += String(describing: value)
            catalogKey.append("%@", .string(String(describing: value)))
        }
        // The common cases without `String(describing:)`'s dynamic casts.
        public mutating func appendInterpolation(_ value: String) {
            output += value
            catalogKey.appendInterpolation(value)
        }
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
            output += value.description
            catalogKey.append("%@", .string(value.description))
        }
        // As SwiftUI formats a key's numbers (its `%lld` and `%lf` specifiers): integers with the
        // locale's grouping ("1,000"), floating-point numbers with six decimals ("76.000000").
        public mutating func appendInterpolation<T: FixedWidthInteger & SignedInteger>(_ value: T) {
            output += value.formatted(IntegerFormatStyle<T>(locale: TextFormatting.defaultLocale))
            catalogKey.appendInterpolation(value)
        }
        public mutating func appendInterpolation<T: FixedWidthInteger & UnsignedInteger>(_ value: T) {
            output += value.formatted(IntegerFormatStyle<T>(locale: TextFormatting.defaultLocale))
            catalogKey.appendInterpolation(value)
        }
        public mutating func appendInterpolation(_ value: Double) {
            output += String(format: "%lf", value)
            catalogKey.appendInterpolation(value)
        }
        public mutating func appendInterpolation(_ value: Float) {
            output += String(format: "%f", value)
            catalogKey.append("%f", LocalizationArgument(Double(value)))
        }
        public mutating func appendInterpolation(_ value: CGFloat) {
            output += String(format: "%lf", Double(value))
            catalogKey.append("%lf", LocalizationArgument(Double(value)))
        }
        public mutating func appendInterpolation(_ text: Text) {
            output += text.plainString
            catalogKey.append("%@", .string(text.plainString))
        }
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            output += String(format: specifier, value)
            catalogKey.append(specifier, LocalizationArgument(value))
        }
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
            parts.append(.literal(output))
            parts.append(.formatted(value, format))
            output = ""
        }
    }
}

nonisolated extension Text {
    /// The text's characters without styling (dates formatted against the default "now").
    var plainText: String { runs.map(\.string).joined() }
}
