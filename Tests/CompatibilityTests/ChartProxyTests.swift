import Foundation
import Testing
@testable import Charts
import Vignette
@testable import VignetteCore

/// `chartOverlay`/`chartBackground` and `ChartProxy` as data: positions of values in the plot and
/// values at positions, an overlay's marker at a data point of a laid-out chart, the warning for
/// a proxy with no chart; the selection modifiers compile and leave the chart as drawn.
@Suite("Charts: chart proxy, overlay and selection")
struct ChartProxyTests {
    static func proxy<C: ChartContent>(plot: CGRect, @ChartContentBuilder _ content: () -> C) -> ChartProxy {
        let plan = ChartPlan(marks: collectMarks(content()), configuration: ChartConfiguration(), plotSize: plot.size)
        return ChartProxy(chart: ChartProxyValue(plan: plan, plotFrame: Anchor(resolved: plot)))
    }

    @Test("positions in the plot for values, and back: numbers, categories (their band), a reversed scale's inverse")
    func positionsAndValues() throws {
        let proxy = Self.proxy(plot: CGRect(x: 10, y: 20, width: 300, height: 100)) {
            BarMark(x: .value("Day", "Mon"), y: .value("kWh", 40))
            BarMark(x: .value("Day", "Tue"), y: .value("kWh", 80))
            BarMark(x: .value("Day", "Wed"), y: .value("kWh", 60))
        }
        #expect(proxy.plotSize == CGSize(width: 300, height: 100))
        #expect(proxy.position(forX: "Tue") == 150)
        #expect(proxy.position(forY: 40) == 50)
        #expect(proxy.position(for: (x: "Mon", y: 80)) == CGPoint(x: 50, y: 0))
        #expect(proxy.positionRange(forX: "Wed") == 200...300)
        #expect(proxy.positionRange(forY: 20) == 75...75)
        #expect(proxy.position(forX: "Sun") == nil)
        #expect(proxy.value(atX: 120, as: String.self) == "Tue")
        #expect(proxy.value(atY: 25, as: Double.self) == 60)
        let both = try #require(proxy.value(at: CGPoint(x: 299, y: 100), as: (String, Double).self))
        #expect(both.0 == "Wed" && both.1 == 0)
        #expect(proxy.value(atX: 301, as: String.self) == nil)
    }

