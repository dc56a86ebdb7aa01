import Foundation
import Vignette
import VignetteCore

/// The legend's entries in a row, flowing onto further rows when the chart is narrower than
/// they are (as Swift Charts wraps its legend); each row's entries centred on the row's middle.
nonisolated struct LegendFlow: Layout {
    static let spacing: CGFloat = 12
    /// Between rows: estimated (Apple does not publish it).
    static let lineSpacing: CGFloat = 4

    /// Each entry's frame for entries of `sizes` in `width` (nil or infinite: one row).
    static func frames(_ sizes: [CGSize], width: CGFloat?) -> [CGRect] {
        let limit = width.flatMap { $0.isFinite ? $0 : nil } ?? .infinity
        var rows: [[Int]] = []
        var x: CGFloat = 0
        for (i, size) in sizes.enumerated() {
            // An entry that starts a row stays on it, even one wider than the chart (it is cut).
            if let last = rows.indices.last, !rows[last].isEmpty, x + spacing + size.width <= limit + 1e-9 {
                rows[last].append(i)
                x += spacing + size.width
            } else {
                rows.append([i])
                x = size.width
            }
        }
        var frames = Array(repeating: CGRect.zero, count: sizes.count)
        var y: CGFloat = 0
        for row in rows {
            let height = row.map { sizes[$0].height }.max() ?? 0
            var x: CGFloat = 0
            for i in row {
                frames[i] = CGRect(x: x, y: y + (height - sizes[i].height) / 2, width: sizes[i].width, height: sizes[i].height)
                x += sizes[i].width + spacing
            }
            y += height + lineSpacing
        }
        return frames
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let frames = Self.frames(subviews.map { $0.sizeThatFits(.unspecified) }, width: proposal.width)
        return CGSize(width: frames.map(\.maxX).max() ?? 0, height: frames.map(\.maxY).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        for (view, frame) in zip(subviews, Self.frames(sizes, width: bounds.width)) {
            view.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), anchor: .topLeading,
                       proposal: .unspecified)
        }
    }
}
