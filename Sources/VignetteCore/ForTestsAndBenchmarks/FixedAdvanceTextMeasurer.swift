import Foundation

/// A deterministic text measurer for layout tests: every character advances
/// `advance × size / 10` points and a line is `1.2 × size` tall (ascender 0.95 em,
/// descender 0.25 em, cap height 0.7 em). Breaks lines at line feeds, and wraps greedily at
/// spaces, then between characters.
package nonisolated final class FixedAdvanceTextMeasurer: TextMeasuring {
    package let advance: CGFloat

    /// - Parameter advance: the advance per character for a 10 pt font.
    package init(advance: CGFloat = 6) { self.advance = advance }

    package func metrics(of font: ResolvedFont) -> FontMetrics {
        FontMetrics(ascender: font.size * 0.95, descender: font.size * 0.25, lineGap: 0, capHeight: font.size * 0.7)
    }

    package func measure(_ text: ResolvedText, proposal: ProposedViewSize) -> TextMeasurement {
        let m = metrics(of: text.primaryFont)
        let layout = LineLayout(text, proposal, advance: advance, lineHeight: m.lineHeight)
        var kept = LineLengths()
        kept.all.reserveCapacity(layout.estimatedLineCount)
        let truncated = layout.keptLines(into: &kept)
        var lines: [TextMeasurement.Line] = []
        lines.reserveCapacity(kept.all.count)
        var y: CGFloat = 0
        var width: CGFloat = 0
        for length in kept.all {
            let w = CGFloat(length) * layout.charWidth
            width = max(width, w)
            lines.append(.init(rect: CGRect(x: 0, y: y, width: w, height: layout.lineHeight), baseline: y + m.ascender))
            y += layout.lineHeight + text.lineSpacing
        }
        // Align lines inside the text's own width.
        for i in lines.indices {
            let slack = width - lines[i].rect.width
            switch text.alignment {
            case .leading: break
            case .center: lines[i].rect.origin.x = slack / 2
            case .trailing: lines[i].rect.origin.x = slack
            }
        }
        let size = layout.size(lineCount: kept.all.count, longest: kept.all.max() ?? 0)
        return TextMeasurement(size: size, lines: lines, isTruncated: truncated)
    }

    /// The same lines as `measure`, counted instead of collected.
    package func extent(of text: ResolvedText, proposal: ProposedViewSize) -> TextExtent {
        let layout = LineLayout(text, proposal, advance: advance, lineHeight: metrics(of: text.primaryFont).lineHeight)
        var count = LineCount()
        _ = layout.keptLines(into: &count)
        return TextExtent(size: layout.size(lineCount: count.lines, longest: count.longest), lineCount: count.lines)
    }
}

/// How the fixed-advance measurer breaks one text into lines for one proposal.
private nonisolated struct LineLayout {
    let string: String
    let charWidth: CGFloat
    let lineHeight: CGFloat
    let lineSpacing: CGFloat
    /// Characters per line; nil when the width is unlimited.
    let maxChars: Int?
    /// Lines kept at most (line limit and proposed height, at least 1).
    let limit: Int

    init(_ text: ResolvedText, _ proposal: ProposedViewSize, advance: CGFloat, lineHeight: CGFloat) {
        string = text.string
        charWidth = advance * text.primaryFont.size / 10
        self.lineHeight = lineHeight
        lineSpacing = text.lineSpacing
        maxChars = proposal.width.flatMap { [charWidth] in $0.isFinite ? max(Int(($0 + 0.0001) / charWidth), 1) : nil }
        var limit = text.lineLimit.map { max($0, 1) } ?? Int.max
        if let h = proposal.height, h.isFinite {
            let fitting = Int((h + text.lineSpacing + 0.0001) / (lineHeight + text.lineSpacing))
            limit = min(limit, max(fitting, 1))
        }
        self.limit = limit
    }

    var estimatedLineCount: Int { min(maxChars.map { string.utf8.count / $0 + 2 } ?? 2, limit) }

    func size(lineCount: Int, longest: Int) -> CGSize {
        let height = lineCount == 0 ? lineHeight : CGFloat(lineCount) * (lineHeight + lineSpacing) - lineSpacing
        return CGSize(width: CGFloat(longest) * charWidth, height: height)
    }

    /// Gives `sink` the length in characters of each kept line, in order; returns whether the
    /// last was truncated. Lines past the limit are joined by spaces onto the last kept line,
    /// which holds as much of them as fits, then "…" (tail truncation).
    func keptLines<Sink: LineSink>(into sink: inout Sink) -> Bool {
        var keeper = LineKeeper(sink: sink, limit: limit)
        defer { sink = keeper.sink }
        switch shape {
        case .singleLine(let count, _) where maxChars.map({ count <= $0 }) ?? true:
            keeper.line(count)  // one line, nothing to wrap
        case .singleLine(_, let ascii):
            wrap(ascii: ascii, into: &keeper)
        case .ascii:
            wrap(ascii: true, into: &keeper)
        case .other:
            wrap(ascii: false, into: &keeper)
        }
        return keeper.finish(maxChars: maxChars)
    }

    private nonisolated enum Shape {
        /// No line breaks: the length in characters.
        case singleLine(Int, ascii: Bool)
        /// Line breaks, and every character one ASCII byte.
        case ascii
        case other
    }

    /// Whether the text has line breaks, and whether its characters are its bytes (ASCII
    /// without carriage returns, which join a following line feed): wrapping bytes instead of
    /// characters is most of the measurer's speed.
    private var shape: Shape {
        var copy = string
        let (ascii, breaks) = copy.withUTF8 { bytes in
            var ascii = true, breaks = false
            for byte in bytes {
                if byte == 10 { breaks = true }
                if byte >= 128 || byte == 13 { ascii = false }
            }
            return (ascii, breaks)
        }
        if breaks { return ascii ? .ascii : .other }
        return .singleLine(ascii ? string.utf8.count : string.count, ascii: ascii)
    }

    /// Greedy wrapping at spaces, then between characters, each line to `keeper`.
    private func wrap<Sink>(ascii: Bool, into keeper: inout LineKeeper<Sink>) {
        var wrapper = Wrapper(maxChars: maxChars)
        if ascii {
            var copy = string
            copy.withUTF8 { bytes in
                for byte in bytes { wrapper.read(byte == 10 ? .lineBreak : byte == 32 ? .space : .other, into: &keeper) }
            }
        } else {
            for c in string { wrapper.read(c == "\n" || c == "\r\n" ? .lineBreak : c == " " ? .space : .other, into: &keeper) }
        }
        wrapper.finish(into: &keeper)
    }
}

