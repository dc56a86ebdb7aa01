import Foundation
import Testing
@testable import Charts
import Vignette
@testable import VignetteCore

/// `chartForegroundStyleScale` in each of Apple's forms, as data: the colour each
/// `foregroundStyle(by:)` series is filled with, and the legend's entries in order.
@Suite("Charts: foreground style scale")
struct ChartForegroundStyleScaleTests {
    static func rgba(_ color: Color) -> RGBA? {
        if case .color(let c) = color._resolveStyle(in: EnvironmentValues()) { c } else { nil }
    }

    /// The bars' fill colours from leading to trailing (the chart's three categories Mon, Tue, Wed).
    static func barColors(_ view: some View) -> [RGBA] {
        let result = ViewLayout.layout(view.frame(width: 240, height: 140), proposal: .unspecified,
                                       measurer: FixedAdvanceTextMeasurer())
        return result.displayList.items.compactMap { item -> (CGFloat, RGBA)? in
            guard case .fill(let path, .color(let c), _) = item, path.boundingRect.width > 20, path.boundingRect.height > 5 else { return nil }
            return (path.boundingRect.minX, c)
        }
        .sorted { $0.0 < $1.0 }.map(\.1)
    }

    static func chart() -> some View {
        Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("kWh", 40)).foregroundStyle(by: .value("Source", "Solar"))
            BarMark(x: .value("Day", "Tue"), y: .value("kWh", 60)).foregroundStyle(by: .value("Source", "Grid"))
            BarMark(x: .value("Day", "Wed"), y: .value("kWh", 50)).foregroundStyle(by: .value("Source", "Wind"))
        }
    }

    static func plan(_ configure: (inout ChartConfiguration) -> Void) -> ChartPlan {
        var configuration = ChartConfiguration()
        configure(&configuration)
        let marks = collectMarks(ChartContentBuilder.buildBlock(
            BarMark(x: .value("Day", "Mon"), y: .value("kWh", 40)).foregroundStyle(by: .value("Source", "Solar")),
            BarMark(x: .value("Day", "Tue"), y: .value("kWh", 60)).foregroundStyle(by: .value("Source", "Grid"))))
        return ChartPlan(marks: marks, configuration: configuration, plotSize: CGSize(width: 200, height: 100))
    }

    @Test("without a scale the palette colours the series in the order they appear")
    func palette() {
        #expect(Self.barColors(Self.chart()) == [Color.blue, .green, .orange].compactMap(Self.rgba))
    }

    @Test("key-value pairs give each category its colour, and order the legend")
    func keyValuePairs() {
        let view = Self.chart().chartForegroundStyleScale(["Wind": Color.teal, "Grid": .gray, "Solar": .yellow])
        #expect(Self.barColors(view) == [Color.yellow, .gray, .teal].compactMap(Self.rgba))
        let plan = Self.plan { $0.foregroundStyleScale.domain = [.category("Grid"), .category("Solar")] }
        #expect(plan.legend.map(\.name) == ["Grid", "Solar"])
    }

    @Test("domain and range: the range's styles in the domain's order; a category the data lacks is still in the legend")
    func domainAndRange() {
        let view = Self.chart().chartForegroundStyleScale(domain: ["Grid", "Wind", "Solar"], range: [Color.red, .purple, .mint])
        #expect(Self.barColors(view) == [Color.mint, .red, .purple].compactMap(Self.rgba))
        let plan = Self.plan {
            $0.foregroundStyleScale.domain = [.category("Hydro"), .category("Solar"), .category("Grid")]
            $0.foregroundStyleScale.range = [AnyShapeStyle(Color.cyan), AnyShapeStyle(Color.pink), AnyShapeStyle(Color.brown)]
        }
        #expect(plan.legend.map(\.name) == ["Hydro", "Solar", "Grid"])
        #expect(plan.legend.map { $0.style._resolveStyle(in: EnvironmentValues()) }
                    == [Color.cyan, .pink, .brown].map { $0._resolveStyle(in: EnvironmentValues()) })
    }

    @Test("domain alone reorders the palette; range alone replaces it; type alone changes nothing")
    func domainOrRangeAlone() {
        let ordered = Self.chart().chartForegroundStyleScale(domain: ["Wind", "Grid", "Solar"])
        #expect(Self.barColors(ordered) == [Color.orange, .green, .blue].compactMap(Self.rgba))
        let ranged = Self.chart().chartForegroundStyleScale(range: [Color.indigo, .pink])
        #expect(Self.barColors(ranged) == [Color.indigo, .pink, .indigo].compactMap(Self.rgba))
        let typed = Self.chart().chartForegroundStyleScale(type: .category)
        #expect(Self.barColors(typed) == Self.barColors(Self.chart()))
    }

    @Test("a mapping closure gives each category its style, with or without a domain")
    func mapping() {
        let mapped = Self.chart().chartForegroundStyleScale { (source: String) in source == "Grid" ? Color.gray : Color.green }
        #expect(Self.barColors(mapped) == [Color.green, .gray, .green].compactMap(Self.rgba))
        let withDomain = Self.chart().chartForegroundStyleScale(domain: ["Solar", "Grid", "Wind"]) { source in
            source == "Solar" ? Color.yellow : Color.blue
        }
        #expect(Self.barColors(withDomain) == [Color.yellow, .blue, .blue].compactMap(Self.rgba))
    }

    @Test("the chart proxy reports a category's style")
    func proxyStyle() {
        let plan = Self.plan { $0.foregroundStyleScale.mapping = { $0 == .category("Grid") ? AnyShapeStyle(Color.gray) : nil } }
        let proxy = ChartProxy(chart: ChartProxyValue(plan: plan, plotFrame: Anchor(resolved: CGRect(x: 0, y: 0, width: 200, height: 100))))
        #expect(proxy.foregroundStyle(for: "Grid")?._resolveStyle(in: EnvironmentValues()) == Color.gray._resolveStyle(in: EnvironmentValues()))
        #expect(proxy.foregroundStyle(for: "Solar")?._resolveStyle(in: EnvironmentValues()) == Color.blue._resolveStyle(in: EnvironmentValues()))
        #expect(proxy.foregroundStyle(for: "Hydro") == nil)
    }
}
