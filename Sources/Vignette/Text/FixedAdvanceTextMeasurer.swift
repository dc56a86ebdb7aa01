import Foundation

/// A deterministic text measurer for layout tests: every character advances
/// `advance × size / 10` points and a line is `1.2 × size` tall (ascender 0.95 em,
/// descender 0.25 em, cap height 0.7 em). Wraps greedily at spaces, then between characters.
public final class FixedAdvanceTextMeasurer: TextMeasuring {
    public let advance: CGFloat

    /// - Parameter advance: the advance per character for a 10 pt font.
    public init(advance: CGFloat = 6) { self.advance = advance }

    public func metrics(of font: ResolvedFont) -> FontMetrics {
        FontMetrics(ascender: font.size * 0.95, descender: font.size * 0.25, lineGap: 0, capHeight: font.size * 0.7)
    }

    public func measure(_ text: ResolvedText, proposal: ProposedViewSize) -> TextMeasurement {
        let font = text.primaryFont
        let charWidth = advance * font.size / 10
        let m = metrics(of: font)
        let lineHeight = m.lineHeight
        let string = text.string
        let maxChars = proposal.width.flatMap { $0.isFinite ? max(Int(($0 + 0.0001) / charWidth), 1) : nil }

        // Lines as character counts: advances are fixed, so the counts are all that matter.
        var lines: [Int]
        let count = string.count
        if !string.utf8.contains(10), maxChars.map({ count <= $0 }) ?? true {
            lines = [count]  // one line, nothing to wrap
        } else {
            lines = Self.wrap(string, maxChars: maxChars)
        }
        var limit = text.lineLimit.map { max($0, 1) } ?? Int.max
        if let h = proposal.height, h.isFinite {
            let fitting = Int((h + text.lineSpacing + 0.0001) / (lineHeight + text.lineSpacing))
            limit = min(limit, max(fitting, 1))
        }
        var truncated = false
        if lines.count > limit {
            // The last kept line holds as much of the rest (its lines joined by spaces) as
            // fits, then "…" (tail truncation).
            let dropped = lines[(limit - 1)...]
            let rest = dropped.reduce(0, +) + dropped.count - 1
            lines.removeSubrange((limit - 1)...)
            let room = max((maxChars ?? rest + 1) - 1, 0)
            lines.append(min(rest, room) + 1)
            truncated = true
        }
        var result: [TextMeasurement.Line] = []
        var y: CGFloat = 0
        var width: CGFloat = 0
        for line in lines {
            let w = CGFloat(line) * charWidth
            width = max(width, w)
            result.append(.init(rect: CGRect(x: 0, y: y, width: w, height: lineHeight), baseline: y + m.ascender))
            y += lineHeight + text.lineSpacing
        }
        let height = result.isEmpty ? lineHeight : y - text.lineSpacing
        // Align lines inside the text's own width.
        for i in result.indices {
            let slack = width - result[i].rect.width
            switch text.alignment {
            case .leading: break
            case .center: result[i].rect.origin.x = slack / 2
            case .trailing: result[i].rect.origin.x = slack
            }
        }
        return TextMeasurement(size: CGSize(width: width, height: height), lines: result, isTruncated: truncated)
    }

    /// Greedy wrapping at spaces, then between characters; returns each line's length.
    private static func wrap(_ string: String, maxChars: Int?) -> [Int] {
        var lines: [Int] = []
        var current = 0  // the line being filled
        var word = 0     // the word being read
        func endWord() {
            guard let maxChars else {
                current += word
                return
            }
            let candidate = current == 0 ? word : current + 1 + word
            if candidate <= maxChars {
                current = candidate
                return
            }
            if current != 0 { lines.append(current) }
            var rest = word
            while rest > maxChars {
                lines.append(maxChars)
                rest -= maxChars
            }
            current = rest
        }
        for c in string {
            switch c {
            case "\n":
                endWord()
                lines.append(current)
                current = 0
                word = 0
            case " ":
                endWord()
                // Without a width the space stays on the line; with one, endWord joins words with it.
                if maxChars == nil { current += 1 }
                word = 0
            default:
                word += 1
            }
        }
        endWord()
        lines.append(current)
        return lines
    }
}
