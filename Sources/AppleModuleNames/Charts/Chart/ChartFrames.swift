import Foundation
import Vignette
import VignetteCore

/// Where a chart's parts go in its frame, given the sizes of its labels and legend: the plot
/// area, each axis label (moved inside the chart at its edges; nil when it would collide with
/// the previous one), and the legend. Pure, so that it is tested as data.
nonisolated struct ChartFrames: Equatable {
    var plot: CGRect
    var yLabels: [CGRect?]
    var xLabels: [CGRect?]
    var legend: CGRect?

    /// Space between the plot and its labels, and above the legend.
    static let labelGap: CGFloat = 4
    static let legendGap: CGFloat = 8

    init(plan: ChartPlan, size: CGSize, yLabelSizes: [CGSize], xLabelSizes: [CGSize], legendSize: CGSize?) {
        let leading = plan.yAxis.position == .leading
        // Trailing labels start after the marks that overhang the plot's end (a line's last symbol).
        let yGap = Self.labelGap + (leading ? 0 : plan.trailingOverhang)
        let yWidth = yLabelSizes.map(\.width).max().map { $0 + yGap } ?? 0
        let yHalf = (yLabelSizes.map(\.height).max() ?? 0) / 2
        let hasXTicks = plan.xAxis.entries.contains { $0.pieces.contains { if case .tick = $0 { true } else { false } } }
        let xHeight = xLabelSizes.map(\.height).max().map { $0 + Self.labelGap } ?? (hasXTicks ? ChartPlan.tickLength : 0)
        let legendHeight = legendSize.map { $0.height + Self.legendGap } ?? 0
        // A label centred on the top grid line needs half its height above the plot.
        let topInset = plan.yAxis.entries.contains { $0.fraction > 0.999 && $0.hasLabel } && plan.y?.kind != .category ? yHalf : 0
        let bottomInset = max(xHeight, xLabelSizes.isEmpty && plan.yAxis.entries.contains { $0.fraction < 0.001 && $0.hasLabel } ? yHalf : 0)
        plot = CGRect(x: leading ? yWidth : 0, y: topInset,
                      width: max(size.width - yWidth, 0), height: max(size.height - topInset - bottomInset - legendHeight, 0))
        if plan.isSectorChart {
            // A pie or donut: a square plot centred above the legend, the legend at the bottom.
            let room = CGSize(width: size.width, height: max(size.height - legendHeight, 0))
            let side = min(room.width, room.height)
            plot = CGRect(x: (room.width - side) / 2, y: (room.height - side) / 2, width: side, height: side)
            yLabels = []
            xLabels = []
            legend = legendSize.map { CGRect(x: 0, y: size.height - $0.height, width: min($0.width, size.width), height: $0.height) }
            return
        }

        let plotRect = plot
        var lastY: CGRect?
        yLabels = zip(plan.yAxis.labelEntries, yLabelSizes).map { entry, labelSize in
            let isCategory = plan.y?.kind == .category
            let at = plotRect.minY + (isCategory ? CGFloat(entry.fraction) : CGFloat(1 - entry.fraction)) * plotRect.height
            let x = leading ? plotRect.minX - Self.labelGap - labelSize.width : plotRect.maxX + yGap
            let frame = CGRect(x: x, y: at - labelSize.height / 2, width: labelSize.width, height: labelSize.height)
            if let last = lastY, frame.intersects(last) { return nil }
            lastY = frame
            return frame
        }
        var lastX: CGRect?
        xLabels = zip(plan.xAxis.labelEntries, xLabelSizes).map { entry, labelSize in
            let at = plotRect.minX + CGFloat(entry.fraction) * plotRect.width
            let x: CGFloat
            if plan.x?.kind == .date && entry.labelCentered != true {
                // Dates: the label starts just after its tick, as Swift Charts sets them.
                x = at + 2
            } else if plan.x?.kind == .date, let next = entry.nextFraction {
                x = plotRect.minX + CGFloat(entry.fraction + next) / 2 * plotRect.width - labelSize.width / 2
            } else {
                x = at - labelSize.width / 2
            }
            // A label at an edge is moved inside the chart rather than dropped ("0" under a y axis's corner).
            let inside = min(max(x, 0), max(size.width - labelSize.width, 0))
            let frame = CGRect(x: inside, y: plotRect.maxY + Self.labelGap, width: labelSize.width, height: labelSize.height)
            if let last = lastX, frame.minX < last.maxX + Self.labelGap { return nil }
            lastX = frame
            return frame
        }
        legend = legendSize.map {
            CGRect(x: 0, y: plotRect.maxY + xHeight + Self.legendGap, width: min($0.width, size.width), height: $0.height)
        }
    }
}

nonisolated extension ChartPlan.AxisEntry {
    var hasLabel: Bool { pieces.contains { if case .label = $0 { true } else { false } } }
    var labelCentered: Bool? {
        for case let .label(centered, _, _, _) in pieces { return centered }
        return nil
    }
}

nonisolated extension ChartPlan.AxisPlan {
    /// The entries that draw a label, in order.
    var labelEntries: [ChartPlan.AxisEntry] { entries.filter(\.hasLabel) }
}
