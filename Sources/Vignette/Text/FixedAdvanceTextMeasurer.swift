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

        var lines: [[Character]]
        let count = string.count
        if !string.utf8.contains(10), maxChars.map({ count <= $0 }) ?? true {
            lines = [Array(string)]  // one line, nothing to wrap
        } else {
            lines = Self.wrap(Array(string), maxChars: maxChars)
        }
        var limit = text.lineLimit.map { max($0, 1) } ?? Int.max
        if let h = proposal.height, h.isFinite {
            let fitting = Int((h + text.lineSpacing + 0.0001) / (lineHeight + text.lineSpacing))
            limit = min(limit, max(fitting, 1))
        }
        var truncated = false
        if lines.count > limit {
            // The last kept line holds as much of the rest as fits, then "…" (tail truncation).
            let rest = lines[(limit - 1)...].map { String($0) }.joined(separator: " ")
            lines = Array(lines.prefix(limit - 1))
            let room = max((maxChars ?? rest.count + 1) - 1, 0)
            lines.append(Array(rest.prefix(room)) + ["…"])
            truncated = true
        }
        var result: [TextMeasurement.Line] = []
        var y: CGFloat = 0
        var width: CGFloat = 0
        for line in lines {
            let w = CGFloat(line.count) * charWidth
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

    private static func wrap(_ chars: [Character], maxChars: Int?) -> [[Character]] {
        let paragraphs = chars.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        guard let maxChars else { return paragraphs }
        var lines: [[Character]] = []
        for paragraph in paragraphs {
            var current: [Character] = []
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(Array.init) {
                let candidate = current.isEmpty ? word : current + [" "] + word
                if candidate.count <= maxChars {
                    current = candidate
                    continue
                }
                if !current.isEmpty { lines.append(current) }
                var rest = word
                while rest.count > maxChars {
                    lines.append(Array(rest.prefix(maxChars)))
                    rest = Array(rest.dropFirst(maxChars))
                }
                current = rest
            }
            lines.append(current)
        }
        return lines
    }
}
