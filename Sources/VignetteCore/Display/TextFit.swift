import Foundation

/// The fit report: whether a placed text shows all of itself. A text cut to fewer lines than it
/// needs (by `lineLimit`, by its frame's height or width) or shrunk by `minimumScaleFactor` is a
/// render warning with its view path; a text that fits says nothing.
///
/// Widgets do not grow with the reader's text size, so this is how an author learns which texts
/// the largest sizes, Bold Text or a longer language cut (`render --dynamic-type accessibility3`).
nonisolated enum TextFit {
    /// What is wrong with `text` placed with `proposal`, or nil when it fits: the warning's cause
    /// and message.
    static func problem(_ text: ResolvedText, proposal: ProposedViewSize, measurer: any TextMeasuring) -> (cause: String, message: String)? {
        // Without a width nothing wraps, so nothing is cut.
        guard let width = proposal.width else { return nil }
        // Every line at this width, unlimited: when they all fit, nothing was cut (the usual
        // case, answered without laying the text out again, from the text's own measurements).
        let unlimited = text.lineLimit == nil ? text : text.withoutLineLimit
        let free = measurer.extent(of: unlimited, proposal: ProposedViewSize(width: width, height: nil))
        let limit = text.lineLimit.map { max($0, 1) }
        let fitsHeight = proposal.height.map { !$0.isFinite || free.size.height <= $0 + 0.001 } ?? true
        if text.minimumScaleFactor >= 1, free.lineCount <= limit ?? .max, fitsHeight { return nil }

        let placed = measurer.measure(text, proposal: proposal)
        let atWidth = " at \(formatNumber(width)) pt wide"
        if placed.isTruncated {
            let shown = placed.lines.count
            let needed = free.lineCount
            let why = if let limit, limit <= shown { "lineLimit(\(limit)) allows \(lines(limit))" }
                else if let height = proposal.height, height.isFinite { "its frame (\(formatNumber(height)) pt high) holds \(lines(shown))" }
                else { "\(lines(shown)) fit" }
            let shrunk = placed.scale < visibleScale ? ", even shrunk to \(percent(placed.scale))" : ""
            let need: String
            if shown == 1, !text.string.contains(where: \.isNewline) {
                // One line: how wide it would be says more than how many lines it would wrap to.
                let wanted = measurer.extent(of: unlimited, proposal: .unspecified).size.width
                need = "; it is \(formatNumber(wanted.rounded(.up))) pt wide, \(formatNumber(width)) pt fit"
            } else {
                need = needed > shown ? ", \(needed) needed\(atWidth)" : atWidth
            }
            return ("text-truncated", "text truncated: \(why)\(need)\(shrunk); give it room or shorten it, or keep the truncation if it is intended")
        }
        if placed.scale < visibleScale {
            return ("text-shrunk", "text shrunk to \(percent(placed.scale)) of its size by minimumScaleFactor(\(formatNumber(text.minimumScaleFactor)))"
                    + " to fit\(atWidth); give it room if it should be read at the reader's size")
        }
        return nil
    }

    /// The smallest `minimumScaleFactor` shrink reported: under 1 % (a 17 pt text drawn 0.17 pt
    /// smaller, half a pixel at @3x) the text reads the same, so it fits.
    static let visibleScale: CGFloat = 0.99

    private static func lines(_ n: Int) -> String { n == 1 ? "1 line" : "\(n) lines" }
    private static func percent(_ scale: CGFloat) -> String { "\(Int((scale * 100).rounded()))%" }

    /// The subject of a text's warning: `Text("Tuesday, November…")`.
    static func subject(_ text: ResolvedText) -> String { "Text(\(Text.dumpString(text.string)))" }
}

nonisolated extension ResolvedText {
    /// The text without its line limit: every line it needs.
    var withoutLineLimit: ResolvedText {
        var copy = self
        copy.lineLimit = nil
        return copy
    }
}
