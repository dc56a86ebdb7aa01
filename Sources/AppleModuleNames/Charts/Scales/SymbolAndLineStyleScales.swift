import Foundation
import Vignette
import VignetteCore

/// A type that you can use to configure the range of a chart: the visual values (symbols, line
/// styles) a scale gives its domain's values, in order.
public protocol ScaleRange {
    associatedtype VisualValue
}

nonisolated extension Array: ScaleRange {
    public typealias VisualValue = Element
}

/// What `chartSymbolScale`/`chartLineStyleScale` set: the categories in order, the visual values
/// they get in that order, or a function from category to visual value.
nonisolated struct CategoryScaleSetting<Visual> {
    var domain: [PlotData]?
    var range: [Visual]?
    var mapping: ((PlotData) -> Visual?)?

    /// The visual value of each category of `categories` (in the order they appear in the data):
    /// the mapping's, else the range's (or `defaults`') at the category's place in the domain.
    func resolve(_ categories: [PlotData], defaults: [Visual]) -> [PlotData: Visual] {
        var order = domain ?? []
        let given = Set(order)
        order += categories.filter { !given.contains($0) }
        let values = range.flatMap { $0.isEmpty ? nil : $0 } ?? defaults
        var result: [PlotData: Visual] = [:]
        for (i, category) in order.enumerated() {
            result[category] = mapping?(category) ?? values[i % values.count]
        }
        return result
    }
}

nonisolated extension ChartPlan {
    /// The symbols `symbol(by:)` gives categories in turn. Apple does not list the order; the
    /// first two are those of the WWDC22 "Swift Charts: Raise the bar" line chart (circle,
    /// square), the rest the order in which Apple declares the basic symbols.
    static let defaultSymbols: [any ChartSymbolShape] = [
        BasicChartSymbolShape.circle, .square, .triangle, .diamond, .pentagon, .plus, .cross, .asterisk,
    ]

    /// The dash patterns `lineStyle(by:)` gives categories in turn, on the default 2-point line:
    /// solid, then dashes that stay distinct at widget sizes (Vignette's; Apple does not publish its own).
    static let defaultDashes: [[CGFloat]] = [[], [6, 3], [2, 2], [8, 3, 2, 3], [4, 4]]

    static var defaultLineStyles: [StrokeStyle] {
        defaultDashes.map { StrokeStyle(lineWidth: lineWidth, lineCap: $0.isEmpty ? .round : .butt, lineJoin: .round, dash: $0) }
    }
}

nonisolated extension View {
    private func chartScales(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        ChartConfigurationModifier(content: self, change: change)
    }

    /// Configures the symbol style scale for charts: the order of its categories.
    public func chartSymbolScale<Domain: ScaleDomain>(domain: Domain) -> some View {
        let categories = Self.categories(domain)
        return chartScales { $0.symbolScale.domain = categories }
    }

    /// Configures the symbol style scale for charts: its categories and the symbols they get, in order.
    public func chartSymbolScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range) -> some View
    where Range.VisualValue: ChartSymbolShape {
        let categories = Self.categories(domain)
        let symbols = (range as? [Range.VisualValue]).map { $0.map { $0 as any ChartSymbolShape } }
        return chartScales { $0.symbolScale.domain = categories; $0.symbolScale.range = symbols }
    }

    /// Configures the symbol style scale for charts: the symbols categories get in turn.
    public func chartSymbolScale(range: [any ChartSymbolShape]) -> some View {
        chartScales { $0.symbolScale.range = range }
    }

    /// Configures the symbol scale for charts: its categories, and a symbol for each.
    public func chartSymbolScale<Domain: Collection, S: ChartSymbolShape>(domain: Domain, mapping: @escaping (Domain.Element) -> S) -> some View
    where Domain.Element: Plottable {
        let categories = domain.map { plotData($0) }
        return chartScales {
            $0.symbolScale.domain = categories
            $0.symbolScale.mapping = { data in plottable(data, as: Domain.Element.self).map { mapping($0) } }
        }
    }

    /// Configures the symbol scale for charts: a symbol for each category.
    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(mapping: @escaping (DataValue) -> S) -> some View {
        chartScales { $0.symbolScale.mapping = { data in plottable(data, as: DataValue.self).map { mapping($0) } } }
    }

    /// Configures the line style scale for charts: the order of its categories.
    public func chartLineStyleScale<Domain: ScaleDomain>(domain: Domain) -> some View {
        let categories = Self.categories(domain)
        return chartScales { $0.lineStyleScale.domain = categories }
    }

    /// Configures the line style scale for charts: its categories and the styles they get, in order.
    public func chartLineStyleScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range) -> some View
    where Range.VisualValue == StrokeStyle {
        let categories = Self.categories(domain)
        let styles = range as? [StrokeStyle]
        return chartScales { $0.lineStyleScale.domain = categories; $0.lineStyleScale.range = styles }
    }

    /// Configures the line style scale for charts: the styles categories get in turn.
    public func chartLineStyleScale<Range: ScaleRange>(range: Range) -> some View where Range.VisualValue == StrokeStyle {
        let styles = range as? [StrokeStyle]
        return chartScales { $0.lineStyleScale.range = styles }
    }

    /// Configures the line style scale for charts: its categories, and a style for each.
    public func chartLineStyleScale<Domain: Collection>(domain: Domain, mapping: @escaping (Domain.Element) -> StrokeStyle) -> some View
    where Domain.Element: Plottable {
        let categories = domain.map { plotData($0) }
        return chartScales {
            $0.lineStyleScale.domain = categories
            $0.lineStyleScale.mapping = { data in plottable(data, as: Domain.Element.self).map { mapping($0) } }
        }
    }

    /// Configures the line style scale for charts: a style for each category.
    public func chartLineStyleScale<DataValue: Plottable>(mapping: @escaping (DataValue) -> StrokeStyle) -> some View {
        chartScales { $0.lineStyleScale.mapping = { data in plottable(data, as: DataValue.self).map { mapping($0) } } }
    }

    /// Configures the line style scale for charts: each category and its style, in order.
    public func chartLineStyleScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, StrokeStyle>) -> some View {
        let categories = mapping.map { plotData($0.key) }
        let styles = mapping.map(\.value)
        return chartScales { $0.lineStyleScale.domain = categories; $0.lineStyleScale.range = styles }
    }

    private static func categories<Domain: ScaleDomain>(_ domain: Domain) -> [PlotData]? {
        if case .categories(let names) = DomainSetting(domain) { return names.map { .category($0) } }
        return nil
    }
}

/// A type that configures the x-axis and y-axis values.
public protocol PositionScaleRange: ScaleRange where VisualValue == CGFloat {}

/// A range that represents the plot area's width or height. Vignette's position scales always
/// fill the plot: the padding compiles and is not drawn.
public nonisolated struct PlotDimensionScaleRange: PositionScaleRange, Sendable {
    public typealias VisualValue = CGFloat
    let startPadding: CGFloat
    let endPadding: CGFloat
}

nonisolated extension PositionScaleRange where Self == PlotDimensionScaleRange {
    /// A scale range that fills the plot area.
    public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange(startPadding: 0, endPadding: 0) }
    /// The plot area with the same padding at both ends.
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: padding, endPadding: padding)
    }
    /// The plot area with padding at its start and end.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: startPadding, endPadding: endPadding)
    }
}
