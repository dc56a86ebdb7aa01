// Written as for WidgetKit on iOS 17.
import SwiftUI
import WidgetKit

/// A stock or heart-rate sparkline: a stroked `Path`, an area under it, and iOS 17 shape-view
/// chains for the markers.
struct SparklineEntry {
    let symbol: String
    let price: Double
    let change: Double
    let points: [Double]
}

/// The points of a series, scaled into a rectangle (oldest on the leading edge).
struct SparklinePoints {
    let values: [Double]

    func points(in rect: CGRect) -> [CGPoint] {
        guard let low = values.min(), let high = values.max(), values.count > 1 else { return [] }
        let span = max(high - low, 0.0001)
        return values.enumerated().map { index, value in
            CGPoint(x: rect.minX + rect.width * CGFloat(index) / CGFloat(values.count - 1),
                    y: rect.maxY - rect.height * CGFloat((value - low) / span))
        }
    }
}

struct SparklineWidgetView: View {
    let entry: SparklineEntry
    @Environment(\.widgetFamily) private var family

    private var trendColor: Color { entry.change >= 0 ? .green : .red }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .firstTextBaseline) {
                Text(entry.symbol)
                    .font(.headline)
                Spacer()
                Text(String(format: "%+.2f%%", entry.change))
                    .font(.caption.weight(.semibold))
                    .padding(.horizontal, 6)
                    .padding(.vertical, 2)
                    .background {
                        Capsule()
                            .fill(trendColor.opacity(0.15))
                            .strokeBorder(trendColor, lineWidth: 1)
                    }
                    .foregroundStyle(trendColor)
            }
            Text(String(format: "%.2f", entry.price))
                .font(family == .systemSmall ? .title2.weight(.semibold) : .title.weight(.semibold))
                .monospacedDigit()
            chart
        }
        .containerBackground(for: .widget) { Color(.systemBackground) }
    }

    private var chart: some View {
        GeometryReader { proxy in
            let rect = CGRect(origin: .zero, size: proxy.size).insetBy(dx: 4, dy: 4)
            let points = SparklinePoints(values: entry.points).points(in: rect)
            ZStack(alignment: .topLeading) {
                // The area under the line.
                Path { path in
                    guard let first = points.first, let last = points.last else { return }
                    path.move(to: CGPoint(x: first.x, y: rect.maxY))
                    path.addLines(points)
                    path.addLine(to: CGPoint(x: last.x, y: rect.maxY))
                    path.closeSubpath()
                }
                .fill(trendColor.opacity(0.15).gradient)
                // A dashed baseline at the first value.
                Path { path in
                    guard let first = points.first else { return }
                    path.move(to: CGPoint(x: rect.minX, y: first.y))
                    path.addLine(to: CGPoint(x: rect.maxX, y: first.y))
                }
                .stroke(style: StrokeStyle(lineWidth: 1, dash: [2, 3]))
                .foregroundStyle(.tertiary)
                // The line itself, in the foreground style.
                Path { path in
                    path.addLines(points)
                }
                .stroke(style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                .foregroundStyle(trendColor)
                // Markers: the first point hollow, the last one filled with a halo.
                if let first = points.first, let last = points.last {
                    Circle()
                        .stroke(trendColor, lineWidth: 1.5)
                        .fill(Color(.systemBackground))
                        .frame(width: 7, height: 7)
                        .position(first)
                    Circle()
                        .fill(trendColor)
                        .stroke(Color(.systemBackground), lineWidth: 2)
                        .frame(width: 10, height: 10)
                        .position(last)
                }
            }
        }
    }
}
