import CCairo
import CPangoCairo
import Foundation
import VignetteCore

/// Measures and draws text with Pango through the private font configuration.
///
/// One engine per thread: Pango font maps and contexts must not be shared across threads
/// (linux-graphics-notes.md §4). Lines are placed by the engine itself at the primary font's
/// line pitch, so a line with emoji or CJK is no taller than the text style says.
public nonisolated final class PangoTextEngine: TextMeasuring {
    private let fonts: FontConfiguration
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    private var layouts: [LayoutKey: LaidOutText] = [:]
    private var metricsCache: [ResolvedFont: FontMetrics] = [:]
    /// Font names resolved by the configuration, kept here too so that no lock is taken per run.
    private var faces: [String: FontFace] = [:]
    /// The resource bundles whose fonts provide a name (FontOrigins.swift); nil: every module's.
    private var fontBundles: [String: Set<String>?] = [:]
    /// How many distinct layouts are kept before the cache is emptied.
    private let cacheLimit = 4096

    public init(fonts: FontConfiguration) {
        self.fonts = fonts
        fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        pango_fc_font_map_set_config(OpaquePointer(fontMap), fonts.config)
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        // Pango rounds glyph positions to whole points by default: 2–3 % wider text at @3x.
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string("en-US"))
    }

    deinit {
        layouts.removeAll()
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    // MARK: TextMeasuring

    public func measure(_ text: ResolvedText, proposal: ProposedViewSize) -> TextMeasurement {
        laidOut(text, proposal).measurement
    }

    public func metrics(of font: ResolvedFont) -> FontMetrics {
        if let m = metricsCache[font] { return m }
        let desc = fontDescription(font, scale: 1)
        defer { pango_font_description_free(desc) }
        let pm = pango_context_get_metrics(context, desc, pango_language_from_string("en-US"))
        defer { pango_font_metrics_unref(pm) }
        let ascent = CGFloat(pango_font_metrics_get_ascent(pm)) / CGFloat(PANGO_SCALE)
        let descent = CGFloat(pango_font_metrics_get_descent(pm)) / CGFloat(PANGO_SCALE)
        // Cap height: the ink top of "H" above the baseline.
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_font_description(layout, desc)
        pango_layout_set_text(layout, "H", -1)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let baseline = CGFloat(pango_layout_get_baseline(layout))
        let capHeight = (baseline - CGFloat(ink.y)) / CGFloat(PANGO_SCALE)
        let m = FontMetrics(ascender: ascent, descender: descent, lineGap: 0, capHeight: capHeight)
        metricsCache[font] = m
        return m
    }

    /// The font family of every shaped run, and how many characters had no glyph in any font:
    /// tests assert on these so that a missing font fails loudly instead of falling back.
    public func fontUsage(_ text: ResolvedText, proposal: ProposedViewSize = .unspecified) -> (families: [String], unknownGlyphs: Int) {
        let layout = laidOut(text, proposal).layout
        let families = PangoRuns.glyphItems(of: layout).compactMap { run -> String? in
            guard let font = run.pointee.item.pointee.analysis.font else { return nil }
            let desc = pango_font_describe(font)
            defer { pango_font_description_free(desc) }
            return pango_font_description_get_family(desc).map { String(cString: $0) }
        }
        return (families, Int(pango_layout_get_unknown_glyphs_count(layout)))
    }

    /// The text as laid out for a proposal, truncation included (what will be drawn).
    public func displayedString(_ text: ResolvedText, proposal: ProposedViewSize) -> String {
        String(cString: pango_layout_get_text(laidOut(text, proposal).layout))
    }

    /// How far each drawn run sits above the line's baseline, in points, in visual order.
    public func runBaselineShifts(_ text: ResolvedText, proposal: ProposedViewSize = .unspecified) -> [CGFloat] {
        PangoRuns.glyphItems(of: laidOut(text, proposal).layout).map { CGFloat($0.pointee.y_offset) / CGFloat(PANGO_SCALE) }
    }

    // MARK: Drawing

    /// Draws text laid out for its proposal, lines aligned inside its frame.
    func draw(_ drawing: TextDrawing, on cr: OpaquePointer) {
        let entry = laidOut(drawing.text, drawing.proposal)
        entry.useColours(of: drawing.text)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let pixelsPerPoint = CGFloat(abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot())
        for (index, line) in entry.measurement.lines.enumerated() {
            guard let pangoLine = pango_layout_get_line_readonly(entry.layout, Int32(index)) else { continue }
            let linePixels = line.rect.height * pixelsPerPoint
            // A line 50,000 pixels tall (a hundred widgets) shows no letter anyone could read, and
            // FreeType loads no glyph past 65,535 pixels to the em: it is left out.
            guard linePixels.isFinite, linePixels <= Self.largestDrawnLine else { continue }
            var logical = PangoRectangle()
            pango_layout_line_get_extents(pangoLine, nil, &logical)
            let x = drawing.frame.minX + line.rect.minX - CGFloat(logical.x) / CGFloat(PANGO_SCALE)
            cairo_move_to(cr, Double(x), Double(drawing.frame.minY + line.baseline))
            if linePixels > Self.largestGlyphImage {
                fillOutlines(of: pangoLine, colour: drawing.text.runs.first?.color, on: cr)
            } else {
                pango_cairo_show_layout_line(cr, pangoLine)
            }
        }
    }

    /// Lines taller than this many device pixels are filled as outlines: cairo renders a glyph
    /// through an image of its size, which fails the whole render for a text scaled hundreds
    /// of times (`scaleEffect(500)`).
    static let largestGlyphImage: CGFloat = 2048
    static let largestDrawnLine: CGFloat = 50_000

    /// A line's glyph outlines filled in its first run's colour (outlines carry no run colours).
    private func fillOutlines(of line: UnsafeMutablePointer<PangoLayoutLine>, colour: RGBA?, on cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let c = colour ?? RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        pango_cairo_layout_line_path(cr, line)
        cairo_fill(cr)
    }

    // MARK: Layout

    /// A text's layout is shared by texts that differ only in their runs' colours (a widget's
    /// light, dark and placeholder appearances): shaping never depends on colour, and the
    /// layout is given the drawn text's colours when it is drawn.
    private nonisolated struct LayoutKey: Hashable {
        /// The text with every run's colour cleared. (Decoration colours stay: decorated text
        /// in other colours is laid out anew, not recoloured.)
        let text: ResolvedText
        /// For several runs, which runs share a colour and which an alpha (the index of the
        /// first run with the same one): texts with one key map colours one to one.
        let colourClasses: [Int]?
        let proposal: ProposedViewSize

        init(_ text: ResolvedText, _ proposal: ProposedViewSize) {
            var uncoloured = text
            for i in uncoloured.runs.indices { uncoloured.runs[i].color = .clear }
            self.text = uncoloured
            if text.runs.count > 1 {
                let colours = text.runs.map { PangoRunColour($0.color) }
                colourClasses = colours.map { c in colours.firstIndex { $0.rgb == c.rgb }! }
                    + colours.map { c in colours.firstIndex { $0.alpha == c.alpha }! }
            } else {
                colourClasses = nil
            }
            self.proposal = proposal
        }
    }

    private func laidOut(_ text: ResolvedText, _ proposal: ProposedViewSize) -> LaidOutText {
        let key = LayoutKey(text, proposal)
        if let hit = layouts[key] { return hit }
        if layouts.count >= cacheLimit { layouts.removeAll(keepingCapacity: true) }
        let entry = sameLines(text, proposal) ?? makeLaidOut(text, proposal)
        layouts[key] = entry
        return entry
    }

    /// A layout of the same text already made for a proposal whose lines this one keeps as
    /// they are, if any: the text laid out at an unlimited width (or at this width) fits this
    /// width, and has no more lines than this height and line limit allow. Layout measures
    /// text at widths and then places it with a height too, which draws it; a layout made
    /// again would be shaped again, to the same lines.
    private func sameLines(_ text: ResolvedText, _ proposal: ProposedViewSize) -> LaidOutText? {
        guard text.minimumScaleFactor >= 1 else { return nil }
        let candidates: [CGFloat?] = proposal.height == nil ? [nil, .infinity] : [nil, .infinity, proposal.width]
        for width in candidates where width != proposal.width || proposal.height != nil {
            guard let entry = layouts[LayoutKey(text, ProposedViewSize(width: width, height: nil))],
                  !entry.measurement.isTruncated else { continue }
            if let limit = proposal.width, width != limit, entry.measurement.size.width > limit { continue }
            if proposal.width == nil, width != nil { continue }
            var lines = text.lineLimit.map { max($0, 1) } ?? Int.max
            if let h = proposal.height, h.isFinite {
                let pitch = metrics(of: text.primaryFont).lineHeight + text.lineSpacing
                lines = min(lines, max(Int((h + text.lineSpacing + 0.001) / pitch), 1))
            }
            if entry.measurement.lines.count <= lines { return entry }
        }
        return nil
    }

    private func makeLaidOut(_ text: ResolvedText, _ proposal: ProposedViewSize) -> LaidOutText {
        var text = text
        let primary = metrics(of: text.primaryFont)
        let width = proposal.width.map { max($0, 0) }
        func maxLines(scale: CGFloat) -> Int {
            var limit = text.lineLimit.map { max($0, 1) } ?? Int.max
            if let h = proposal.height, h.isFinite {
                let pitch = primary.lineHeight * scale + text.lineSpacing
                limit = min(limit, max(Int((h + text.lineSpacing + 0.001) / pitch), 1))
            }
            return limit
        }

        var scale: CGFloat = 1
        var layout = beginningBeyondLimit(text, width: width, limit: maxLines(scale: 1)) ?? makeLayout(text, scale: 1, width: width)
        if width != nil, lineCount(layout) > maxLines(scale: 1), text.minimumScaleFactor < 1 {
            // Shrink before truncating: the largest scale (to 1/64) at which everything fits.
            var lo = text.minimumScaleFactor, hi: CGFloat = 1
            for _ in 0..<6 {
                let mid = (lo + hi) / 2
                let candidate = makeLayout(text, scale: mid, width: width)
                if lineCount(candidate) <= maxLines(scale: mid) { lo = mid } else { hi = mid }
                g_object_unref(UnsafeMutableRawPointer(candidate))
            }
            scale = lo
            g_object_unref(UnsafeMutableRawPointer(layout))
            layout = makeLayout(text, scale: scale, width: width)
        }
        let limit = maxLines(scale: scale)
        if width != nil, text.allowsTightening, lineCount(layout) > limit {
            // Tighten instead of truncating: the first step that fits, if any.
            for em in ResolvedText.tighteningSteps {
                let tight = text.tightened(by: em)
                let candidate = makeLayout(tight, scale: scale, width: width)
                if lineCount(candidate) <= limit {
                    g_object_unref(UnsafeMutableRawPointer(layout))
                    (text, layout) = (tight, candidate)
                    break
                }
                g_object_unref(UnsafeMutableRawPointer(candidate))
            }
        }
        var truncated = false
        if width != nil, lineCount(layout) > limit {
            truncated = true
            if text.truncationMode == .tail, let cut = tailTruncated(text, layout: layout, limit: limit, scale: scale, width: width) {
                g_object_unref(UnsafeMutableRawPointer(layout))
                layout = cut
            } else if text.truncationMode == .head, limit == 1, let cut = headTruncated(text, scale: scale, width: width) {
                g_object_unref(UnsafeMutableRawPointer(layout))
                layout = cut
            } else {
                pango_layout_set_ellipsize(layout, ellipsizeMode(text.truncationMode))
                pango_layout_set_height(layout, -Int32(min(limit, 10_000)))
            }
        }

        PangoRuns.placeOnAlphabeticBaseline(layout)

        let lineHeight = primary.lineHeight * scale
        let ascent = primary.ascender * scale
        let pitch = lineHeight + text.lineSpacing
        var lines: [TextMeasurement.Line] = []
        var widest: CGFloat = 0
        let count = min(lineCount(layout), limit)
        for i in 0..<count {
            guard let line = pango_layout_get_line_readonly(layout, Int32(i)) else { continue }
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            var w = CGFloat(logical.width) / CGFloat(PANGO_SCALE)
            // Pango measures the inserted "…" without the run's letter spacing; an ellipsized
            // line fills at most the proposed width.
            if truncated, let width { w = min(w, width) }
            widest = max(widest, w)
            let y = CGFloat(i) * pitch
            lines.append(.init(rect: CGRect(x: 0, y: y, width: w, height: lineHeight), baseline: y + ascent))
        }
        if lines.isEmpty {
            lines.append(.init(rect: CGRect(x: 0, y: 0, width: 0, height: lineHeight), baseline: ascent))
        }
        let rtl = text.layoutDirection == .rightToLeft
        for i in lines.indices {
            let slack = widest - lines[i].rect.width
            switch (text.alignment, rtl) {
            case (.leading, false), (.trailing, true): break
            case (.center, _): lines[i].rect.origin.x = slack / 2
            case (.trailing, false), (.leading, true): lines[i].rect.origin.x = slack
            }
        }
        let height = CGFloat(lines.count) * lineHeight + CGFloat(max(lines.count - 1, 0)) * text.lineSpacing
        let measurement = TextMeasurement(size: CGSize(width: widest, height: height), lines: lines, isTruncated: truncated, scale: scale)
        return LaidOutText(layout: layout, measurement: measurement, text: text)
    }

    private func lineCount(_ layout: OpaquePointer) -> Int { Int(pango_layout_get_line_count(layout)) }

    /// Points to Pango units, clamped to ±100,000 pt (an infinite width is simply very wide);
    /// NaN is 0.
    private func pangoUnits(_ points: CGFloat) -> Int32 {
        guard !points.isNaN else { return 0 }
        return Int32(min(max(points, -100_000), 100_000) * CGFloat(PANGO_SCALE))
    }

    /// Tail truncation as iOS does it: as much text as fits in `limit` lines, trailing spaces
    /// trimmed, then "…" (Pango's own ellipsis keeps the space before it). Binary search over
    /// the characters of the last kept line; every run keeps its attributes.
    private func tailTruncated(_ text: ResolvedText, layout: OpaquePointer, limit: Int, scale: CGFloat, width: CGFloat?) -> OpaquePointer? {
        guard let line = pango_layout_get_line_readonly(layout, Int32(limit - 1)) else { return nil }
        let utf8 = Array(text.string.utf8)
        func characters(toByte byte: Int32) -> Int { String(decoding: utf8[..<min(Int(byte), utf8.count)], as: UTF8.self).count }
        let lowest = characters(toByte: line.pointee.start_index)
        // A cut that keeps the whole of the line after the last one allowed cannot fit: the
        // search ends there, not at the end of a long text (each candidate is shaped).
        let beyond = pango_layout_get_line_readonly(layout, Int32(limit + 1)).map { characters(toByte: $0.pointee.start_index) }
        let highest = max(min(beyond ?? Int.max, text.string.count), lowest)
        let best = longestFitting(lowest..<highest, lineLimit: limit) {
            makeLayout(cut(text, keeping: $0), scale: scale, width: width)
        }
        return best ?? makeLayout(cut(text, keeping: lowest), scale: scale, width: width)
    }

    /// Head truncation on one line: "…" then as much of the end as fits, leading spaces trimmed.
    private func headTruncated(_ text: ResolvedText, scale: CGFloat, width: CGFloat?) -> OpaquePointer? {
        longestFitting(0..<text.string.count, lineLimit: 1) { makeLayout(cutHead(text, keepingLast: $0), scale: scale, width: width) }
    }

    /// For a text cut at the tail to a line limit (or a height) at a width: a layout of just
    /// its beginning, when that already runs two lines past the limit. The lines up to the one
    /// after the last allowed are then those of the whole text (lines break greedily, and
    /// shaping is local), which is all tail truncation reads, so the whole text, however long,
    /// is not shaped and broken into lines only to be cut (a stack probes text at a width of
    /// 0, where every character is a line). Nil when the beginning is not that long.
    private func beginningBeyondLimit(_ text: ResolvedText, width: CGFloat?, limit: Int) -> OpaquePointer? {
        guard let width, text.truncationMode == .tail, text.minimumScaleFactor >= 1, limit < 1000 else { return nil }
        // Generous: a quarter of an em per character, four more per line, two lines more.
        let perLine = Int(min(width / max(text.primaryFont.size * 0.25, 1), 10_000)) + 4
        let count = (limit + 2) * perLine
        guard count < text.string.count else { return nil }
        let layout = makeLayout(beginning(text, keeping: count), scale: 1, width: width)
        if lineCount(layout) >= limit + 2 { return layout }
        g_object_unref(UnsafeMutableRawPointer(layout))
        return nil
    }

    /// The first `count` characters of a text, each run keeping its attributes.
    private func beginning(_ text: ResolvedText, keeping count: Int) -> ResolvedText {
        var out = text
        var remaining = count
        out.runs = []
        for run in text.runs where remaining > 0 {
            var r = run
            if run.string.count > remaining { r.string = String(run.string.prefix(remaining)) }
            remaining -= r.string.count
            out.runs.append(r)
        }
        return out
    }

    /// Binary search for the layout of the most characters (a count in `counts`) that fits in
    /// `lineLimit` lines; layouts tried and not kept are released.
    private func longestFitting(_ counts: Range<Int>, lineLimit: Int, layout: (Int) -> OpaquePointer) -> OpaquePointer? {
        var lo = counts.lowerBound, hi = counts.upperBound - 1, best: OpaquePointer?
        while lo <= hi {
            let mid = (lo + hi) / 2
            let candidate = layout(mid)
            if lineCount(candidate) <= lineLimit {
                if let best { g_object_unref(UnsafeMutableRawPointer(best)) }
                best = candidate
                lo = mid + 1
            } else {
                g_object_unref(UnsafeMutableRawPointer(candidate))
                hi = mid - 1
            }
        }
        return best
    }

    /// "…" then the last `count` characters of a text, leading whitespace removed.
    private func cutHead(_ text: ResolvedText, keepingLast count: Int) -> ResolvedText {
        var out = text
        var remaining = count
        out.runs = []
        for run in text.runs.reversed() where remaining > 0 {
            var r = run
            if run.string.count > remaining { r.string = String(run.string.suffix(remaining)) }
            remaining -= r.string.count
            out.runs.insert(r, at: 0)
        }
        while let first = out.runs.first, first.string.first?.isWhitespace == true || first.string.isEmpty {
            if first.string.isEmpty { out.runs.removeFirst(); continue }
            out.runs[0].string = String(first.string.dropFirst())
        }
        if out.runs.isEmpty, let last = text.runs.last { out.runs = [ResolvedText.Run(string: "", font: last.font, color: last.color)] }
        out.runs[0].string = "…" + out.runs[0].string
        return out
    }

    /// The first `count` characters of a text, trailing whitespace removed, then "…".
    private func cut(_ text: ResolvedText, keeping count: Int) -> ResolvedText {
        var out = beginning(text, keeping: count)
        while let last = out.runs.last, last.string.last?.isWhitespace == true || last.string.isEmpty {
            if last.string.isEmpty { out.runs.removeLast(); continue }
            out.runs[out.runs.count - 1].string = String(last.string.dropLast())
        }
        if out.runs.isEmpty, let first = text.runs.first { out.runs = [ResolvedText.Run(string: "", font: first.font, color: first.color, baselineOffset: 0)] }
        out.runs[out.runs.count - 1].string += "…"
        return out
    }

    private func ellipsizeMode(_ mode: Text.TruncationMode) -> PangoEllipsizeMode {
        switch mode {
        case .head: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .tail: PANGO_ELLIPSIZE_END
        }
    }

    /// The fallback list: the run's family, then CJK for the text's language, then emoji.
    private func familyList(_ family: String, language: String) -> String {
        let cjk = language.hasPrefix("zh") ? "Noto Sans CJK SC" : language.hasPrefix("ko") ? "Noto Sans CJK KR" : "Noto Sans CJK JP"
        return "\(family),\(cjk),Noto Sans Arabic,Noto Sans Hebrew"
    }

    /// The runs' fonts that select no face (each once), with the warning that says where to add them.
    public func fontProblems(in text: ResolvedText) -> [(font: String, message: String)]? {
        var problems: [(font: String, message: String)]?
        for run in text.runs where cachedFace(run.font.family).family == FontFace.unknown {
            if problems?.contains(where: { $0.font == run.font.family }) != true {
                problems = (problems ?? []) + [(run.font.family, fonts.unknownFontMessage(run.font.family))]
            }
        }
        return problems
    }

    public var hasModuleFonts: Bool { fonts.hasModuleFonts }

    /// The runs' fonts that only modules other than the view's ship (`modules`: the author's
    /// modules declaring the view, innermost first), each once (FontOrigins.swift).
    public func moduleFontProblems(in text: ResolvedText, declaredIn modules: [String]) -> [(font: String, message: String)]? {
        guard let module = modules.first else { return nil }
        var problems: [(font: String, message: String)]?
        for run in text.runs {
            let family = run.font.family
            guard let bundles = cachedBundles(family),
                  !bundles.contains(where: { bundle in modules.contains { isResourceBundle(bundle, of: $0) } }),
                  problems?.contains(where: { $0.font == family }) != true else { continue }
            problems = (problems ?? []) + [(family, fonts.otherModuleFontMessage(family, bundles: bundles, module: module))]
        }
        return problems
    }

    private func cachedBundles(_ family: String) -> Set<String>? {
        if let known = fontBundles[family] { return known }
        let found = fonts.resourceBundles(providing: family)
        fontBundles[family] = .some(found)
        return found
    }

    private func cachedFace(_ family: String) -> FontFace {
        if let known = faces[family] { return known }
        let resolved = fonts.resolvedFace(named: family)
        faces[family] = resolved
        return resolved
    }

    /// The face a font's family name selects: a family, or a PostScript name's family, weight
    /// and slant (the `Font`'s weight wins when it is not regular; italic if either is).
    private func face(of font: ResolvedFont) -> (family: String, weight: Int, italic: Bool) {
        let face = cachedFace(font.family).fallback(size: font.size)
        let weight = font.weight == 400 ? face.weight ?? font.weight : font.weight
        return (face.family, weight, font.italic || face.italic == true)
    }

    private func fontDescription(_ font: ResolvedFont, scale: CGFloat, language: String = "en") -> OpaquePointer {
        let desc = pango_font_description_new()!
        let face = face(of: font)
        pango_font_description_set_family(desc, familyList(face.family, language: language))
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(face.weight)))
        pango_font_description_set_style(desc, face.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        // Absolute size: points are user units (a plain size would be 96-dpi points).
        pango_font_description_set_absolute_size(desc, Double(font.size * scale) * Double(PANGO_SCALE))
        return desc
    }

    private func makeLayout(_ text: ResolvedText, scale: CGFloat, width: CGFloat?) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let string = text.string
        pango_layout_set_text(layout, string, Int32(string.utf8.count))
        let primaryDescription = fontDescription(text.primaryFont, scale: scale, language: text.language)
        pango_layout_set_font_description(layout, primaryDescription)
        pango_font_description_free(primaryDescription)
        if let width {
            pango_layout_set_width(layout, pangoUnits(width))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        pango_layout_set_auto_dir(layout, 1)

        let attrs = pango_attr_list_new()!
        func insert(_ attr: UnsafeMutablePointer<PangoAttribute>?, _ start: Int, _ end: Int) {
            guard let attr else { return }
            attr.pointee.start_index = guint(start)
            attr.pointee.end_index = guint(end)
            pango_attr_list_insert(attrs, attr)
        }
        insert(pango_attr_language_new(pango_language_from_string(text.language)), 0, string.utf8.count)
        // SwiftUI's Text does not hyphenate: a word too long for the line breaks between
        // characters with no hyphen (Pango adds one by default).
        insert(pango_attr_insert_hyphens_new(0), 0, string.utf8.count)
        var start = 0
        for run in text.runs {
            let end = start + run.string.utf8.count
            let desc = fontDescription(run.font, scale: scale, language: text.language)
            insert(pango_attr_font_desc_new(desc), start, end)
            pango_font_description_free(desc)
            if run.font.tracking != 0 { insert(pango_attr_letter_spacing_new(pangoUnits(run.font.tracking * scale)), start, end) }
            if run.font.monospacedDigit { insert(pango_attr_font_features_new("tnum"), start, end) }
            if let caps = run.font.smallCaps { insertSmallCaps(caps, run.string, start, insert) }
            if run.baselineOffset != 0 { insert(pango_attr_rise_new(pangoUnits(run.baselineOffset)), start, end) }
            let c = PangoRunColour(run.color)
            insert(pango_attr_foreground_new(c.rgb.red, c.rgb.green, c.rgb.blue), start, end)
            insert(pango_attr_foreground_alpha_new(c.alpha), start, end)
            if let line = run.underline {
                insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), start, end)
                insert(pango_attr_underline_color_new(guint16(line.red * 65535), guint16(line.green * 65535), guint16(line.blue * 65535)), start, end)
            }
            if let line = run.strikethrough {
                insert(pango_attr_strikethrough_new(1), start, end)
                insert(pango_attr_strikethrough_color_new(guint16(line.red * 65535), guint16(line.green * 65535), guint16(line.blue * 65535)), start, end)
            }
            start = end
        }
        pango_layout_set_attributes(layout, attrs)
        pango_attr_list_unref(attrs)
        return layout
    }
}

