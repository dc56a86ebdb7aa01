import Foundation
import Vignette

/// The Stocks widget's families: a sparkline with the price (small), the price beside a chart
/// with axes (medium), the chart over the day's figures (large, extra large), and a line of
/// text over a sparkline on the Lock Screen.
struct StocksView: View {
    let entry: StockEntry
    let now: Date
    @Environment(\.widgetFamily) private var family

    private var session: ClosedRange<Date> { StockEntry.session(before: now) }
    private var trend: Color { entry.isUp ? .green : .red }

    var body: some View {
        content.containerBackground(for: .widget) { Color(.systemBackground) }
    }

    @ViewBuilder private var content: some View {
        switch family {
        case .accessoryRectangular: lockScreen
        case .systemMedium: medium
        case .systemLarge, .systemExtraLarge: large
        default: small
        }
    }

    private var title: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(entry.symbol).font(.headline)
            Text(entry.name).font(.caption).foregroundStyle(.secondary).lineLimit(1)
        }
    }

    private var price: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(entry.changeText).font(.caption.weight(.semibold)).foregroundStyle(trend).monospacedDigit()
            Text(entry.priceText).font(.title3.weight(.semibold)).monospacedDigit()
        }
    }

    private var small: some View {
        VStack(alignment: .leading, spacing: 6) {
            title
            StockChart(entry: entry, session: session)
            price
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    private var medium: some View {
        HStack(alignment: .top, spacing: 14) {
            VStack(alignment: .leading, spacing: 0) {
                title
                Spacer(minLength: 4)
                Text(entry.priceText).font(.title2.weight(.semibold)).monospacedDigit()
                Text("\(entry.changeText) (\(entry.percentText))").font(.caption.weight(.semibold)).foregroundStyle(trend)
                    .monospacedDigit().lineLimit(1)
            }
            .frame(width: 104, alignment: .leading)
            StockChart(entry: entry, session: session, showsAxes: true, hourStep: 3)
        }
    }

    private var large: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(alignment: .firstTextBaseline) {
                title
                Spacer()
                VStack(alignment: .trailing, spacing: 0) {
                    Text(entry.priceText).font(.title2.weight(.semibold)).monospacedDigit()
                    Text("\(entry.changeText) (\(entry.percentText))").font(.caption.weight(.semibold)).foregroundStyle(trend)
                        .monospacedDigit()
                }
            }
            StockChart(entry: entry, session: session, showsAxes: true)
            Divider()
            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 3) {
                GridRow {
                    figure("Open", String(format: "%.2f", entry.open))
                    figure("High", String(format: "%.2f", entry.high))
                }
                GridRow {
                    figure("Prev Close", String(format: "%.2f", entry.previousClose))
                    figure("Low", String(format: "%.2f", entry.low))
                }
                GridRow {
                    figure("Volume", entry.volume)
                    figure("Mkt Cap", entry.marketCap)
                }
            }
        }
    }

    private func figure(_ name: String, _ value: String) -> some View {
        HStack(spacing: 4) {
            Text(name).foregroundStyle(.secondary).lineLimit(1).fixedSize()
            Spacer(minLength: 4)
            Text(value).monospacedDigit().lineLimit(1)
        }
        .font(.caption)
    }

    private var lockScreen: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack(spacing: 4) {
                Text(entry.symbol).font(.headline).widgetAccentable()
                Spacer(minLength: 2)
                Text(entry.priceText).font(.headline).monospacedDigit()
            }
            StockChart(entry: entry, session: session)
            Text("\(entry.changeText) (\(entry.percentText))").font(.caption2).monospacedDigit().lineLimit(1)
        }
    }
}
