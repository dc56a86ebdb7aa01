import Foundation
#if canImport(Charts)
import Charts
#else
import VignetteCharts
#endif
import Vignette

/// The day's price as a line over a shaded area, with a dotted rule at the previous close, as
/// Apple's Stocks widget draws it. The line is the widget's key series: it is a second chart
/// over the first, the same marks and axes drawn clear except the line, so that it alone is
/// `widgetAccentable` (the tint in the tinted and clear Home Screen, the accent on a watch face).
struct StockChart: View {
    let entry: StockEntry
    let session: ClosedRange<Date>
    /// Hour labels along x and price labels on the trailing edge (medium and larger).
    var showsAxes = false
    /// Hours between the x labels: 3 where the chart is narrow (medium), else 2.
    var hourStep = 2

    var body: some View {
        ZStack {
            chart(line: .clear, area: areaGradient, rule: .secondary, labels: .secondary, grid: Color.gray.opacity(0.35))
            chart(line: trend, area: .clear, rule: .clear, labels: .clear, grid: .clear)
                .widgetAccentable()
        }
    }

    private var trend: Color { entry.isUp ? .green : .red }

    private var areaGradient: LinearGradient {
        LinearGradient(colors: [trend.opacity(0.28), trend.opacity(0.02)], startPoint: .top, endPoint: .bottom)
    }

    private func chart(line: some ShapeStyle, area: some ShapeStyle, rule: some ShapeStyle, labels: some ShapeStyle,
                       grid: some ShapeStyle) -> some View {
        let points = entry.points(in: session)
        let domain = entry.priceDomain
        return Chart {
            ForEach(points) { point in
                AreaMark(x: .value("Time", point.date), yStart: .value("Price", domain.lowerBound), yEnd: .value("Price", point.price))
                    .foregroundStyle(area)
                LineMark(x: .value("Time", point.date), y: .value("Price", point.price))
                    .foregroundStyle(line)
                    .lineStyle(StrokeStyle(lineWidth: showsAxes ? 2 : 1.5, lineCap: .round, lineJoin: .round))
            }
            RuleMark(y: .value("Previous close", entry.previousClose))
                .foregroundStyle(rule)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [2, 3]))
        }
        .chartXScale(domain: session)
        .chartYScale(domain: domain)
        .chartXAxis {
            if showsAxes {
                AxisMarks(values: .stride(by: .hour, count: hourStep)) { _ in
                    AxisGridLine().foregroundStyle(grid)
                    AxisValueLabel(format: .dateTime.hour()).foregroundStyle(labels)
                }
            }
        }
        .chartYAxis {
            if showsAxes {
                AxisMarks(values: .automatic(desiredCount: 3)) { _ in
                    AxisGridLine().foregroundStyle(grid)
                    AxisValueLabel().foregroundStyle(labels)
                }
            }
        }
    }
}
