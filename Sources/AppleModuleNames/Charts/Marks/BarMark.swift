import Foundation
import Vignette
import VignetteCore

/// Chart content that represents data using bars.
public nonisolated struct BarMark: ChartContent, PrimitiveChartContent {
    let spec: MarkSpec

    /// Creates a bar mark that plots values with x and y: vertical over a category or date,
    /// horizontal when y is the category; bars at the same place stack.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        spec = MarkSpec(kind: .bar, x: .value(PlotSlot(x)), y: .value(PlotSlot(y)), width: width, height: height, stacking: stacking)
    }

    /// Creates a bar mark that plots values with x and its y interval.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        spec = MarkSpec(kind: .bar, x: .value(PlotSlot(x)), y: .range(PlotSlot(yStart), PlotSlot(yEnd)), width: width)
    }

    /// Creates a bar mark that plots values with its x interval and y.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        spec = MarkSpec(kind: .bar, x: .range(PlotSlot(xStart), PlotSlot(xEnd)), y: .value(PlotSlot(y)), height: height)
    }

    func collect(into marks: inout [MarkSpec]) { marks.append(spec) }
}

/// Chart content that represents data using rectangles.
public nonisolated struct RectangleMark: ChartContent, PrimitiveChartContent {
    let spec: MarkSpec

    /// Creates a rectangle mark centred on x and y (70 % of a category's step, or 20 points).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic) {
        spec = MarkSpec(kind: .rectangle, x: .value(PlotSlot(x)), y: .value(PlotSlot(y)), width: width, height: height)
    }

    /// Creates a rectangle mark spanning an x and a y interval.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>,
                                            yEnd: PlottableValue<Y>) {
        spec = MarkSpec(kind: .rectangle, x: .range(PlotSlot(xStart), PlotSlot(xEnd)), y: .range(PlotSlot(yStart), PlotSlot(yEnd)))
    }

    /// Creates a rectangle mark at x spanning a y interval.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        spec = MarkSpec(kind: .rectangle, x: .value(PlotSlot(x)), y: .range(PlotSlot(yStart), PlotSlot(yEnd)), width: width)
    }

    /// Creates a rectangle mark at y spanning an x interval.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        spec = MarkSpec(kind: .rectangle, x: .range(PlotSlot(xStart), PlotSlot(xEnd)), y: .value(PlotSlot(y)), height: height)
    }

    /// Creates a rectangle mark spanning a y interval, from `xStart` to `xEnd` points (nil: the plot's edges).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        spec = MarkSpec(kind: .rectangle, x: .fixed(xStart, xEnd), y: .range(PlotSlot(yStart), PlotSlot(yEnd)))
    }

    /// Creates a rectangle mark spanning an x interval, from `yStart` to `yEnd` points (nil: the plot's edges).
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        spec = MarkSpec(kind: .rectangle, x: .range(PlotSlot(xStart), PlotSlot(xEnd)), y: .fixed(yStart, yEnd))
    }

    /// Creates a rectangle mark at x, from `yStart` to `yEnd` points (nil: the plot's edges).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic) {
        spec = MarkSpec(kind: .rectangle, x: .value(PlotSlot(x)), y: .fixed(yStart, yEnd), width: width)
    }

    /// Creates a rectangle mark at y, from `xStart` to `xEnd` points (nil: the plot's edges).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        spec = MarkSpec(kind: .rectangle, x: .fixed(xStart, xEnd), y: .value(PlotSlot(y)), height: height)
    }

    /// Creates a rectangle mark at fixed positions in points (nil: the plot's edges).
    public init(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        spec = MarkSpec(kind: .rectangle, x: .fixed(xStart, xEnd), y: .fixed(yStart, yEnd))
    }

    func collect(into marks: inout [MarkSpec]) { marks.append(spec) }
}

/// Chart content that represents data using a single horizontal or vertical rule.
public nonisolated struct RuleMark: ChartContent, PrimitiveChartContent {
    let spec: MarkSpec

    /// A vertical rule at x, from `yStart` to `yEnd` points (nil: the plot's top and bottom).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        spec = MarkSpec(kind: .rule, x: .value(PlotSlot(x)), y: .fixed(yStart, yEnd))
    }

    /// A horizontal rule at y, from `xStart` to `xEnd` points (nil: the plot's edges).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .rule, x: .fixed(xStart, xEnd), y: .value(PlotSlot(y)))
    }

    /// A vertical rule at x over a y interval.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        spec = MarkSpec(kind: .rule, x: .value(PlotSlot(x)), y: .range(PlotSlot(yStart), PlotSlot(yEnd)))
    }

    /// A horizontal rule at y over an x interval.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .rule, x: .range(PlotSlot(xStart), PlotSlot(xEnd)), y: .value(PlotSlot(y)))
    }

    func collect(into marks: inout [MarkSpec]) { marks.append(spec) }
}
