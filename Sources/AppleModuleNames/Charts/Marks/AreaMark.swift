import Foundation
import Vignette
import VignetteCore

/// Chart content that represents data using the area of one or more regions.
public nonisolated struct AreaMark: ChartContent, PrimitiveChartContent {
    let spec: MarkSpec

    /// Creates an area mark that plots values with x and y, from zero (stacked by series).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        spec = MarkSpec(kind: .area, x: .value(PlotSlot(x)), y: .value(PlotSlot(y)), stacking: stacking)
    }

    /// Creates an area mark that plots values with x and y, in the series `series` names.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                          stacking: MarkStackingMethod = .standard) {
        spec = MarkSpec(kind: .area, x: .value(PlotSlot(x)), y: .value(PlotSlot(y)), series: series.data, stacking: stacking)
    }

    /// Creates an area mark that fills between `yStart` and `yEnd` along x.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        spec = MarkSpec(kind: .area, x: .value(PlotSlot(x)), y: .range(PlotSlot(yStart), PlotSlot(yEnd)))
    }

    /// Creates an area mark that fills between `yStart` and `yEnd` along x, in a series.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                                          series: PlottableValue<S>) {
        spec = MarkSpec(kind: .area, x: .value(PlotSlot(x)), y: .range(PlotSlot(yStart), PlotSlot(yEnd)), series: series.data)
    }

    /// Creates an area mark that fills between `xStart` and `xEnd` along y.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .area, x: .range(PlotSlot(xStart), PlotSlot(xEnd)), y: .value(PlotSlot(y)))
    }

    func collect(into marks: inout [MarkSpec]) { marks.append(spec) }
}
