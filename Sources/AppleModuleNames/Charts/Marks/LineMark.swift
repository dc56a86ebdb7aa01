import Foundation
import Vignette
import VignetteCore

/// Chart content that represents data using a sequence of connected line segments.
public nonisolated struct LineMark: ChartContent, PrimitiveChartContent {
    let spec: MarkSpec

    /// Creates a line mark that plots values with x and y.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .line, x: .value(PlotSlot(x)), y: .value(PlotSlot(y)))
    }

    /// Creates a line mark that plots values with x and y, in the series `series` names.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        spec = MarkSpec(kind: .line, x: .value(PlotSlot(x)), y: .value(PlotSlot(y)), series: series.data)
    }

    func collect(into marks: inout [MarkSpec]) { marks.append(spec) }
}

/// Chart content that represents data using points.
public nonisolated struct PointMark: ChartContent, PrimitiveChartContent {
    let spec: MarkSpec

    /// Creates a point mark that plots values with x and y.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .point, x: .value(PlotSlot(x)), y: .value(PlotSlot(y)))
    }

    func collect(into marks: inout [MarkSpec]) { marks.append(spec) }
}
