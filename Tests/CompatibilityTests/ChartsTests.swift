import Foundation
import Testing
@testable import Charts
import Vignette
@testable import VignetteCore
import VignetteCairo
import VignetteTesting

/// Swift Charts: chart layout as data (ticks, plot frame, marks' frames and points) and the
/// chart widgets of the compatibility corpus rendered as referenced, without warnings.
@Suite("Charts")
struct ChartsTests {
    // MARK: Ticks

    @Test("numbers: nice steps of 1, 2, 2.5 or 5, the domain widened to whole steps", arguments: [
        (0.0, 87.0, 4, [0.0, 25, 50, 75, 100]),
        (0.0, 100.0, 5, [0.0, 20, 40, 60, 80, 100]),
        (0.0, 12_900.0, 4, [0.0, 5_000, 10_000, 15_000]),
        (0.0, 0.83, 4, [0.0, 0.25, 0.5, 0.75, 1]),
        (-30.0, 45.0, 3, [-50.0, 0, 50]),
        (0.0, 0.0, 4, [0.0, 0.25, 0.5, 0.75, 1]),
    ])
    func numberTicks(lower: Double, upper: Double, desired: Int, expected: [Double]) {
        let nice = NiceTicks.nice(lower: lower, upper: upper, desired: desired)
        #expect(nice.ticks == expected)
        #expect(nice.lower == expected.first && nice.upper == expected.last)
    }

    @Test("dates: calendar boundaries of the smallest step that fits")
    func dateTicks() {
        let nine = Date(timeIntervalSince1970: 1_795_251_600)   // 21 Nov 2026, 09:00 UTC
        let three = DateTicks.ticks(lower: nine.addingTimeInterval(-3 * 3600), upper: nine, desired: 4)
        #expect(three.component == .hour && three.count == 1)
        #expect(three.dates.map { $0.timeIntervalSince(nine) / 3600 } == [-3, -2, -1, 0])
        let day = DateTicks.ticks(lower: nine.addingTimeInterval(-9 * 3600), upper: nine.addingTimeInterval(15 * 3600), desired: 5)
        #expect(day.component == .hour && day.count == 6)
        #expect(day.dates.map { $0.timeIntervalSince(nine) / 3600 } == [-9, -3, 3, 9, 15])
        let week = DateTicks.ticks(lower: nine.addingTimeInterval(-6 * 86_400), upper: nine, desired: 4)
        #expect(week.component == .day && week.count == 2)
    }

