import Foundation
import Vignette
import VignetteCore

/// Chart content with a modifier applied to each of its marks. As with views, the modifier
/// nearest the mark wins: an outer one only fills in what the marks have not set.
public nonisolated struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content
    let change: (inout MarkSpec) -> Void

    func collect(into marks: inout [MarkSpec]) {
        var inner = collectMarks(content)
        for i in inner.indices { change(&inner[i]) }
        marks.append(contentsOf: inner)
    }
}

nonisolated extension ChartContent {
    private func modified(_ change: @escaping (inout MarkSpec) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, change: change)
    }

    /// Sets the style of the marks (a colour or gradient; a gradient spans the plot area).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let erased = AnyShapeStyle(style)
        return modified { if $0.style == nil && $0.styleGroup == nil { $0.style = erased } }
    }

    /// Colours the marks by a category, from the chart's palette, and lists it in the legend.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let group = value.data
        return modified { if $0.style == nil && $0.styleGroup == nil { $0.styleGroup = group } }
    }

    /// Represents data using different kinds of symbols: each value of a category gets the
    /// chart's next symbol (circle, square, triangle, diamond, pentagon, plus, cross, asterisk,
    /// or `chartSymbolScale`'s), drawn at points and at a line's points, and shown in the legend.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let group = value.data
        return modified { if $0.symbolGroup == nil { $0.symbolGroup = group } }
    }

    /// Represents data using line styles: each value of a category gets the chart's next dash
    /// pattern (solid first, or `chartLineStyleScale`'s), shown in the legend.
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let group = value.data
        return modified { if $0.lineStyleGroup == nil { $0.lineStyleGroup = group } }
    }

    /// How a line or area joins its points.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modified { if $0.interpolation == nil { $0.interpolation = method } }
    }

    /// The stroke of a line or rule.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modified { if $0.lineStyle == nil { $0.lineStyle = style } }
    }

    /// The symbol of a point, or of each point of a line.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        modified { if $0.symbol == nil { $0.symbol = symbol } }
    }

    /// The symbol's size.
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        modified { if $0.symbolSize == nil { $0.symbolSize = size } }
    }

    /// The symbol's area in square points.
    public func symbolSize(_ area: CGFloat) -> some ChartContent {
        let side = CGFloat((Double(max(area, 0)) * 4 / .pi).squareRoot())
        return modified { if $0.symbolSize == nil { $0.symbolSize = CGSize(width: side, height: side) } }
    }

    /// Rounds the corners of bars and rectangles.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        modified { if $0.cornerRadius == nil { $0.cornerRadius = radius; $0.cornerStyle = style } }
    }

    /// Places marks that share a position side by side, one slot per value of `value`, instead
    /// of stacking them (grouped bars). `axis` is the bars' category axis by default; `span`
    /// is the room the group takes of a category's step (as a bar's automatic width by default).
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil,
                                       span: MarkDimension = .automatic) -> some ChartContent {
        let group = value.data
        return modified {
            if $0.positionGroup == nil { $0.positionGroup = group; $0.positionAxis = axis; $0.positionSpan = span }
        }
    }

    /// The marks' opacity (multiplied with an inner one).
    public func opacity(_ value: Double) -> some ChartContent {
        modified { $0.opacity *= min(max(value, 0), 1) }
    }
}
