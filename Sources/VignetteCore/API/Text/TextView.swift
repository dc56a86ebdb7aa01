import Foundation

nonisolated extension Text: View, PrimitiveView {
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        // A control's symbol, taken from its label without the label's texts.
        if context.environment.controlLabelPart == .symbol { return }
        let resolved = resolve(in: context.environment, style: context.session.style(in: context.environment))
        // A watch label (or curved content): along the face's arc.
        if let curve = context.environment.widgetCurve { return CurvedText.makeNodes(resolved, curve: curve, context, into: &nodes) }
        // The byte count is O(1); characters are counted only when there may be too many.
        if runs.reduce(0, { $0 + $1.string.utf8.count }) > Self.maximumCharacters,
           runs.reduce(0, { $0 + $1.string.count }) > Self.maximumCharacters {
            context.warn("text-too-long", subject: "Text(\(Text.dumpString(plainString)))",
                         "the text has more than \(Self.maximumCharacters) characters; the rest is cut before layout. Shorten it")
        }
        let measurer = context.session.measurer
        if let problems = measurer.fontProblems(in: resolved) {
            for problem in problems { context.warn("missing-font", subject: "Font.custom(\"\(problem.font)\")", problem.message) }
        }
        if measurer.hasModuleFonts, case let modules = context.session.style(in: context.environment).declaringModules, !modules.isEmpty,
           let problems = measurer.moduleFontProblems(in: resolved, declaredIn: modules.map(\.name)) {
            for problem in problems { context.warn("other-module-asset", subject: "Font.custom(\"\(problem.font)\")", problem.message) }
        }
        nodes.append(context.leaf(TextLeaf(text: resolved, measurer: context.session.measurer, pixelLength: context.environment.pixelLength,
                                           redacted: context.environment.drawsPlaceholders, viewPath: context.session.enclosingTypes),
                                  name: .text(plainString)))
    }

    static func dumpString(_ s: String) -> String {
        let short = s.count > 24 ? String(s.prefix(23)) + "…" : s
        return "\"\(short.replacingOccurrences(of: "\n", with: "\\n"))\""
    }

    /// `en_US` → `en-US` (a BCP 47 tag for the text engine).
    static func languageTag(_ locale: Locale) -> String {
        let id = locale.identifier
        return id.contains("_") ? String(id.map { $0 == "_" ? "-" : $0 }) : id
    }

    /// The text with every attribute settled for an environment (what a text engine receives).
    public func _resolvedForTesting(in env: EnvironmentValues) -> ResolvedText { resolve(in: env) }

    /// Text beyond this many characters is cut before layout: a widget shows far less, and
    /// laying out megabytes would only cost time (the rest would be truncated anyway).
    static let maximumCharacters = 10_000

    /// The runs, cut to `maximumCharacters` in total.
    private var boundedRuns: [Run] {
        // Most text is short: no character can be cut when there are not enough bytes.
        if runs.reduce(0, { $0 + $1.string.utf8.count }) <= Self.maximumCharacters { return runs }
        var remaining = Self.maximumCharacters
        var out: [Run] = []
        for var run in runs where remaining > 0 {
            if run.string.utf8.count > remaining, run.string.count > remaining { run.string = String(run.string.prefix(remaining)) }
            remaining -= run.string.count
            out.append(run)
        }
        return out
    }

    func resolve(in env: EnvironmentValues) -> ResolvedText { resolve(in: env, style: EnvironmentStyle(env)) }

    /// The text in an environment whose attributes are already settled in `style`.
    func resolve(in env: EnvironmentValues, style: EnvironmentStyle) -> ResolvedText {
        let runs = boundedRuns.map { run -> ResolvedText.Run in
            var resolved = resolveAttributes(of: run, in: env, style: style)
            if let line = run.underline ?? style.underline, line.isActive { resolved.underline = line.color?.resolve(in: env) ?? resolved.color }
            if let line = run.strikethrough ?? style.strikethrough, line.isActive {
                resolved.strikethrough = line.color?.resolve(in: env) ?? resolved.color
            }
            return resolved
        }
        return ResolvedText(
            runs: runs, lineLimit: style.lineLimit, alignment: style.alignment, truncationMode: style.truncationMode,
            minimumScaleFactor: style.minimumScaleFactor, lineSpacing: style.lineSpacing, layoutDirection: style.layoutDirection,
            language: style.language, allowsTightening: style.allowsTightening)
    }

    /// A run's string, font and colour in an environment.
    private func resolveAttributes(of run: Run, in env: EnvironmentValues, style: EnvironmentStyle) -> ResolvedText.Run {
        let source = run.date.map { $0.formatted(now: env.now, locale: env.locale, timeZone: env.timeZone) }
            ?? run.formatted?.string(locale: env.locale, now: env.now, timeZone: env.timeZone) ?? run.string
        let string = style.cased(source, in: env)
        let color = run.color?.resolve(in: env) ?? style.color
        let offset = run.baselineOffset ?? 0
        guard run.setsFontAttributes else { return ResolvedText.Run(string: string, font: style.font, color: color, baselineOffset: offset) }
        var font = run.font ?? env.font ?? .body
        if !env.fontModifiers.isEmpty { font = font.applying(env.fontModifiers) }
        if let w = run.weight { font = font.weight(w) }
        if run.italic == true { font = font.italic() }
        if run.monospacedDigit == true { font = font.monospacedDigit() }
        if let d = run.design { font.design = d }
        var resolvedFont = font.resolve(dynamicTypeSize: env.dynamicTypeSize, legibilityWeight: env.legibilityWeight)
        // (kerning and tracking are finite: Text's modifiers drop the rest.)
        if let t = run.tracking { resolvedFont.tracking += t }
        if let k = run.kerning { resolvedFont.tracking += k }
        return ResolvedText.Run(string: string, font: resolvedFont, color: color, baselineOffset: offset)
    }
}