    @Test("a scale of numbers includes zero unless the domain says otherwise")
    func includesZero() throws {
        let values: [PlotData] = [.number(112), .number(171)]
        let automatic = try #require(ChartScale.make(values: values, setting: nil, includesZeroByDefault: true, length: 100, isVertical: true))
        #expect((automatic.lower, automatic.upper) == (0, 200))
        let noZero = try #require(ChartScale.make(values: values, setting: .automatic(includesZero: false, reversed: nil),
                                                  includesZeroByDefault: true, length: 100, isVertical: true))
        #expect((noZero.lower, noZero.upper) == (100, 180))
        let fixed = try #require(ChartScale.make(values: values, setting: .bounds(.number(40), .number(240)),
                                                 includesZeroByDefault: true, length: 100, isVertical: true))
        #expect((fixed.lower, fixed.upper) == (40, 240))
        #expect(fixed.ticks == [.number(50), .number(100), .number(150), .number(200)])
    }

    // MARK: Marks in plot coordinates

    struct Sale: Identifiable { let id: String; let units: Double }
    static let sales = [Sale(id: "A", units: 20), Sale(id: "B", units: 50), Sale(id: "C", units: 80)]

    static func plan<C: ChartContent>(_ size: CGSize, configuration: ChartConfiguration = ChartConfiguration(),
                                      @ChartContentBuilder _ content: () -> C) -> ChartPlan {
        ChartPlan(marks: collectMarks(content()), configuration: configuration, plotSize: size)
    }

    @Test("bars over categories: 70 % of the band, from zero to the value; the top tick at the data's nice maximum")
    func barFrames() {
        let size = CGSize(width: 300, height: 100)
        let plan = Self.plan(size) { ForEach(Self.sales) { BarMark(x: .value("Product", $0.id), y: .value("Units", $0.units)) } }
        #expect(plan.y?.ticks == [.number(0), .number(20), .number(40), .number(60), .number(80)])
        #expect(plan.x?.categories == ["A", "B", "C"])
        #expect(plan.rectangle(0, size) == CGRect(x: 15, y: 75, width: 70, height: 25))
        #expect(plan.rectangle(2, size) == CGRect(x: 215, y: 0, width: 70, height: 100))
    }

    @Test("horizontal bars when the category is on y; stacked bars by category")
    func horizontalAndStackedBars() {
        let size = CGSize(width: 200, height: 90)
        let across = Self.plan(size) { ForEach(Self.sales) { BarMark(x: .value("Units", $0.units), y: .value("Product", $0.id)) } }
        #expect(across.horizontal == [0, 1, 2])
        #expect(across.rectangle(0, size) == CGRect(x: 0, y: 4.5, width: 50, height: 21))
        let stacked = Self.plan(size) {
            BarMark(x: .value("Day", "Mon"), y: .value("kWh", 30)).foregroundStyle(by: .value("Source", "Grid"))
            BarMark(x: .value("Day", "Mon"), y: .value("kWh", 20)).foregroundStyle(by: .value("Source", "Solar"))
        }
        #expect(stacked.intervals[0]! == (0, 30) && stacked.intervals[1]! == (30, 50))
        #expect(stacked.rectangle(1, size).map(rounded) == CGRect(x: 30, y: 15, width: 140, height: 30))
        #expect(stacked.legend == [.init(name: "Grid", color: .blue), .init(name: "Solar", color: .green)])
    }

    @Test("a line's points: numbers from the leading edge and from the bottom")
    func linePoints() {
        let size = CGSize(width: 200, height: 100)
        let plan = Self.plan(size) {
            LineMark(x: .value("x", 0), y: .value("y", 10))
            LineMark(x: .value("x", 5), y: .value("y", 40))
            LineMark(x: .value("x", 10), y: .value("y", 30))
        }
        let line = plan.items(in: size).first { $0.layer == .mark }
        #expect(line?.path.elements == [.move(to: CGPoint(x: 0, y: 75)), .line(to: CGPoint(x: 100, y: 0)),
                                         .line(to: CGPoint(x: 200, y: 25))])
        #expect(line?.stroke?.lineWidth == 2)
    }

    @Test("a date bar spans its unit; rules span the plot")
    func dateBarsAndRules() {
        let day = Date(timeIntervalSince1970: 1_795_219_200)
        let size = CGSize(width: 200, height: 100)
        let plan = Self.plan(size) {
            BarMark(x: .value("Day", day, unit: .day), y: .value("Steps", 50))
            BarMark(x: .value("Day", day.addingTimeInterval(86_400), unit: .day), y: .value("Steps", 100))
            RuleMark(y: .value("Goal", 75))
        }
        #expect(plan.rectangle(0, size) == CGRect(x: 15, y: 50, width: 70, height: 50))
        let rule = plan.items(in: size).last { $0.layer == .mark }
        #expect(rule?.path.elements == [.move(to: CGPoint(x: 0, y: 25)), .line(to: CGPoint(x: 200, y: 25))])
        #expect(plan.xAxis.entries.first?.pieces.count == 3)   // grid line, tick and label for dates
    }

    @Test("a rectangle over a y interval spans the plot's width, or the points its fixed x edges give")
    func fixedEdgeRectangles() {
        let size = CGSize(width: 200, height: 100)
        let plan = Self.plan(size) {
            LineMark(x: .value("x", 0), y: .value("y", 0))
            LineMark(x: .value("x", 10), y: .value("y", 100))
            RectangleMark(yStart: .value("Low", 25), yEnd: .value("High", 50))
            RectangleMark(xStart: 20, xEnd: 60, yStart: .value("Low", 25), yEnd: .value("High", 50))
            RectangleMark(xStart: .value("From", 5), xEnd: .value("To", 10), yEnd: 30)
        }
        #expect(plan.rectangle(2, size) == CGRect(x: 0, y: 50, width: 200, height: 25))
        #expect(plan.rectangle(3, size) == CGRect(x: 20, y: 50, width: 40, height: 25))
        #expect(plan.rectangle(4, size) == CGRect(x: 100, y: 0, width: 100, height: 30))
    }

    @Test("the plot leaves room for the trailing y labels, the x labels and the legend")
    func frames() {
        let plan = Self.plan(CGSize(width: 300, height: 150)) {
            ForEach(Self.sales) { BarMark(x: .value("Product", $0.id), y: .value("Units", $0.units)).foregroundStyle(by: .value("P", $0.id)) }
        }
        let frames = ChartFrames(plan: plan, size: CGSize(width: 300, height: 150),
                                 yLabelSizes: Array(repeating: CGSize(width: 16, height: 13), count: plan.yAxis.labelEntries.count),
                                 xLabelSizes: Array(repeating: CGSize(width: 8, height: 13), count: 3),
                                 legendSize: CGSize(width: 120, height: 13))
        #expect(frames.plot == CGRect(x: 0, y: 6.5, width: 280, height: 105.5))
        #expect(frames.yLabels.first! == CGRect(x: 284, y: 105.5, width: 16, height: 13))
        #expect(frames.xLabels.first!.map(rounded) == CGRect(x: 42.667, y: 116, width: 8, height: 13))
        #expect(frames.legend == CGRect(x: 0, y: 137, width: 120, height: 13))
    }

    @Test("the last point of a line at the x domain's end keeps clear of the trailing y labels: half a symbol more gap")
    func trailingLabelsClearTheLastSymbol() throws {
        let size = CGSize(width: 300, height: 150)
        let labelSizes = { (plan: ChartPlan) in Array(repeating: CGSize(width: 16, height: 13), count: plan.yAxis.labelEntries.count) }
        let withSymbols = Self.plan(size) {
            ForEach(0..<4, id: \.self) { hour in
                LineMark(x: .value("Hour", hour * 5), y: .value("°C", 10 + hour)).symbol(.circle)
            }
        }
        let frames = ChartFrames(plan: withSymbols, size: size, yLabelSizes: labelSizes(withSymbols), xLabelSizes: [], legendSize: nil)
        let label = try #require(frames.yLabels.first ?? nil)
        // The last symbol (8 points, centred on the plot's edge) ends 4 points past it; the label starts 4 points after that.
        #expect(label.minX - frames.plot.maxX == ChartFrames.labelGap + ChartPlan.symbolSide / 2)
        #expect(abs(frames.plot.width - (300 - 16 - 8)) < 1e-9)
        let plainLine = Self.plan(size) {
            ForEach(0..<4, id: \.self) { hour in LineMark(x: .value("Hour", hour * 5), y: .value("°C", 10 + hour)) }
        }
        let lineFrames = ChartFrames(plan: plainLine, size: size, yLabelSizes: labelSizes(plainLine), xLabelSizes: [], legendSize: nil)
        #expect(try #require(lineFrames.yLabels.first ?? nil).minX - lineFrames.plot.maxX == ChartFrames.labelGap + 1)
        // Bars end inside their category's band: no overhang.
        let bars = Self.plan(size) { ForEach(Self.sales) { BarMark(x: .value("Product", $0.id), y: .value("Units", $0.units)) } }
        #expect(bars.trailingOverhang == 0)
    }

    @Test("a label at the chart's edge moves inside it; one that collides with the previous is dropped")
    func edgeAndCollidingLabels() {
        let plan = Self.plan(CGSize(width: 200, height: 100)) {
            ForEach(Self.sales) { BarMark(x: .value("Units", $0.units), y: .value("Product", $0.id)) }
        }
        let labels = plan.xAxis.labelEntries.map { _ in CGSize(width: 12, height: 13) }
        let frames = ChartFrames(plan: plan, size: CGSize(width: 220, height: 100), yLabelSizes: [], xLabelSizes: labels, legendSize: nil)
        #expect(frames.xLabels.first??.minX == 0)
        let crowded = ChartFrames(plan: plan, size: CGSize(width: 220, height: 100), yLabelSizes: [],
                                  xLabelSizes: labels.map { _ in CGSize(width: 90, height: 13) }, legendSize: nil)
        // Ticks 0, 20, 40, 60, 80 at 0, 55, 110, 165, 220 points: 90-point labels fit at 0 and 165 only.
        #expect(crowded.xLabels.map { $0 != nil } == [true, false, false, true, false])
    }

    @Test("hidden axes draw neither grid lines nor labels")
    func hiddenAxes() {
        var configuration = ChartConfiguration()
        configuration.xAxis = .visibility(.hidden)
        configuration.yAxis = .visibility(.hidden)
        let plan = Self.plan(CGSize(width: 100, height: 50), configuration: configuration) {
            LineMark(x: .value("x", 0), y: .value("y", 1))
        }
        #expect(!plan.xAxis.isVisible && !plan.yAxis.isVisible)
        #expect(plan.items(in: CGSize(width: 100, height: 50)).allSatisfy { $0.layer == .mark })
    }

    /// A rectangle to a thousandth of a point (frames computed by fractions carry binary noise).
    func rounded(_ r: CGRect) -> CGRect {
        func r3(_ v: CGFloat) -> CGFloat { (v * 1000).rounded() / 1000 }
        return CGRect(x: r3(r.minX), y: r3(r.minY), width: r3(r.width), height: r3(r.height))
    }

    @Test("interpolation: steps, and a monotone curve that stays within its points")
    func interpolation() {
        let points = [CGPoint(x: 0, y: 10), CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 30, y: 20)]
        var step = Path()
        Curves.add(points, .stepEnd, to: &step)
        #expect(step.elements.prefix(3) == [.move(to: points[0]), .line(to: CGPoint(x: 10, y: 10)), .line(to: points[1])])
        var center = Path()
        Curves.add(Array(points.prefix(2)), .stepCenter, to: &center)
        #expect(center.elements == [.move(to: points[0]), .line(to: CGPoint(x: 5, y: 10)), .line(to: CGPoint(x: 5, y: 0)),
                                    .line(to: points[1])])
        var monotone = Path()
        Curves.add(points, .monotone, to: &monotone)
        // Between the two equal points the curve is flat: its control points stay on y = 0.
        guard case let .curve(to, c1, c2) = monotone.elements[2] else { Issue.record("\(monotone.elements)"); return }
        #expect(to == points[2] && c1.y == 0 && c2.y == 0)
    }

    @Test("a value its axis cannot place is a warning naming the chart and the mark")
    func unplacedValues() {
        let view = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("kWh", 3))
            BarMark(x: .value("Day", 2), y: .value("kWh", 3))
        }
        let result = WidgetHost.layout(view, family: .systemSmall, appearance: .light, environment: EnvironmentValues(),
                                       measurer: FixedAdvanceTextMeasurer())
        #expect(result.warnings.map(\.description).contains {
            $0.contains("Chart") && $0.contains("BarMark with x value 2.0 (the x axis plots categories)")
        }, "\(result.warnings)")
    }

    // MARK: Widgets

    static let widgets: [(String, WidgetFamily, @MainActor @Sendable () -> AnyView)] = [
        ("GlucoseChartWidgetView", .systemSmall, { AnyView(GlucoseChartWidgetView(entry: .sample)) }),
        ("StepsChartWidgetView", .systemMedium, { AnyView(StepsChartWidgetView(entry: .sample)) }),
        ("EnergyMixWidgetView", .systemLarge, { AnyView(EnergyMixWidgetView(entry: .sample)) }),
        ("StorageChartWidgetView", .systemSmall, { AnyView(StorageChartWidgetView(entry: .sample)) }),
        ("RainfallChartWidgetView", .systemMedium, { AnyView(RainfallChartWidgetView(entry: .sample)) }),
        ("CommitsChartWidgetView", .systemMedium, { AnyView(CommitsChartWidgetView(entry: .sample)) }),
        ("TemperatureCompareWidgetView", .systemMedium, { AnyView(TemperatureCompareWidgetView(entry: .sample)) }),
        ("EnergySourcesWidgetView", .systemMedium, { AnyView(EnergySourcesWidgetView(entry: .sample)) }),
    ]

    @Test(arguments: widgets.flatMap { w in [WidgetAppearance.light, .dark].map { (w.0, w.1, $0) } })
    func chartWidgetRendersAsReferenced(view name: String, family: WidgetFamily, appearance: WidgetAppearance) throws {
        let make = try #require(Self.widgets.first { $0.0 == name }?.2)
        let (png, warnings) = try VignetteSnapshots.renderers.withRenderer {
            try $0.renderWidgetReportingWarnings(onRenderThread(make), family: family, appearance: appearance, name: name)
        }
        #expect(warnings.isEmpty, "\(warnings)")
        assertReference(png, at: SnapshotLocations.snapshots("Compatibility/\(name)").appendingPathComponent("\(family)-\(appearance).png"),
                        name: "Compatibility/\(name)/\(family)-\(appearance)")
    }

    @Test("what a chart does not draw is a render warning naming the chart")
    func notDrawnIsAWarning() throws {
        let view = Chart { LineMark(x: .value("x", 1), y: .value("y", 2)) }
            .chartXAxis { AxisMarks(position: .top) }
        let result = WidgetHost.layout(view, family: .systemSmall, appearance: .light, environment: EnvironmentValues(),
                                       measurer: FixedAdvanceTextMeasurer())
        #expect(result.warnings.map(\.description).contains {
            $0.contains("Chart") && $0.contains("AxisMarks(position: .top) on the x axis is drawn at the default position")
        }, "\(result.warnings)")
    }
}