    @Test("an overlay places a view at a data point: GeometryProxy converts the plot frame, the proxy gives the point")
    func overlayMarker() throws {
        let view = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("kWh", 40))
            BarMark(x: .value("Day", "Tue"), y: .value("kWh", 80))
        }
        .chartOverlay { proxy in
            GeometryReader { geometry in
                if let plotFrame = proxy.plotFrame, let x = proxy.position(forX: "Tue"), let y = proxy.position(forY: 80) {
                    let origin = geometry[plotFrame].origin
                    Circle().fill(.red).frame(width: 6, height: 6).position(x: origin.x + x, y: origin.y + y)
                }
            }
        }
        .frame(width: 200, height: 120)
        .padding(10)
        let result = ViewLayout.layout(view, proposal: .unspecified, measurer: FixedAdvanceTextMeasurer())
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let fills = result.displayList.items.compactMap { item -> CGRect? in
            if case .fill(let path, _, _) = item { path.boundingRect } else { nil }
        }
        let bar = try #require(fills.filter { $0.width > 20 }.min { $0.minY < $1.minY }, "\(fills)")
        let marker = try #require(fills.first { abs($0.width - 6) < 0.01 && abs($0.height - 6) < 0.01 }, "\(fills)")
        #expect(abs(marker.midX - bar.midX) <= 0.5 && abs(marker.midY - bar.minY) <= 0.5, "\(marker) on \(bar)")
    }

    @Test("a background sees the same proxy; an overlay on a view without a chart is a warning naming it")
    func backgroundAndNoChart() throws {
        let background = Chart { LineMark(x: .value("x", 0), y: .value("y", 1)) }
            .chartBackground { proxy in Color.yellow.frame(width: proxy.plotSize.width, height: proxy.plotSize.height) }
            .frame(width: 100, height: 60)
        let drawn = ViewLayout.layout(background, proposal: .unspecified, measurer: FixedAdvanceTextMeasurer())
        #expect(drawn.warnings.isEmpty, "\(drawn.warnings)")
        let none = Text("no chart").chartOverlay { _ in Color.red }
        let result = ViewLayout.layout(none, proposal: .unspecified, measurer: FixedAdvanceTextMeasurer())
        #expect(result.warnings.map(\.description).contains { $0.contains("chartOverlay is applied to a view with no Chart inside") },
                "\(result.warnings)")
    }

    @Test("the selection modifiers compile and draw nothing themselves: the author's rule at the selected value is what shows")
    func selection() {
        let selected: Binding<String?> = .constant("Tue")
        let range: Binding<ClosedRange<Double>?> = .constant(nil)
        func chart() -> some View {
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("kWh", 40))
                BarMark(x: .value("Day", "Tue"), y: .value("kWh", 80))
                if let day = selected.wrappedValue { RuleMark(x: .value("Day", day)) }
            }
            .frame(width: 200, height: 120)
        }
        let plain = ViewLayout.layout(chart(), proposal: .unspecified, measurer: FixedAdvanceTextMeasurer())
        let withSelection = ViewLayout.layout(chart().chartXSelection(value: selected).chartYSelection(range: range)
                                                .chartXSelection(range: range).chartYSelection(value: .constant(Double?.none))
                                                .chartAngleSelection(value: .constant(Int?.none)),
                                              proposal: .unspecified, measurer: FixedAdvanceTextMeasurer())
        #expect(plain.displayList == withSelection.displayList)
    }
    @Test("plotContainerFrame is the plot frame; angles around a pie's centre and the running value at them")
    func containerAndAngles() throws {
        let plot = CGRect(x: 5, y: 5, width: 100, height: 100)
        let bars = Self.proxy(plot: plot) { BarMark(x: .value("Day", "Mon"), y: .value("kWh", 40)) }
        #expect(bars.plotContainerFrame?.resolvedValue == plot)
        #expect(bars.value(atAngle: .degrees(90), as: Double.self) == nil)
        let pie = Self.proxy(plot: plot) {
            SectorMark(angle: .value("GB", 30))
            SectorMark(angle: .value("GB", 90))
        }
        #expect(abs(pie.angle(at: CGPoint(x: 50, y: 0)).degrees) < 1e-9)
        #expect(abs(pie.angle(at: CGPoint(x: 100, y: 50)).degrees - 90) < 1e-9)
        #expect(abs(pie.angle(at: CGPoint(x: 0, y: 50)).degrees - 270) < 1e-9)
        let quarter = try #require(pie.value(atAngle: .degrees(90), as: Double.self))
        #expect(abs(quarter - 30) < 1e-9)
        let past = try #require(pie.value(atAngle: .degrees(450), as: Double.self))
        #expect(abs(past - 30) < 1e-9)
        // A still widget has no gesture: the selection helpers leave everything as it was.
        pie.selectXValue(at: 10); pie.selectYValue(at: 10); pie.selectXRange(from: 0, to: 5)
        pie.selectYRange(from: 0, to: 5); pie.selectAngleValue(at: .degrees(10))
    }

    @Test("a selection binding that already holds a value draws the author's rule at it; nil draws none")
    @MainActor func selectionHoldingAValue() throws {
        func rules(_ selected: String?) -> [CGRect] {
            let view = SelectedDayChart(selected: selected).frame(width: 200, height: 120)
            let result = ViewLayout.layout(view, proposal: .unspecified, measurer: FixedAdvanceTextMeasurer())
            return result.displayList.items.compactMap { item -> CGRect? in
                guard case .stroke(let path, .color(let c), _) = item, c == ChartForegroundStyleScaleTests.rgba(.red) else { return nil }
                return path.boundingRect
            }
        }
        #expect(rules(nil).isEmpty)
        let drawn = rules("Tue")
        #expect(drawn.count == 1, "\(drawn)")
        let bars = ViewLayout.layout(SelectedDayChart(selected: nil).frame(width: 200, height: 120), proposal: .unspecified,
                                     measurer: FixedAdvanceTextMeasurer()).displayList.items.compactMap { item -> CGRect? in
            if case .fill(let path, _, _) = item, path.boundingRect.width > 20 { path.boundingRect } else { nil }
        }.sorted { $0.minX < $1.minX }
        let rule = try #require(drawn.first)
        #expect(bars.count == 2 && abs(rule.midX - bars[1].midX) < 0.5, "\(rule) \(bars)")
    }
}

/// An author's chart whose selection is state: a red rule at the selected day, drawn when the
/// state holds a value (as after a tap in Swift Charts; a still render keeps the initial value).
private struct SelectedDayChart: View {
    @State private var selected: String?
    init(selected: String?) { _selected = State(initialValue: selected) }

    var body: some View {
        Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("kWh", 40))
            BarMark(x: .value("Day", "Tue"), y: .value("kWh", 80))
            if let selected {
                RuleMark(x: .value("Day", selected)).foregroundStyle(.red)
            }
        }
        .chartXSelection(value: $selected)
    }
}
