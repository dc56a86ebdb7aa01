import Foundation
import Vignette
import VignetteCore

/// A sector of a pie or donut chart, which shows how individual categories make up a
/// meaningful total. Sectors go clockwise from 12 o'clock in the order of the data, each
/// taking the share of the full circle its value has of the sum of all the chart's sectors.
public nonisolated struct SectorMark: ChartContent, PrimitiveChartContent {
    let spec: MarkSpec

    /// Creates a sector mark whose angular size is the proportion of its value to the sum of
    /// all values. `innerRadius` is 0 by default (a pie; `.ratio` or `.inset` of the outer
    /// radius, or points, for a donut); `outerRadius` is half the plot's side by default
    /// (`.ratio` or `.inset` of it, or points); `angularInset` moves each radial edge that
    /// many points into the sector.
    public init<P: Plottable>(angle: PlottableValue<P>, innerRadius: MarkDimension = .automatic,
                              outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        var spec = MarkSpec(kind: .sector)
        spec.angle = PlotSlot(angle)
        spec.innerRadius = innerRadius
        spec.outerRadius = outerRadius
        spec.angularInset = angularInset
        self.spec = spec
    }

    func collect(into marks: inout [MarkSpec]) { marks.append(spec) }
}