/// How text answers proposals: measured by the engine, rounded up to the pixel grid.
///
/// Held in place by its node, with its measurements at unlimited height, so that a text
/// node is one object (large trees are bound by memory latency more than by arithmetic).
nonisolated struct TextLeaf: LeafLayout {
    // What every size query reads comes first (stored properties are laid out in order).

    /// Measurements without a height limit, by proposed width.
    private var unlimited = UnlimitedHeightMeasurements()
    let pixelLength: CGFloat
    /// Whether the text may shrink to fit (`minimumScaleFactor` below 1).
    private let shrinks: Bool
    let measurer: any TextMeasuring
    let text: ResolvedText
    /// Drawn as placeholder bars.
    let redacted: Bool
    /// The types of the views around the text (not its own), for the fit report's warnings.
    let viewPath: [Any.Type]

    init(text: ResolvedText, measurer: any TextMeasuring, pixelLength: CGFloat, redacted: Bool, viewPath: [Any.Type] = []) {
        self.text = text
        self.measurer = measurer
        self.pixelLength = pixelLength
        self.redacted = redacted
        self.viewPath = viewPath
        shrinks = text.minimumScaleFactor < 1
    }

    var drawing: NodeDrawing? { .text(text, redacted: redacted, viewPath: viewPath) }

    /// Only shrinking text is cached by its node: other text answers from its measurements
    /// at unlimited height (one per width) and goes to the engine, whose layouts are cached
    /// too, only when its lines do not fit the proposed height. A size cache per text node
    /// was an allocation per text.
    var cachesSizes: Bool { shrinks }

    mutating func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let m = measurement(proposal)
        return CGSize(width: roundUp(m.width), height: roundUp(m.height))
    }

    /// A proposed height only matters when the text does not fit in it: stacks probe text with
    /// heights of 0, ∞ and their offer at one width, and one measurement answers all of those
    /// that hold every line (a single line always fits: at least one line is kept), and the
    /// proposal without a height itself. Shrinking text (`minimumScaleFactor`) is always
    /// measured, as its scale depends on the height.
    private mutating func measurement(_ proposal: ProposedViewSize) -> CGSize {
        if shrinks { return measurer.extent(of: text, proposal: proposal).size }
        let free = unlimited.measurement(width: proposal.width) {
            measurer.extent(of: text, proposal: ProposedViewSize(width: proposal.width, height: nil))
        }
        guard let height = proposal.height else { return free.size }
        if free.lineCount <= 1 || free.size.height <= height { return free.size }
        return measurer.extent(of: text, proposal: proposal).size
    }

    private func roundUp(_ v: CGFloat) -> CGFloat { (v / pixelLength - 0.0001).rounded(.up) * pixelLength }
    private func roundNearest(_ v: CGFloat) -> CGFloat { (v / pixelLength).rounded() * pixelLength }

    /// First baseline rounded to the nearest pixel, last baseline rounded up (swiftui-layout.md §1.14).
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key {
            return roundNearest(measurer.measure(text, proposal: proposal).firstBaseline)
        }
        if key == VerticalAlignment.lastTextBaseline.key {
            return roundUp(measurer.measure(text, proposal: proposal).lastBaseline)
        }
        return nil
    }

    /// Text-dependent vertical spacing (swiftui-layout.md §1.4, iOS 17 semantics).
    var spacing: ViewSpacing {
        let m = measurer.metrics(of: text.primaryFont)
        let lineHeight = m.lineHeight
        let textSpacing = roundUp(0.1 * lineHeight)
        let lineSpacing = lineHeight + textSpacing
        // Horizontal edges are a plain view's; the vertical ones are text's own.
        var s = ViewSpacing()
        s.values = s.values.filter { $0.key.edge != .top && $0.key.edge != .bottom }
        // A plain view above this text: (lineSpacing − ascender) from its bottom edge.
        s.values[.init(category: .edgeAboveText, edge: .top)] = lineSpacing - m.ascender
        // This text above a plain view.
        s.values[.init(category: .edgeBelowText, edge: .bottom)] = max(lineSpacing - m.capHeight, textSpacing + m.descender)
        // Text above text: the line gap, at least the default text spacing (half on each side).
        let textToText = max(roundUp(m.lineGap), textSpacing) / 2
        s.values[.init(category: .textToText, edge: .top)] = textToText
        s.values[.init(category: .textToText, edge: .bottom)] = textToText
        return s
    }
}

