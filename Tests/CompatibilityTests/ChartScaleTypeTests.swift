import Foundation
import Testing
@testable import Charts
import Vignette
@testable import VignetteCore

/// `chartXScale`/`chartYScale(domain:range:type:)` as data: a log, square-root, power or symmetric
/// log scale places marks, grid lines and ticks through its function; linear stays linear.
@Suite("Charts: scale types")
struct ChartScaleTypeTests {
    static func plan<C: ChartContent>(_ size: CGSize, y domain: ClosedRange<Double>?, type: ScaleType?,
                                      @ChartContentBuilder _ content: () -> C) -> ChartPlan {
        var configuration = ChartConfiguration()
        if let domain { configuration.yDomain = DomainSetting(domain) }
        configuration.yScaleType = type
        return ChartPlan(marks: collectMarks(content()), configuration: configuration, plotSize: size)
    }

    static func points(_ plan: ChartPlan, _ size: CGSize) -> [CGPoint] {
        plan.items(in: size).filter { $0.layer == .mark }.first?.path.elements.compactMap { element -> CGPoint? in
            switch element {
            case .move(let p), .line(let p): p
            default: nil
            }
        } ?? []
    }

    @Test("a log y scale over 1…1000: 10 and 100 at a third and two thirds of the height, ticks at powers of ten")
    func logScale() throws {
        let size = CGSize(width: 200, height: 90)
        let plan = Self.plan(size, y: 1...1000, type: .log) {
            LineMark(x: .value("x", 0), y: .value("y", 1))
            LineMark(x: .value("x", 1), y: .value("y", 10))
            LineMark(x: .value("x", 2), y: .value("y", 100))
            LineMark(x: .value("x", 3), y: .value("y", 1000))
            PointMark(x: .value("x", 1), y: .value("y", 100))
        }
        let ys = Self.points(plan, size).map { ($0.y * 1000).rounded() / 1000 }
        #expect(ys == [90, 60, 30, 0])
        #expect(plan.y?.ticks == [.number(1), .number(10), .number(100), .number(1000)])
        #expect(plan.yAxis.entries.map { ($0.fraction * 1000).rounded() / 1000 } == [0, 0.333, 0.667, 1])
        let grid = plan.items(in: size).filter { $0.layer == .grid }.compactMap { $0.path.boundingRect.minY }
        #expect(grid.map { ($0 * 1000).rounded() / 1000 }.contains(60))
        let point = try #require(plan.items(in: size).filter { $0.layer == .mark }.last?.path.boundingRect)
        #expect(abs(point.midY - 30) < 0.001)
    }

    @Test("an automatic log domain is the data's widened to powers of ten, without zero")
    func logAutomaticDomain() throws {
        let scale = try #require(ChartScale.make(values: [.number(3), .number(420)], setting: nil, type: .log,
                                                 includesZeroByDefault: true, length: 100, isVertical: true))
        #expect((scale.lower, scale.upper) == (1, 1000))
        #expect(scale.ticks == [.number(1), .number(10), .number(100), .number(1000)])
        #expect(scale.data(atFraction: 0.5)?.number.map { ($0 * 1000).rounded() / 1000 } == 31.623)
    }

    @Test("square root, power and symmetric log place values through their functions; linear is unchanged")
    func otherFunctions() throws {
        func fraction(_ type: ScaleType?, _ v: Double) throws -> Double {
            let scale = try #require(ChartScale.make(values: [.number(0), .number(100)], setting: .bounds(.number(0), .number(100)),
                                                     type: type, includesZeroByDefault: true, length: 100, isVertical: true))
            return try #require(scale.fraction(.number(v)))
        }
        #expect(try fraction(.squareRoot, 25) == 0.5)
        #expect(try fraction(.power(exponent: 2), 50) == 0.25)
        #expect(abs(try fraction(.symmetricLog, 9) - log(10) / log(101)) < 1e-12)
        #expect(try fraction(.linear, 25) == 0.25)
        #expect(try fraction(nil, 25) == 0.25)
    }

    @Test("the modifiers compile in all of Apple's forms and a log scale lays out without warnings")
    func modifiers() {
        let view = Chart {
            LineMark(x: .value("Day", 1), y: .value("Cases", 10))
            LineMark(x: .value("Day", 2), y: .value("Cases", 1000))
        }
        .chartYScale(domain: 1...1000, type: .log)
        .chartXScale(domain: 0...3, range: .plotDimension(padding: 4), type: .linear)
        .chartXScale(range: .plotDimension(startPadding: 2, endPadding: 2))
        .chartYScale(type: .symmetricLog(slopeAtZero: 2))
        .frame(width: 200, height: 120)
        let result = ViewLayout.layout(view, proposal: .unspecified, measurer: FixedAdvanceTextMeasurer())
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
}
