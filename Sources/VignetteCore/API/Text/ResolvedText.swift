import Foundation

/// A text with every attribute settled for one environment: what the text engine lays out.
public nonisolated struct ResolvedText: Hashable, Sendable {
    /// A run of text in one font and colour.
    public nonisolated struct Run: Hashable, Sendable {
        public var string: String
        public var font: ResolvedFont
        public var color: RGBA
        public var baselineOffset: CGFloat
        /// The colour of the run's underline and strikethrough, when it has them.
        public var underline: RGBA?
        public var strikethrough: RGBA?

        public init(string: String, font: ResolvedFont, color: RGBA, baselineOffset: CGFloat = 0,
                    underline: RGBA? = nil, strikethrough: RGBA? = nil) {
            self.string = string
            self.font = font
            self.color = color
            self.baselineOffset = baselineOffset
            self.underline = underline
            self.strikethrough = strikethrough
        }
    }

    public var runs: [Run]
    public var lineLimit: Int?
    public var alignment: TextAlignment
    public var truncationMode: Text.TruncationMode
    public var minimumScaleFactor: CGFloat
    public var lineSpacing: CGFloat
    public var layoutDirection: LayoutDirection
    /// A BCP 47 language tag; picks CJK glyph variants (ja vs zh) and shaping rules.
    public var language: String
    /// Letter spacing may tighten before the text is truncated (`allowsTightening(_:)`).
    public var allowsTightening = false

    public var string: String { runs.count == 1 ? runs[0].string : runs.map(\.string).joined() }
    /// The font of the first run, which sets the paragraph's metrics.
    public var primaryFont: ResolvedFont { runs.first?.font ?? Font.body.resolve(dynamicTypeSize: .large) }
}

/// Metrics of a font, in points.
public nonisolated struct FontMetrics: Hashable, Sendable {
    public var ascender: CGFloat
    /// Positive distance below the baseline.
    public var descender: CGFloat
    public var lineGap: CGFloat
    public var capHeight: CGFloat

    public init(ascender: CGFloat, descender: CGFloat, lineGap: CGFloat, capHeight: CGFloat) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
    }

    public var lineHeight: CGFloat { ascender + descender }
}

/// The result of laying out a text for a proposal, in points, relative to the text's origin.
public nonisolated struct TextMeasurement: Hashable, Sendable {
    /// One laid-out line: its typographic box (advance width × line height) and baseline.
    public nonisolated struct Line: Hashable, Sendable {
        public var rect: CGRect
        public var baseline: CGFloat
        public init(rect: CGRect, baseline: CGFloat) {
            self.rect = rect
            self.baseline = baseline
        }
    }

    public var size: CGSize
    public var lines: [Line]
    public var isTruncated: Bool
    /// The scale the text was shrunk to, to fit (`minimumScaleFactor`); 1 when it was not.
    public var scale: CGFloat

    public init(size: CGSize, lines: [Line], isTruncated: Bool, scale: CGFloat = 1) {
        self.size = size
        self.lines = lines
        self.isTruncated = isTruncated
        self.scale = scale
    }

    public var firstBaseline: CGFloat { lines.first?.baseline ?? 0 }
    public var lastBaseline: CGFloat { lines.last?.baseline ?? 0 }
}

/// Lays out text: Pango in the Cairo backend, a fixed-advance fake in layout tests.
///
/// Given a proposal, a measurer wraps at the proposed width (nil: one unwrapped line),
/// keeps at most `lineLimit` lines and as many as fit the proposed height (at least one),
/// truncates the last kept line with "…", and reports the size of what it kept.
public protocol TextMeasuring: AnyObject {
    func measure(_ text: ResolvedText, proposal: ProposedViewSize) -> TextMeasurement
    /// The size and line count `measure` reports, without the lines: layout asks this for
    /// every size query, so an engine that can answer it cheaper should.
    func extent(of text: ResolvedText, proposal: ProposedViewSize) -> TextExtent
    func metrics(of font: ResolvedFont) -> FontMetrics
    /// Why a run's font cannot be drawn as named (no such family or PostScript name), one
    /// message per such font, for the render's warnings; nil when there is none (the usual
    /// case costs no array).
    func fontProblems(in text: ResolvedText) -> [(font: String, message: String)]?
    /// Whether some fonts are one module's own (in a resource bundle's `Fonts` folder), so that
    /// `moduleFontProblems` may have something to say (else no text pays for asking).
    var hasModuleFonts: Bool { get }
    /// The runs' fonts that only modules other than those declaring the view (`modules`,
    /// innermost first) ship, one message per such font; nil when there is none.
    func moduleFontProblems(in text: ResolvedText, declaredIn modules: [String]) -> [(font: String, message: String)]?
}

nonisolated extension TextMeasuring {
    public func fontProblems(in text: ResolvedText) -> [(font: String, message: String)]? { nil }
    public var hasModuleFonts: Bool { false }
    public func moduleFontProblems(in text: ResolvedText, declaredIn modules: [String]) -> [(font: String, message: String)]? { nil }

    public func extent(of text: ResolvedText, proposal: ProposedViewSize) -> TextExtent {
        let m = measure(text, proposal: proposal)
        return TextExtent(size: m.size, lineCount: m.lines.count)
    }
}

/// What layout needs of a text measurement: its size and how many lines it kept.
public nonisolated struct TextExtent: Hashable, Sendable {
    public var size: CGSize
    public var lineCount: Int

    public init(size: CGSize, lineCount: Int) {
        self.size = size
        self.lineCount = lineCount
    }
}