/// A text node's sizes and line counts at unlimited height, for the last three proposed
/// widths: a stack probes its children at 0 and ∞ and then offers them a width.
nonisolated struct UnlimitedHeightMeasurements {
    nonisolated struct Entry {
        /// The proposed width (nil: the ideal size).
        let width: CGFloat?
        let size: CGSize
        let lineCount: Int

        /// Whether the width wraps nothing: ∞, or none (the ideal size).
        var isUnwrapped: Bool { width == nil || width == .infinity }
    }

    private var entries = InlineArray<3, Entry?>(repeating: nil)
    private var next = 0

    mutating func measurement(width: CGFloat?, measure: () -> TextExtent) -> Entry {
        for i in entries.indices { if let entry = entries[i], entry.width == width { return entry } }
        let extent = unwrappedExtent(fitting: width) ?? measure()
        let entry = Entry(width: width, size: extent.size, lineCount: extent.lineCount)
        entries[next] = entry
        next = (next + 1) % entries.count
        return entry
    }

    /// At a width that holds the unwrapped text, no line wraps: the lines are those measured
    /// at an unlimited width, if any (a stack offers text its ideal width after probing it at ∞).
    private func unwrappedExtent(fitting width: CGFloat?) -> TextExtent? {
        guard let width else { return nil }
        for i in entries.indices {
            if let entry = entries[i], entry.isUnwrapped, entry.size.width <= width {
                return TextExtent(size: entry.size, lineCount: entry.lineCount)
            }
        }
        return nil
    }
}

nonisolated extension Text.Run {
    /// Whether the run sets any font attribute of its own (else it takes the environment's font).
    var setsFontAttributes: Bool {
        font != nil || weight != nil || italic != nil || monospacedDigit != nil || design != nil || kerning != nil || tracking != nil
    }
}
