import Foundation
import Vignette
import VignetteCore

/// A laid-out chart as `chartOverlay`/`chartBackground` see it: its plan and its plot's frame.
nonisolated struct ChartProxyValue {
    let plan: ChartPlan
    let plotFrame: Anchor<CGRect>
}

/// The first chart's plot inside a view (as Swift Charts: "the chart proxy will refer to the first chart").
nonisolated struct ChartProxyKey: PreferenceKey {
    static func reduce(value: inout ChartProxyValue?, nextValue: () -> ChartProxyValue?) {
        if value == nil { value = nextValue() }
    }
}

/// A proxy that you use to access the scales and plot area of a chart. Positions are in the
/// plot's coordinates (its top-leading corner is zero); convert `plotFrame` with a
/// `GeometryProxy` to place views at them.
public nonisolated struct ChartProxy {
    let chart: ChartProxyValue?

    /// An anchor to the frame of the chart's plot, or `nil` if there is no chart in the context
    /// of the chart proxy.
    public var plotFrame: Anchor<CGRect>? { chart?.plotFrame }

    /// An anchor to the frame of the chart's plot container, or `nil` if there is no chart. A
    /// widget's chart does not scroll, so it is the plot frame.
    public var plotContainerFrame: Anchor<CGRect>? { chart?.plotFrame }

    /// An anchor to the frame of the chart's plot (an empty frame when there is no chart).
    public var plotAreaFrame: Anchor<CGRect> { chart?.plotFrame ?? Anchor(resolved: .zero) }

    /// The size of the plot in the chart.
    public var plotSize: CGSize { chart?.plotFrame.resolvedValue.size ?? .zero }

    /// The size of the plot in the chart.
    public var plotAreaSize: CGSize { plotSize }

    /// Returns the x position for the given data value, or `nil` if the x scale is unavailable
    /// or the value is invalid. The returned position is relative to the plot.
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        chart?.plan.xPosition(plotData(value), plotSize)
    }

    /// Returns the y position for the given data value, relative to the plot.
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        chart?.plan.yPosition(plotData(value), plotSize)
    }

    /// Returns the x and y positions for the given data values, relative to the plot.
    public func position<X: Plottable, Y: Plottable>(for point: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: point.x), let y = position(forY: point.y) else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// Returns the range of x positions for the given data value: a category's band, or a
    /// single point for a continuous value.
    public func positionRange<P: Plottable>(forX value: P) -> ClosedRange<CGFloat>? {
        guard let x = position(forX: value) else { return nil }
        let half = (chart?.plan.x?.bandFraction).map { CGFloat($0) * plotSize.width / 2 } ?? 0
        return (x - half)...(x + half)
    }

    /// Returns the range of y positions for the given data value: a category's band, or a
    /// single point for a continuous value.
    public func positionRange<P: Plottable>(forY value: P) -> ClosedRange<CGFloat>? {
        guard let y = position(forY: value) else { return nil }
        let half = (chart?.plan.y?.bandFraction).map { CGFloat($0) * plotSize.height / 2 } ?? 0
        return (y - half)...(y + half)
    }

    /// Returns the range of x and y positions for the given pair of data values.
    public func positionRange<X: Plottable, Y: Plottable>(for point: (x: X, y: Y)) -> CGRect? {
        guard let x = positionRange(forX: point.x), let y = positionRange(forY: point.y) else { return nil }
        return CGRect(x: x.lowerBound, y: y.lowerBound, width: x.upperBound - x.lowerBound, height: y.upperBound - y.lowerBound)
    }

    /// Returns the data value at the given x position (relative to the plot), or `nil`.
    public func value<P: Plottable>(atX position: CGFloat, as: P.Type = P.self) -> P? {
        guard let scale = chart?.plan.x, plotSize.width > 0,
              let data = scale.data(atFraction: Double(position / plotSize.width)) else { return nil }
        return plottable(data, as: P.self)
    }

    /// Returns the data value at the given y position (relative to the plot), or `nil`.
    public func value<P: Plottable>(atY position: CGFloat, as: P.Type = P.self) -> P? {
        guard let scale = chart?.plan.y, plotSize.height > 0 else { return nil }
        let f = Double(position / plotSize.height)
        guard let data = scale.data(atFraction: scale.kind == .category ? f : 1 - f) else { return nil }
        return plottable(data, as: P.self)
    }

    /// Returns the data values at the given position (relative to the plot), or `nil`.
    public func value<X: Plottable, Y: Plottable>(at position: CGPoint, as: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let x = value(atX: position.x, as: X.self), let y = value(atY: position.y, as: Y.self) else { return nil }
        return (x, y)
    }

    /// Returns the angle of `position` (relative to the plot) around the plot's centre, zero at
    /// 12 o'clock and increasing clockwise, in 0..<360 degrees.
    public func angle(at position: CGPoint) -> Angle {
        let size = plotSize
        let dx = Double(position.x - size.width / 2), dy = Double(position.y - size.height / 2)
        var radians = atan2(dx, -dy)
        if radians < 0 { radians += 2 * .pi }
        return .radians(radians)
    }

    /// Returns the data value at the given angle of a pie or donut: the running sum of the
    /// sectors' values that the angle reaches (zero at 12 o'clock, clockwise), or `nil` when the
    /// chart has no sectors.
    public func value<P: Plottable>(atAngle angle: Angle, as: P.Type = P.self) -> P? {
        guard let plan = chart?.plan, !plan.sectorAngles.isEmpty else { return nil }
        let total = plan.sectorAngles.keys.reduce(0.0) { $0 + (plan.marks[$1].angle?.data.number ?? 0) }
        var turns = angle.radians / (2 * .pi)
        turns -= turns.rounded(.down)
        return plottable(.number(total * turns), as: P.self)
    }

    /// Returns the foreground style `foregroundStyle(by:)` gives `value`, or `nil` if the chart
    /// styles no category by it.
    public func foregroundStyle<P: Plottable>(for value: P) -> AnyShapeStyle? {
        chart?.plan.groupStyles[plotData(value)]
    }

    // Selection from a gesture, compile-only: a still widget has no gesture, and the selection
    // bindings (`chartXSelection`…) keep the values the author gave them.

    /// Selects the x value at a position (compile-only in Vignette: the binding keeps its value).
    public func selectXValue(at xPosition: CGFloat) {}
    /// Selects the y value at a position (compile-only in Vignette).
    public func selectYValue(at yPosition: CGFloat) {}
    /// Selects the x range between two positions (compile-only in Vignette).
    public func selectXRange(from: CGFloat, to: CGFloat) {}
    /// Selects the y range between two positions (compile-only in Vignette).
    public func selectYRange(from: CGFloat, to: CGFloat) {}
    /// Selects the angle value at an angle (compile-only in Vignette).
    public func selectAngleValue(at angle: Angle) {}
}

