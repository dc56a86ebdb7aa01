import Foundation
import Testing
@testable import Charts
import Vignette
@testable import VignetteCore

/// The legend as data: entries in a row, 12 points apart, flowing onto a further row when the
/// chart is narrower than they are.
@Suite("Charts: legend")
struct ChartLegendTests {
    @Test("entries wider than the chart flow onto a second row, 4 points below, from the leading edge")
    func wrapsIntoRows() {
        let sizes = [CGSize(width: 50, height: 13), CGSize(width: 60, height: 13), CGSize(width: 40, height: 13)]
        #expect(LegendFlow.frames(sizes, width: 200) == [
            CGRect(x: 0, y: 0, width: 50, height: 13), CGRect(x: 62, y: 0, width: 60, height: 13),
            CGRect(x: 134, y: 0, width: 40, height: 13),
        ])
        #expect(LegendFlow.frames(sizes, width: 150) == [
            CGRect(x: 0, y: 0, width: 50, height: 13), CGRect(x: 62, y: 0, width: 60, height: 13),
            CGRect(x: 0, y: 17, width: 40, height: 13),
        ])
        // An entry wider than the chart keeps a row of its own; no width is one row.
        #expect(LegendFlow.frames([CGSize(width: 90, height: 13), CGSize(width: 20, height: 13)], width: 80).map(\.minY) == [0, 17])
        #expect(LegendFlow.frames(sizes, width: nil).map(\.minY) == [0, 0, 0])
    }

    @Test("in a laid-out chart the legend's names sit on two rows and the plot makes room for both")
    func chartLegendWraps() throws {
        func names(width: CGFloat) -> [String: CGRect] {
            let view = Chart {
                ForEach(["Electricity", "Natural gas", "Heating oil", "Firewood"], id: \.self) { source in
                    BarMark(x: .value("Month", "Jan"), y: .value("kWh", 10)).foregroundStyle(by: .value("Source", source))
                }
            }
            .frame(width: width, height: 160)
            let result = ViewLayout.layout(view, proposal: .unspecified, measurer: FixedAdvanceTextMeasurer())
            var found: [String: CGRect] = [:]
            for case .text(let drawing) in result.displayList.items { found[drawing.text.runs.map(\.string).joined()] = drawing.frame }
            return found
        }
        let wide = names(width: 600)
        let narrow = names(width: 200)
        let rows = ["Electricity", "Natural gas", "Heating oil", "Firewood"].compactMap { narrow[$0]?.minY }
        #expect(rows.count == 4)
        #expect(Set(["Electricity", "Natural gas", "Heating oil", "Firewood"].compactMap { wide[$0]?.minY }).count == 1)
        #expect(Set(rows).count == 2, "\(narrow)")
        #expect(rows.first! < rows.last!)
        // The second row starts at the leading edge, as the first does; nothing is cut at the trailing edge.
        let first = try #require(narrow["Electricity"])
        let secondRow = narrow.filter { ["Electricity", "Natural gas", "Heating oil", "Firewood"].contains($0.key) && $0.value.minY > first.minY }
        #expect(secondRow.values.map(\.minX).min().map { abs($0 - first.minX) < 0.001 } == true, "\(narrow)")
        #expect(narrow.values.allSatisfy { $0.maxX <= 200 + 0.001 }, "\(narrow)")
        // The plot (and its x labels) rises by the second row's height.
        let label = try #require(wide["Jan"]), raised = try #require(narrow["Jan"])
        #expect(abs((label.minY - raised.minY) - (rows.last! - rows.first!)) < 0.001)
    }
}
