import Foundation
import Testing
@testable import Charts
import Vignette
@testable import VignetteCore

/// `symbol(by:)` and `lineStyle(by:)` as data: each category's symbol and dash in turn, a line
/// split into series by them, the scales that choose them, and the legend that shows them.
@Suite("Charts: symbols and line styles by category")
struct ChartSymbolAndLineStyleTests {
    static func plan<C: ChartContent>(_ size: CGSize, configuration: ChartConfiguration = ChartConfiguration(),
                                      @ChartContentBuilder _ content: () -> C) -> ChartPlan {
        ChartPlan(marks: collectMarks(content()), configuration: configuration, plotSize: size)
    }

    static let size = CGSize(width: 200, height: 100)

    /// Each series' values as rows, the series in the order of their names.
    static func rows(_ series: [String: [Double]]) -> [(series: String, x: Int, y: Double)] {
        series.keys.sorted().flatMap { name in series[name]!.enumerated().map { (name, $0.offset, $0.element) } }
    }

    @Test("categories get circle, square, triangle… in the order they appear; each point draws its category's symbol")
    func symbolsInTurn() throws {
        let plan = Self.plan(Self.size) {
            ForEach(["A", "B", "C", "A"].indices, id: \.self) { i in
                PointMark(x: .value("x", i), y: .value("y", 10)).symbol(by: .value("Kind", ["A", "B", "C", "A"][i]))
            }
        }
        let kinds = ["A", "B", "C"].map { (plan.groupSymbols[.category($0)] as? BasicChartSymbolShape)?.kind }
        #expect(kinds == [.circle, .square, .triangle])
        let points = plan.items(in: Self.size).filter { $0.layer == .mark }
        try #require(points.count == 4)
        for (i, (item, kind)) in zip(points, [BasicChartSymbolShape.circle, .square, .triangle, .circle]).enumerated() {
            let center = try #require(plan.point(plan.marks[i], Self.size))
            let expected = kind.path(in: CGRect(x: center.x - 4, y: center.y - 4, width: 8, height: 8))
            #expect(item.path.elements == expected.elements, "\(kind)")
        }
        #expect(plan.legend.map(\.name) == ["A", "B", "C"])
        #expect(plan.legend.map { ($0.symbol as? BasicChartSymbolShape)?.kind } == [.circle, .square, .triangle])
        #expect(plan.legend.allSatisfy { $0.style._resolveStyle(in: EnvironmentValues()) == ChartPlan.defaultColor._resolveStyle(in: EnvironmentValues()) && $0.dash == nil })
    }

    @Test("lineStyle(by:) splits a line into series, solid first, then dashed; the legend shows the dash")
    func dashesInTurn() throws {
        let plan = Self.plan(Self.size) {
            ForEach(Self.rows(["Today": [1, 3, 2], "Yesterday": [2, 2, 1]]).indices, id: \.self) { i in
                let row = Self.rows(["Today": [1, 3, 2], "Yesterday": [2, 2, 1]])[i]
                LineMark(x: .value("x", row.x), y: .value("y", row.y)).lineStyle(by: .value("Day", row.series))
            }
        }
        let lines = plan.items(in: Self.size).filter { $0.layer == .mark && $0.stroke != nil }
        #expect(lines.count == 2)
        #expect(lines.map { $0.stroke?.dash } == [[], [6, 3]])
        #expect(lines.allSatisfy { $0.stroke?.lineWidth == 2 })
        #expect(plan.legend.map(\.dash) == [[], [6, 3]])
    }