nonisolated extension PangoTextEngine {
    /// Small capitals: Pango synthesises them for a font without `smcp` (Inter has none) from
    /// capitals at a smaller size. Uppercase small caps alone (`c2sc`) have no Pango variant:
    /// the run's capitals are scaled down to the same size.
    fileprivate func insertSmallCaps(_ caps: ResolvedFont.SmallCaps, _ string: String, _ start: Int,
                                     _ insert: (UnsafeMutablePointer<PangoAttribute>?, Int, Int) -> Void) {
        switch caps {
        case .lowercase: insert(pango_attr_variant_new(PANGO_VARIANT_SMALL_CAPS), start, start + string.utf8.count)
        case .all: insert(pango_attr_variant_new(PANGO_VARIANT_ALL_SMALL_CAPS), start, start + string.utf8.count)
        case .uppercase:
            var offset = start
            for character in string {
                let length = character.utf8.count
                if character.isUppercase { insert(pango_attr_scale_new(Self.smallCapitalScale), offset, offset + length) }
                offset += length
            }
        }
    }

    /// The size of a synthesised small capital relative to a capital.
    static let smallCapitalScale = 0.8
}

/// A Pango layout and what it measured; the layout is kept for drawing.
private nonisolated final class LaidOutText {
    let layout: OpaquePointer
    let measurement: TextMeasurement
    /// The colours the layout's runs have now, one per run of the text it was made for.
    private var colours: [PangoRunColour]

    init(layout: OpaquePointer, measurement: TextMeasurement, text: ResolvedText) {
        self.layout = layout
        self.measurement = measurement
        colours = text.runs.map { PangoRunColour($0.color) }
    }

    /// Gives the layout the colours of `text`, which has its key (so the same runs).
    func useColours(of text: ResolvedText) {
        let wanted = text.runs.map { PangoRunColour($0.color) }
        guard wanted != colours else { return }
        var rgb: [PangoRGB: PangoRGB] = [:], alpha: [UInt16: UInt16] = [:]
        for (old, new) in zip(colours, wanted) {
            rgb[old.rgb] = new.rgb
            alpha[old.alpha] = new.alpha
        }
        PangoRuns.recolour(layout, rgb: rgb, alpha: alpha)
        colours = wanted
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }
}