/// Where kept line lengths go.
private nonisolated protocol LineSink {
    mutating func keep(_ length: Int)
}

/// Every kept line's length, for the lines of a measurement.
private nonisolated struct LineLengths: LineSink {
    var all: [Int] = []
    mutating func keep(_ length: Int) { all.append(length) }
}

/// How many lines were kept and the longest, for an extent.
private nonisolated struct LineCount: LineSink {
    var lines = 0, longest = 0
    mutating func keep(_ length: Int) {
        lines += 1
        longest = max(longest, length)
    }
}

/// Passes the first `limit - 1` lines on, and joins the rest into the last kept line.
private nonisolated struct LineKeeper<Sink: LineSink> {
    var sink: Sink
    let limit: Int
    private var index = 0
    private var restLength = 0, restLines = 0  // lines from the last kept one on

    init(sink: Sink, limit: Int) {
        self.sink = sink
        self.limit = limit
    }

    mutating func line(_ length: Int) {
        if index < limit - 1 {
            sink.keep(length)
        } else {
            restLength += length
            restLines += 1
        }
        index += 1
    }

    /// Keeps the last line; returns whether it was truncated.
    mutating func finish(maxChars: Int?) -> Bool {
        if restLines == 1 {
            sink.keep(restLength)
        } else if restLines > 1 {
            let rest = restLength + restLines - 1
            let room = max((maxChars ?? rest + 1) - 1, 0)
            sink.keep(min(rest, room) + 1)
            return true
        }
        return false
    }
}

/// Greedy line breaking, one character at a time.
private nonisolated struct Wrapper {
    /// What wrapping tells characters apart by.
    nonisolated enum CharacterClass { case lineBreak, space, other }

    let maxChars: Int?
    private var current = 0  // the line being filled
    private var word = 0     // the word being read

    init(maxChars: Int?) { self.maxChars = maxChars }

    mutating func read<Sink>(_ c: CharacterClass, into keeper: inout LineKeeper<Sink>) {
        switch c {
        case .lineBreak:
            endWord(into: &keeper)
            keeper.line(current)
            current = 0
            word = 0
        case .space:
            endWord(into: &keeper)
            // Without a width the space stays on the line; with one, endWord joins words with it.
            if maxChars == nil { current += 1 }
            word = 0
        case .other:
            word += 1
        }
    }

    mutating func finish<Sink>(into keeper: inout LineKeeper<Sink>) {
        endWord(into: &keeper)
        keeper.line(current)
    }

    private mutating func endWord<Sink>(into keeper: inout LineKeeper<Sink>) {
        guard let maxChars else {
            current += word
            return
        }
        let candidate = current == 0 ? word : current + 1 + word
        if candidate <= maxChars {
            current = candidate
            return
        }
        if current != 0 { keeper.line(current) }
        var rest = word
        while rest > maxChars {
            keeper.line(maxChars)
            rest -= maxChars
        }
        current = rest
    }
}