    @Test("foregroundStyle(by:) and symbol(by:) on one value make one legend entry each, in colour with its symbol; a line shows its points")
    func combined() throws {
        let plan = Self.plan(Self.size) {
            ForEach(Self.rows(["Cupertino": [1, 3], "San Francisco": [2, 1]]).indices, id: \.self) { i in
                let row = Self.rows(["Cupertino": [1, 3], "San Francisco": [2, 1]])[i]
                LineMark(x: .value("x", row.x), y: .value("y", row.y))
                    .foregroundStyle(by: .value("City", row.series))
                    .symbol(by: .value("City", row.series))
            }
        }
        #expect(plan.legend == [.init(name: "Cupertino", color: .blue, symbol: BasicChartSymbolShape.circle),
                                .init(name: "San Francisco", color: .green, symbol: BasicChartSymbolShape.square)])
        // Two lines and their four points.
        let marks = plan.items(in: Self.size).filter { $0.layer == .mark }
        #expect(marks.filter { $0.stroke != nil }.count == 2)
        #expect(marks.filter { $0.stroke == nil }.count == 4)
    }

    @Test("a scale's domain orders the categories and its range gives their symbols; a mapping wins")
    func scales() {
        var setting = CategoryScaleSetting<StrokeStyle>()
        setting.domain = [.category("B"), .category("A")]
        setting.range = [StrokeStyle(lineWidth: 3), StrokeStyle(lineWidth: 1)]
        let resolved = setting.resolve([.category("A"), .category("B"), .category("C")], defaults: [])
        #expect(resolved[.category("B")]?.lineWidth == 3 && resolved[.category("A")]?.lineWidth == 1)
        #expect(resolved[.category("C")]?.lineWidth == 3)   // the range repeats
        setting.mapping = { $0 == .category("A") ? StrokeStyle(lineWidth: 5) : nil }
        let mapped = setting.resolve([.category("A"), .category("B")], defaults: [])
        #expect(mapped[.category("A")]?.lineWidth == 5 && mapped[.category("B")]?.lineWidth == 3)
    }

    static func drawing<V: View>(_ view: V) -> [DisplayItem] {
        ViewLayout.layout(view.frame(width: 200, height: 100), proposal: .unspecified, measurer: FixedAdvanceTextMeasurer())
            .displayList.items
    }

    @Test("chartSymbolScale and chartLineStyleScale draw what the same symbol and style set on the marks draw")
    func scaleModifiers() {
        let byScale = Self.drawing(Chart {
            PointMark(x: .value("x", 1), y: .value("y", 2)).symbol(by: .value("Kind", "A"))
            LineMark(x: .value("x", 0), y: .value("y", 1)).lineStyle(by: .value("Kind", "B"))
            LineMark(x: .value("x", 2), y: .value("y", 2)).lineStyle(by: .value("Kind", "B"))
        }
        .chartSymbolScale(domain: ["A"], range: [BasicChartSymbolShape.diamond])
        .chartLineStyleScale(["B": StrokeStyle(lineWidth: 3, dash: [1, 1])])
        .chartLegend(.hidden))
        let direct = Self.drawing(Chart {
            PointMark(x: .value("x", 1), y: .value("y", 2)).symbol(.diamond)
            LineMark(x: .value("x", 0), y: .value("y", 1)).lineStyle(StrokeStyle(lineWidth: 3, dash: [1, 1]))
            LineMark(x: .value("x", 2), y: .value("y", 2)).lineStyle(StrokeStyle(lineWidth: 3, dash: [1, 1]))
        })
        #expect(byScale == direct)
        let mapped = Self.drawing(Chart {
            PointMark(x: .value("x", 1), y: .value("y", 2)).symbol(by: .value("Kind", "A"))
            LineMark(x: .value("x", 0), y: .value("y", 1)).lineStyle(by: .value("Kind", "B"))
            LineMark(x: .value("x", 2), y: .value("y", 2)).lineStyle(by: .value("Kind", "B"))
        }
        .chartSymbolScale(mapping: { (_: String) in BasicChartSymbolShape.diamond })
        .chartLineStyleScale(domain: ["B"], mapping: { _ in StrokeStyle(lineWidth: 3, dash: [1, 1]) })
        .chartLegend(.hidden))
        #expect(mapped == direct)
    }
}
