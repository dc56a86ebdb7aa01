import Foundation
import Testing
@testable import Charts
import Vignette
@testable import VignetteCore

/// `annotation(position:alignment:spacing:…)` as data: where an annotation goes by its item for
/// each position and alignment, what `.automatic` means for each mark, and a bar chart's labels
/// over their bars in a laid-out chart.
@Suite("Charts: annotations")
struct ChartAnnotationTests {
    static let target = CGRect(x: 10, y: 40, width: 20, height: 60)
    static let size = CGSize(width: 16, height: 10)

    @Test("outside the side the position names, spacing away, lined up as the alignment says", arguments: [
        (AnnotationPosition.top, Alignment.center, CGFloat(4), CGPoint(x: 12, y: 26)),
        (.top, .leading, 4, CGPoint(x: 10, y: 26)),
        (.top, .trailing, 4, CGPoint(x: 14, y: 26)),
        (.bottom, .center, 2, CGPoint(x: 12, y: 102)),
        (.leading, .top, 4, CGPoint(x: -10, y: 40)),
        (.trailing, .center, 4, CGPoint(x: 34, y: 65)),
        (.trailing, .bottom, 0, CGPoint(x: 30, y: 90)),
        (.topLeading, .center, 4, CGPoint(x: -10, y: 26)),
        (.bottomTrailing, .center, 4, CGPoint(x: 34, y: 104)),
        (.overlay, .center, 4, CGPoint(x: 12, y: 65)),
        (.overlay, .top, 4, CGPoint(x: 12, y: 44)),
        (.overlay, .bottomTrailing, 16, CGPoint(x: -2, y: 74)),
    ])
    func placement(position: AnnotationPosition, alignment: Alignment, spacing: CGFloat, origin: CGPoint) {
        let frame = AnnotationPlacement.frame(size: Self.size, target: Self.target, position: position.kind,
                                              alignment: alignment, spacing: spacing)
        #expect(frame == CGRect(origin: origin, size: Self.size))
    }

    @Test("overflow: fitted into the plot or the chart on the axes that ask for it, as is otherwise")
    func overflow() {
        let frame = CGRect(x: -10, y: -6, width: 16, height: 10)
        let plot = CGRect(x: 0, y: 0, width: 100, height: 50)
        let chart = CGRect(x: -4, y: -20, width: 130, height: 80)
        #expect(AnnotationPlacement.resolve(frame, .automatic, plot: plot, chart: chart) == frame)
        #expect(AnnotationPlacement.resolve(frame, .init(x: .fit(to: .chart), y: .disabled), plot: plot, chart: chart)
                == CGRect(x: -4, y: -6, width: 16, height: 10))
        #expect(AnnotationPlacement.resolve(frame, .init(x: .fit(to: .plot), y: .fit(to: .plot)), plot: plot, chart: chart)
                == CGRect(x: 0, y: 0, width: 16, height: 10))
    }

    static func plan<C: ChartContent>(_ size: CGSize, @ChartContentBuilder _ content: () -> C) -> ChartPlan {
        ChartPlan(marks: collectMarks(content()), configuration: ChartConfiguration(), plotSize: size)
    }

    @Test("the item is the bar's frame; .automatic is past a bar's end, before it for a negative value")
    func barTargets() throws {
        let size = CGSize(width: 300, height: 100)
        let plan = Self.plan(size) {
            BarMark(x: .value("Day", "Mon"), y: .value("kWh", 30)).annotation { Text("30") }
            BarMark(x: .value("Day", "Tue"), y: .value("kWh", -10)).annotation { Text("-10") }
            BarMark(x: .value("Day", "Wed"), y: .value("kWh", 20))
        }
        let annotations = plan.annotations(in: size)
        #expect(annotations.count == 2)
        #expect(annotations.map(\.position) == [.top, .bottom])
        #expect(annotations[0].target == plan.rectangle(0, size))
        #expect(annotations[1].target == plan.rectangle(1, size))
        #expect(annotations.allSatisfy { $0.spacing == 4 })
        let across = Self.plan(size) {
            BarMark(x: .value("kWh", 30), y: .value("Day", "Mon")).annotation(spacing: 2) { Text("30") }
        }
        #expect(across.annotations(in: size).map(\.position) == [.trailing])
        #expect(across.annotations(in: size).first?.spacing == 2)
    }

    @Test("a point's item is its symbol, a line's its point, a rule's its line, a sector's middle (overlaid)")
    func otherTargets() throws {
        let size = CGSize(width: 200, height: 100)
        let plan = Self.plan(size) {
            PointMark(x: .value("x", 0), y: .value("y", 10)).annotation { Text("p") }
            LineMark(x: .value("x", 10), y: .value("y", 0)).annotation(position: .bottom) { Text("l") }
            RuleMark(y: .value("Goal", 5)).annotation(position: .top, alignment: .leading) { Text("goal") }
        }
        let targets = plan.annotations(in: size).map(\.target)
        #expect(targets == [CGRect(x: -4, y: -4, width: 8, height: 8), CGRect(x: 200, y: 100, width: 0, height: 0),
                            CGRect(x: 0, y: 50, width: 200, height: 0)])
        let pie = Self.plan(CGSize(width: 100, height: 100)) {
            SectorMark(angle: .value("V", 1)).annotation { Text("a") }
            SectorMark(angle: .value("V", 1))
        }
        let sector = try #require(pie.annotations(in: CGSize(width: 100, height: 100)).first)
        #expect(sector.position == .overlay)
        // The right half's middle: at 3 o'clock, half the radius out.
        #expect(abs(sector.target.minX - 75) < 1e-9 && abs(sector.target.minY - 50) < 1e-9)
    }

    @Test("in a laid-out chart each count sits 4 points over its bar, centred on it, and the rule's label at its leading end")
    func laidOut() throws {
        let view = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Commits", 40)).annotation { Text("40") }
            BarMark(x: .value("Day", "Tue"), y: .value("Commits", 80)).annotation { Text("80") }
            RuleMark(y: .value("Average", 60)).annotation(position: .top, alignment: .leading) { Text("avg") }
        }
        .chartYAxis(.hidden)
        .frame(width: 200, height: 120)
        let result = ViewLayout.layout(view, proposal: .unspecified, measurer: FixedAdvanceTextMeasurer())
        let texts = Dictionary(result.displayList.items.compactMap { item -> (String, CGRect)? in
            guard case .text(let d) = item else { return nil }
            return (d.text.runs.map(\.string).joined(), d.frame)
        }, uniquingKeysWith: { a, _ in a })
        let bars = result.displayList.items.compactMap { item -> CGRect? in
            if case .fill(let path, _, _) = item, path.boundingRect.width > 20 { path.boundingRect } else { nil }
        }.sorted { $0.minX < $1.minX }
        try #require(bars.count == 2, "\(result.displayList.items)")
        for (label, bar) in zip(["40", "80"], bars) {
            let text = try #require(texts[label], "\(texts)")
            #expect(abs(text.maxY - (bar.minY - 4)) <= 0.5, "\(label): \(text) over \(bar)")
            #expect(abs(text.midX - bar.midX) <= 0.5, "\(label): \(text) over \(bar)")
        }
        let avg = try #require(texts["avg"])
        #expect(avg.minX == 0)
        let rule = try #require(result.displayList.items.compactMap { item -> CGRect? in
            if case .stroke(let path, _, _) = item, path.boundingRect.height == 0, path.boundingRect.width == 200 { path.boundingRect } else { nil }
        }.last)
        #expect(abs(avg.maxY - (rule.minY - 4)) <= 0.5, "\(avg) over \(rule)")
    }
}
