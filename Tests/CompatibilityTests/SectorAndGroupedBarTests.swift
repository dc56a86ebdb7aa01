import Foundation
import Testing
@testable import Charts
import Vignette
@testable import VignetteCore
import VignetteTesting

/// Pie and donut charts (`SectorMark`) and grouped bars (`position(by:)`) as data: sector
/// angles and outlines, the square plot, and the bars' frames in the plot.
@Suite("Charts: sectors and grouped bars")
struct SectorAndGroupedBarTests {
    static func plan<C: ChartContent>(_ size: CGSize, @ChartContentBuilder _ content: () -> C) -> ChartPlan {
        ChartPlan(marks: collectMarks(content()), configuration: ChartConfiguration(), plotSize: size)
    }

    /// Points rounded to a thousandth of a point.
    static func r(_ p: CGPoint) -> CGPoint { CGPoint(x: (p.x * 1000).rounded() / 1000, y: (p.y * 1000).rounded() / 1000) }

    /// Where each element of a path ends, rounded.
    static func ends(_ path: Path) -> [CGPoint] {
        path.elements.compactMap { e -> CGPoint? in
            switch e {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): r(p)
            case .closeSubpath: nil
            }
        }
    }

    struct Slice: Identifiable { let id: String; let value: Double }
    static let slices = [Slice(id: "A", value: 1), Slice(id: "B", value: 1), Slice(id: "C", value: 2)]

    // MARK: Sectors

    @Test("sectors share the circle by value, in data order, from 12 o'clock clockwise")
    func sectorAngles() throws {
        let plan = Self.plan(CGSize(width: 100, height: 100)) {
            ForEach(Self.slices) { SectorMark(angle: .value("Value", $0.value)).foregroundStyle(by: .value("Name", $0.id)) }
        }
        #expect(plan.sectorAngles[0]! == (0, .pi / 2))
        #expect(plan.sectorAngles[1]! == (.pi / 2, .pi))
        #expect(plan.sectorAngles[2]! == (.pi, 2 * .pi))
        #expect(plan.notDrawn.isEmpty)
        // The first quarter: from the top of the circle round to 3 o'clock, then to the centre.
        let ends = Self.ends(try #require(plan.sectorPath(0, CGSize(width: 100, height: 100))))
        #expect(ends.first == CGPoint(x: 50, y: 0))
        #expect(ends.contains(CGPoint(x: 100, y: 50)))
        #expect(ends.last == CGPoint(x: 50, y: 50))
        // The half from 6 o'clock round by 9 back to 12.
        let half = Self.ends(try #require(plan.sectorPath(2, CGSize(width: 100, height: 100))))
        #expect(half.first == CGPoint(x: 50, y: 100) && half.contains(CGPoint(x: 0, y: 50)) && half.contains(CGPoint(x: 50, y: 0)))
    }

    @Test("the default palette colours the sectors by category, and the legend lists them")
    func sectorColours() {
        let plan = Self.plan(CGSize(width: 100, height: 100)) {
            ForEach(Self.slices) { SectorMark(angle: .value("Value", $0.value)).foregroundStyle(by: .value("Name", $0.id)) }
        }
        #expect(plan.legend == [.init(name: "A", color: .blue), .init(name: "B", color: .green), .init(name: "C", color: .orange)])
    }

    @Test("a donut's hole: .ratio and .inset of the outer radius, or points; the outer radius half the plot's side", arguments: [
        (MarkDimension.ratio(0.6), MarkDimension.automatic, CGFloat(30), CGFloat(50)),
        (.inset(10), .automatic, 40, 50),
        (.fixed(12), .automatic, 12, 50),
        (.ratio(0.5), .ratio(0.8), 20, 40),
        (.automatic, .inset(5), 0, 45),
    ])
    func donutRadii(inner: MarkDimension, outer: MarkDimension, innerRadius: CGFloat, outerRadius: CGFloat) throws {
        // A plot wider than tall: the circle fits its height, centred.
        let size = CGSize(width: 160, height: 100)
        let plan = Self.plan(size) {
            SectorMark(angle: .value("V", 1), innerRadius: inner, outerRadius: outer)
            SectorMark(angle: .value("V", 3), innerRadius: inner, outerRadius: outer)
        }
        let ends = Self.ends(try #require(plan.sectorPath(0, size)))
        #expect(ends.first == CGPoint(x: 80, y: 50 - outerRadius))
        #expect(ends.contains(CGPoint(x: 80 + outerRadius, y: 50)))
        if innerRadius > 0 {
            #expect(ends.contains(CGPoint(x: 80 + innerRadius, y: 50)))
            #expect(ends.last == CGPoint(x: 80, y: 50 - innerRadius))
        } else {
            #expect(ends.last == CGPoint(x: 80, y: 50))
        }
    }

    @Test("an angular inset moves each radial edge that many points in: a gap of constant width between sectors")
    func angularInset() throws {
        let size = CGSize(width: 100, height: 100)
        let plan = Self.plan(size) {
            SectorMark(angle: .value("V", 1), innerRadius: .ratio(0.5), angularInset: 2)
            SectorMark(angle: .value("V", 3), innerRadius: .ratio(0.5), angularInset: 2)
        }
        let ends = Self.ends(try #require(plan.sectorPath(0, size)))
        // The start edge runs 2 points right of the vertical radius, at the outer and the inner circle.
        #expect(ends.first == Self.r(CGPoint(x: 52, y: 50 - (2500.0 - 4).squareRoot())))
        #expect(ends.last == Self.r(CGPoint(x: 52, y: 50 - (625.0 - 4).squareRoot())))
        // The end edge 2 points above the horizontal radius.
        #expect(ends.contains(Self.r(CGPoint(x: 50 + (2500.0 - 4).squareRoot(), y: 48))))
        // A pie's sectors meet short of the centre, where the moved edges cross.
        let pie = Self.plan(size) {
            SectorMark(angle: .value("V", 1), angularInset: 2)
            SectorMark(angle: .value("V", 3), angularInset: 2)
        }
        #expect(Self.ends(try #require(pie.sectorPath(0, size))).last == CGPoint(x: 52, y: 48))
    }

    @Test("rounded corners: the outline leaves the edge before the outer circle")
    func cornerRadius() throws {
        let size = CGSize(width: 100, height: 100)
        let plan = Self.plan(size) {
            SectorMark(angle: .value("V", 1), innerRadius: .ratio(0.5)).cornerRadius(3)
            SectorMark(angle: .value("V", 3), innerRadius: .ratio(0.5)).cornerRadius(3)
        }
        let path = try #require(plan.sectorPath(0, size))
        // On the vertical edge, where a 3-point circle touching it and the outer circle touches it.
        #expect(Self.ends(path).first == Self.r(CGPoint(x: 50, y: 50 - (47.0 * 47 - 9).squareRoot())))
        // The corner arcs keep the outline within the ring.
        let box = path.boundingRect
        #expect(box.minY >= 0 && box.maxX <= 100 && box.minX >= 50 - 0.001 && box.maxY <= 50 + 0.001)
    }

    @Test("a single sector is the whole disc or ring")
    func wholeCircle() throws {
        let size = CGSize(width: 100, height: 100)
        let plan = Self.plan(size) { SectorMark(angle: .value("V", 5), innerRadius: .ratio(0.5)) }
        let path = try #require(plan.sectorPath(0, size))
        #expect(Self.rect(path.boundingRect) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(path.elements.filter { $0 == .closeSubpath }.count == 2)
    }

    static func rect(_ r: CGRect) -> CGRect {
        CGRect(origin: SectorAndGroupedBarTests.r(r.origin), size: CGSize(width: (r.width * 1000).rounded() / 1000,
                                                                           height: (r.height * 1000).rounded() / 1000))
    }

    @Test("a chart of sectors has no axes, and its plot is a square centred above the legend")
    func squarePlotWithoutAxes() {
        let plan = Self.plan(CGSize(width: 200, height: 100)) {
            ForEach(Self.slices) { SectorMark(angle: .value("Value", $0.value)).foregroundStyle(by: .value("Name", $0.id)) }
        }
        #expect(!plan.xAxis.isVisible && !plan.yAxis.isVisible)
        #expect(plan.items(in: CGSize(width: 100, height: 100)).allSatisfy { $0.layer == .mark })
        let frames = ChartFrames(plan: plan, size: CGSize(width: 200, height: 100), yLabelSizes: [], xLabelSizes: [],
                                 legendSize: CGSize(width: 90, height: 13))
        #expect(frames.plot == CGRect(x: 60.5, y: 0, width: 79, height: 79))   // above the legend and its 8-point gap
        #expect(frames.legend == CGRect(x: 0, y: 87, width: 90, height: 13))
        let tall = ChartFrames(plan: plan, size: CGSize(width: 100, height: 160), yLabelSizes: [], xLabelSizes: [], legendSize: nil)
        #expect(tall.plot == CGRect(x: 0, y: 30, width: 100, height: 100))
    }

    @Test("a sector's angle that is not a positive number is a warning naming the mark")
    func badAngle() {
        let plan = Self.plan(CGSize(width: 100, height: 100)) {
            SectorMark(angle: .value("V", 3))
            SectorMark(angle: .value("V", -1))
            SectorMark(angle: .value("V", "many"))
        }
        #expect(plan.sectorAngles[0]! == (0, 2 * .pi) && plan.sectorAngles[1] == nil)
        #expect(plan.notDrawn == ["SectorMark with angle -1.0, many (a sector's angle is a positive number)"])
    }

    @Test("other marks beside sectors are left out, with a warning")
    func sectorsWithOtherMarks() {
        let plan = Self.plan(CGSize(width: 100, height: 100)) {
            SectorMark(angle: .value("V", 3))
            BarMark(x: .value("P", "A"), y: .value("U", 10))
            RuleMark(y: .value("U", 5))
        }
        #expect(plan.marks.count == 1 && plan.x == nil && plan.y == nil)
        #expect(plan.items(in: CGSize(width: 100, height: 100)).count == 1)
        #expect(plan.notDrawn == ["BarMark, RuleMark in a chart of SectorMark (a pie has no x and y axes)"])
    }

    // MARK: Grouped bars

    struct Sale: Identifiable { let product: String; let year: String; let units: Double; var id: String { product + year } }
    static let sales = [Sale(product: "A", year: "2025", units: 40), Sale(product: "A", year: "2026", units: 80),
                        Sale(product: "B", year: "2025", units: 20), Sale(product: "B", year: "2026", units: 60)]

    @Test("position(by:) sets the bars of a category side by side, each from zero, in a slot of the bar's width")
    func groupedBars() {
        let size = CGSize(width: 200, height: 100)
        let plan = Self.plan(size) {
            ForEach(Self.sales) {
                BarMark(x: .value("Product", $0.product), y: .value("Units", $0.units))
                    .foregroundStyle(by: .value("Year", $0.year))
                    .position(by: .value("Year", $0.year))
            }
        }
        #expect(plan.positionGroups == [.category("2025"), .category("2026")])
        #expect(plan.y?.upper == 80)
        // A category's step is 100 points; the pair takes 70 of them, 35 each.
        #expect(plan.rectangle(0, size) == CGRect(x: 15, y: 50, width: 35, height: 50))
        #expect(plan.rectangle(1, size) == CGRect(x: 50, y: 0, width: 35, height: 100))
        #expect(plan.rectangle(2, size) == CGRect(x: 115, y: 75, width: 35, height: 25))
        #expect(plan.rectangle(3, size).map(rounded) == CGRect(x: 150, y: 25, width: 35, height: 75))
        #expect(plan.notDrawn.isEmpty)
    }

    @Test("the group's span, a bar's width in its slot, horizontal bars, and a slot left empty")
    func groupedBarOptions() {
        let size = CGSize(width: 200, height: 100)
        let span = Self.plan(size) {
            ForEach(Self.sales) {
                BarMark(x: .value("Product", $0.product), y: .value("Units", $0.units), width: .ratio(0.8))
                    .position(by: .value("Year", $0.year), span: .ratio(1))
            }
        }
        // Slots of 50 points, bars of 40 centred in them.
        #expect(span.rectangle(0, size) == CGRect(x: 5, y: 50, width: 40, height: 50))
        #expect(span.rectangle(1, size) == CGRect(x: 55, y: 0, width: 40, height: 100))

        let across = Self.plan(size) {
            ForEach(Self.sales) {
                BarMark(x: .value("Units", $0.units), y: .value("Product", $0.product)).position(by: .value("Year", $0.year))
            }
        }
        #expect(across.rectangle(0, size) == CGRect(x: 0, y: 7.5, width: 100, height: 17.5))
        #expect(across.rectangle(1, size) == CGRect(x: 0, y: 25, width: 200, height: 17.5))

        let missing = Self.plan(size) {
            BarMark(x: .value("P", "A"), y: .value("U", 10)).position(by: .value("Y", "2025"))
            BarMark(x: .value("P", "A"), y: .value("U", 10)).position(by: .value("Y", "2026"))
            BarMark(x: .value("P", "B"), y: .value("U", 10)).position(by: .value("Y", "2026"))
        }
        #expect(missing.rectangle(2, size) == CGRect(x: 150, y: 0, width: 35, height: 100))
    }

    @Test("bars in the same slot still stack; position(by:) along the value axis or on a line is a warning")
    func groupedStacksAndWarnings() {
        let size = CGSize(width: 200, height: 100)
        let plan = Self.plan(size) {
            BarMark(x: .value("P", "A"), y: .value("U", 10)).position(by: .value("Y", "2025"))
            BarMark(x: .value("P", "A"), y: .value("U", 30)).position(by: .value("Y", "2025"))
            BarMark(x: .value("P", "A"), y: .value("U", 20)).position(by: .value("Y", "2026"))
            LineMark(x: .value("P", "A"), y: .value("U", 5)).position(by: .value("Y", "2026"))
            BarMark(x: .value("P", "A"), y: .value("U", 5)).position(by: .value("Y", "2026"), axis: .vertical)
        }
        #expect(plan.intervals[1]! == (10, 40) && plan.intervals[2]! == (0, 20))
        #expect(plan.notDrawn == ["position(by:) on LineMark",
                                  "position(by:axis: .vertical) on BarMark is placed along its category axis (.horizontal)"])
    }

    func rounded(_ r: CGRect) -> CGRect { Self.rect(r) }
}