nonisolated extension ChartScale {
    /// The value at `fraction` along the axis (0…1 from its start): a number or date in the
    /// domain, or the category whose band holds it.
    func data(atFraction fraction: Double) -> PlotData? {
        let f = reversed ? 1 - fraction : fraction
        switch kind {
        case .category:
            let i = Int((f * Double(categories.count)).rounded(.down))
            return categories.indices.contains(i) ? .category(categories[i]) : nil
        case .number:
            if let function, let a = function.apply(lower), let b = function.apply(upper) {
                return .number(function.invert(a + f * (b - a)))
            }
            return .number(lower + f * (upper - lower))
        case .date:
            return .date(Date(timeIntervalSinceReferenceDate: lower + f * (upper - lower)))
        }
    }
}

/// The content of `chartOverlay`/`chartBackground`, built once the chart is laid out (a still
/// render lays the view out again with the chart's proxy); without a chart, nothing but a warning.
nonisolated struct ChartProxyContent<Content: View>: View {
    let chart: ChartProxyValue?
    let modifier: String
    let content: (ChartProxy) -> Content

    var body: some View {
        if let chart {
            content(ChartProxy(chart: chart))
        } else {
            RenderWarningView(cause: "chart-proxy-without-chart", subject: modifier,
                              message: "\(modifier) is applied to a view with no Chart inside, so its content is not drawn; apply it to the Chart or a view that contains one")
        }
    }
}

nonisolated extension View {
    /// Adds an overlay to a view that contains a chart, built from a proxy of the (first) chart
    /// in it: its plot frame and scales, to place views at data positions.
    public func chartOverlay<V: View>(alignment: Alignment = .center,
                                      @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        overlayPreferenceValue(ChartProxyKey.self, alignment: alignment) {
            ChartProxyContent(chart: $0, modifier: "chartOverlay", content: content)
        }
    }

    /// Adds a background to a view that contains a chart, built from a proxy of the (first)
    /// chart in it.
    public func chartBackground<V: View>(alignment: Alignment = .center,
                                         @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        backgroundPreferenceValue(ChartProxyKey.self, alignment: alignment) {
            ChartProxyContent(chart: $0, modifier: "chartBackground", content: content)
        }
    }
}
