import Foundation
import Vignette
import VignetteCore

// `chartForegroundStyleScale`: the colours `foregroundStyle(by:)` gives its categories, in the
// marks and in the legend. Its domain orders the categories (the legend lists them in that order,
// those the data leaves out too); its range gives their styles in turn (the palette's when it
// gives none); a mapping gives each its own. A number or date domain is read as categories.

nonisolated extension View {
    private func foregroundScale(_ change: @escaping (inout CategoryScaleSetting<AnyShapeStyle>) -> Void) -> some View {
        ChartConfigurationModifier(content: self) { change(&$0.foregroundStyleScale) }
    }

    /// Configures the foreground style scale for charts: its categories and the styles they get, in order.
    public func chartForegroundStyleScale<Domain: ScaleDomain, Range: ScaleRange>(
        domain: Domain, range: Range, type: ScaleType? = nil
    ) -> some View where Range.VisualValue: ShapeStyle {
        let categories = Self.foregroundCategories(domain)
        let styles = (range as? [Range.VisualValue]).map { $0.map { AnyShapeStyle($0) } }
        return foregroundScale { $0.domain = categories; $0.range = styles }
    }

    /// Configures the foreground style scale for charts: the order of its categories.
    public func chartForegroundStyleScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let categories = Self.foregroundCategories(domain)
        return foregroundScale { $0.domain = categories }
    }

    /// Configures the foreground style scale for charts: the styles categories get in turn.
    public func chartForegroundStyleScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View
    where Range.VisualValue: ShapeStyle {
        let styles = (range as? [Range.VisualValue]).map { $0.map { AnyShapeStyle($0) } }
        return foregroundScale { $0.range = styles }
    }

    /// Configures the foreground style scale for charts: its type only (the palette's colours, in turn).
    public func chartForegroundStyleScale(type: ScaleType? = nil) -> some View { self }

    /// Configures the foreground style scale for charts: each category and its style, in order.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let categories = mapping.map { plotData($0.key) }
        let styles = mapping.map { AnyShapeStyle($0.value) }
        return foregroundScale { $0.domain = categories; $0.range = styles }
    }

    /// Configures the foreground style scale for charts: a style for each category.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping (DataValue) -> S) -> some View {
        foregroundScale { $0.mapping = { data in plottable(data, as: DataValue.self).map { AnyShapeStyle(mapping($0)) } } }
    }

    /// Configures the foreground style scale for charts: its categories, and a style for each.
    public func chartForegroundStyleScale<Domain: Collection, S: ShapeStyle>(
        domain: Domain, mapping: @escaping (Domain.Element) -> S
    ) -> some View where Domain.Element: Plottable {
        let categories = domain.map { plotData($0) }
        return foregroundScale {
            $0.domain = categories
            $0.mapping = { data in plottable(data, as: Domain.Element.self).map { AnyShapeStyle(mapping($0)) } }
        }
    }

    /// A domain's values as categories: an array's elements, or a range's two bounds.
    private static func foregroundCategories<Domain: ScaleDomain>(_ domain: Domain) -> [PlotData]? {
        switch DomainSetting(domain) {
        case .categories(let names): names.map { .category($0) }
        case .bounds(let a, let b): [a, b]
        case .automatic: nil
        }
    }
}
