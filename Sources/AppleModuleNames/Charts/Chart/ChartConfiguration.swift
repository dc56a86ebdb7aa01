import Foundation
import Vignette
import VignetteCore

/// What the chart modifiers (`chartXAxis`, `chartYScale`, `chartLegend`…) set for the charts
/// inside them, carried in the environment.
nonisolated struct ChartConfiguration {
    nonisolated enum Axis {
        case visibility(Visibility)
        case marks([AxisSpec])
    }

    var xAxis: Axis = .visibility(.automatic)
    var yAxis: Axis = .visibility(.automatic)
    var xDomain: DomainSetting?
    var yDomain: DomainSetting?
    var xScaleType: ScaleType?
    var yScaleType: ScaleType?
    var legend: Visibility = .automatic
    var plotStyle: ((ChartPlotContent) -> AnyView)?
    var symbolScale = CategoryScaleSetting<any ChartSymbolShape>()
    var lineStyleScale = CategoryScaleSetting<StrokeStyle>()
    var foregroundStyleScale = CategoryScaleSetting<AnyShapeStyle>()
}

private nonisolated struct ChartConfigurationKey: EnvironmentKey {
    static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

nonisolated extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

/// A view whose charts see a changed configuration. As with SwiftUI's modifiers, the one
/// nearest the chart wins: it changes the configuration after the outer ones.
nonisolated struct ChartConfigurationModifier<Content: View>: View {
    let content: Content
    let change: (inout ChartConfiguration) -> Void
    @Environment(\.chartConfiguration) private var configuration

    var body: some View {
        var changed = configuration
        change(&changed)
        return content.environment(\.chartConfiguration, changed)
    }
}

/// The plot area of a chart, as `chartPlotStyle` hands it to its closure.
public nonisolated struct ChartPlotContent: View {
    let content: AnyView
    public var body: some View { content }
}

nonisolated extension View {
    private func chartConfiguration(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        ChartConfigurationModifier(content: self, change: change)
    }

    /// Shows or hides the x axis (its grid lines, ticks and labels).
    public func chartXAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.xAxis = .visibility(visibility) }
    }

    /// Shows or hides the y axis (its grid lines, ticks and labels).
    public func chartYAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.yAxis = .visibility(visibility) }
    }

    /// The x axis's marks.
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let axes = axisSpecs(content())
        return chartConfiguration { $0.xAxis = .marks(axes) }
    }

    /// The y axis's marks.
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let axes = axisSpecs(content())
        return chartConfiguration { $0.yAxis = .marks(axes) }
    }

    /// The x scale's domain (a range of numbers or dates, categories, or `.automatic(…)`) and type
    /// (`.log`, `.squareRoot`, `.power(exponent:)`, `.symmetricLog` place numbers through that function).
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let setting = DomainSetting(domain)
        return chartConfiguration { $0.xDomain = setting; if let type { $0.xScaleType = type } }
    }

    /// The x scale's domain, range and type. Vignette's range is the plot's dimension: a
    /// `plotDimension(padding:)` range compiles and its padding is not drawn.
    public func chartXScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range,
                                                                          type: ScaleType? = nil) -> some View {
        chartXScale(domain: domain, type: type)
    }

    /// The x scale's range and type (the range's padding is not drawn, as above).
    public func chartXScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        chartXScale(type: type)
    }

    /// The x scale's type.
    public func chartXScale(type: ScaleType? = nil) -> some View {
        chartConfiguration { if let type { $0.xScaleType = type } }
    }

    /// The y scale's domain (a range of numbers or dates, categories, or `.automatic(…)`) and type
    /// (`.log`, `.squareRoot`, `.power(exponent:)`, `.symmetricLog` place numbers through that function).
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let setting = DomainSetting(domain)
        return chartConfiguration { $0.yDomain = setting; if let type { $0.yScaleType = type } }
    }

    /// The y scale's domain, range and type. Vignette's range is the plot's dimension: a
    /// `plotDimension(padding:)` range compiles and its padding is not drawn.
    public func chartYScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range,
                                                                          type: ScaleType? = nil) -> some View {
        chartYScale(domain: domain, type: type)
    }

    /// The y scale's range and type (the range's padding is not drawn, as above).
    public func chartYScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        chartYScale(type: type)
    }

    /// The y scale's type.
    public func chartYScale(type: ScaleType? = nil) -> some View {
        chartConfiguration { if let type { $0.yScaleType = type } }
    }

    /// Shows or hides the legend (shown automatically when marks are styled by a category).
    public func chartLegend(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.legend = visibility }
    }

    /// Styles the plot area: the closure gets it and returns a view of it (a background, a border).
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
        chartConfiguration { $0.plotStyle = { AnyView(content($0)) } }
    }
}
