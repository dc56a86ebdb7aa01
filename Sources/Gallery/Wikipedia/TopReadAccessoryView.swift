import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import Vignette
#endif

/// Top read on the Lock Screen: the rectangular widget is the top article, its rank and a
/// small sparkline of its week of page views; the circular one today's views over the
/// sparkline; the inline one the title and views.
struct TopReadAccessoryView: View {
    let entry: TopReadEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetRenderingMode) private var renderingMode

    var body: some View {
        Group {
            if let top = entry.articles.first {
                switch family {
                case .accessoryCircular: circular(top)
                case .accessoryRectangular: rectangular(top)
                case .accessoryCorner: corner(top)
                default: inline(top)
                }
            }
        }
        .containerBackground(for: .widget) { Color(.systemBackground) }
    }

    /// Wikipedia's green in full colour; on the Lock Screen the system's monochrome.
    private var chartColor: Color { renderingMode == .fullColor ? .wikipediaGreen : .primary }

    private func circular(_ top: TopReadEntry.Article) -> some View {
        ZStack {
            AccessoryWidgetBackground()
            VStack(spacing: 1) {
                Text("W")
                    .font(.system(size: 13, weight: .semibold, design: .serif))
                    .unredacted()
                Text(compactCount(top.todayViews))
                    .font(.system(size: 17, weight: .semibold, design: .rounded))
                    .widgetAccentable()
                SparklineView(values: top.views, lineWidth: 1.5, color: chartColor, filled: false)
                    .frame(width: 34, height: 11)
                    .widgetAccentable()
            }
        }
        .widgetLabel(top.title)
    }

    /// A watch face's corner: Wikipedia's "W", the top article's title along the corner.
    private func corner(_ top: TopReadEntry.Article) -> some View {
        ZStack {
            AccessoryWidgetBackground()
            Text("W")
                .font(.system(size: 16, weight: .semibold, design: .serif))
                .widgetAccentable()
        }
        .widgetLabel(top.title)
    }

    private func rectangular(_ top: TopReadEntry.Article) -> some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Top read")
                .font(.headline)
                .widgetAccentable()
            HStack(alignment: .firstTextBaseline, spacing: 5) {
                Text("\(top.rank)")
                    .fontWeight(.bold)
                    .widgetAccentable()
                Text(top.title)
            }
            HStack(spacing: 6) {
                SparklineView(values: top.views, lineWidth: 1.5, color: chartColor, filled: renderingMode == .fullColor)
                    .padding(.horizontal, 1)
                    .frame(width: 48, height: 14)
                    .widgetAccentable()
                Text("\(compactCount(top.todayViews)) views")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
        .lineLimit(1)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
    }

    private func inline(_ top: TopReadEntry.Article) -> some View {
        Label("\(top.title) · \(compactCount(top.todayViews))", systemImage: "chart.line.uptrend.xyaxis")
            .lineLimit(1)
    }
}
