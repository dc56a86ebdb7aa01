import Foundation
import Vignette
import VignetteCore

/// A SwiftUI view that displays a chart: its marks in a plot area, with axes and a legend laid
/// out as Swift Charts lays them out. It takes the size it is offered.
public nonisolated struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartConfiguration) private var configuration

    /// Creates a chart composed of any number of data series and individual marks.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        let marks = collectMarks(content)
        let configuration = self.configuration
        return GeometryReader { proxy in
            ChartBody(marks: marks, configuration: configuration, size: proxy.size)
        }
    }
}

nonisolated extension Chart {
    /// Creates a chart composed of a series of marks, one `content` for each element of `data`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data: data, id: id, content: content)
    }

    /// Creates a chart composed of a series of identifiable marks.
    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data: data, id: \.id, content: content)
    }
}

/// A chart at its size: the plan, and the plot, labels and legend as views in `ChartLayout`.
nonisolated struct ChartBody: View {
    let marks: [MarkSpec]
    let configuration: ChartConfiguration
    let size: CGSize

    /// Rough room for labels, for choosing how many ticks fit before the labels are measured.
    static func estimatedPlotSize(_ size: CGSize) -> CGSize {
        CGSize(width: max(size.width - 28, 0), height: max(size.height - 18, 0))
    }

    var body: some View {
        let plan = ChartPlan(marks: marks, configuration: configuration, plotSize: Self.estimatedPlotSize(size))
        let yLabels = plan.yAxis.labelEntries
        let xLabels = plan.xAxis.labelEntries
        // The plot's frame, for the proxy of `chartOverlay`/`chartBackground`.
        let plot = PlotView(plan: plan).anchorPreference(key: ChartProxyKey.self, value: .bounds) {
            ChartProxyValue(plan: plan, plotFrame: $0)
        }
        let hasAnnotations = plan.marks.contains { !$0.annotations.isEmpty }
        return Group {
            ForEach(plan.notDrawn, id: \.self) { what in
                RenderWarningView(cause: "chart-not-drawn", subject: "Chart",
                                  message: "\(what); it is not drawn in this version of Vignette's Charts")
            }
            ChartLayout(plan: plan, yLabelCount: yLabels.count, xLabelCount: xLabels.count, hasLegend: !plan.legend.isEmpty,
                        hasAnnotations: hasAnnotations) {
                if let style = configuration.plotStyle {
                    style(ChartPlotContent(content: AnyView(plot)))
                } else {
                    plot
                }
                ForEach(yLabels.indices, id: \.self) { AxisLabelView(entry: yLabels[$0], scale: plan.y) }
                ForEach(xLabels.indices, id: \.self) { AxisLabelView(entry: xLabels[$0], scale: plan.x) }
                if !plan.legend.isEmpty { LegendView(entries: plan.legend) }
                if hasAnnotations { AnnotationLayer(plan: plan, chartSize: size) }
            }
            .coordinateSpace(name: ChartCoordinateSpace())
        }
    }
}

/// Places the plot, the labels and the legend where `ChartFrames` puts them (a label that
/// would collide is given no room: its clipped frame draws nothing), and the annotations' layer
/// over the plot.
nonisolated struct ChartLayout: Layout {
    let plan: ChartPlan
    let yLabelCount: Int
    let xLabelCount: Int
    let hasLegend: Bool
    let hasAnnotations: Bool

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let ySubviews = (1..<(1 + yLabelCount)).map { subviews[$0] }
        let xSubviews = ((1 + yLabelCount)..<(1 + yLabelCount + xLabelCount)).map { subviews[$0] }
        let legend = hasLegend ? subviews[1 + yLabelCount + xLabelCount] : nil
        let annotations = hasAnnotations ? subviews[subviews.count - 1] : nil
        let frames = ChartFrames(plan: plan, size: bounds.size,
                                 yLabelSizes: ySubviews.map { $0.sizeThatFits(.unspecified) },
                                 xLabelSizes: xSubviews.map { $0.sizeThatFits(.unspecified) },
                                 legendSize: legend?.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)))
        let origin = bounds.origin
        func place(_ view: LayoutSubview, _ frame: CGRect?) {
            let f = frame ?? .zero
            view.place(at: CGPoint(x: origin.x + f.minX, y: origin.y + f.minY), anchor: .topLeading,
                       proposal: ProposedViewSize(width: f.width, height: f.height))
        }
        place(subviews[0], frames.plot)
        for (view, frame) in zip(ySubviews, frames.yLabels) { place(view, frame) }
        for (view, frame) in zip(xSubviews, frames.xLabels) { place(view, frame) }
        if let legend { place(legend, frames.legend) }
        if let annotations { place(annotations, frames.plot) }
    }
}

/// The plot area: grid lines, marks and ticks, as paths in the plot's size.
nonisolated struct PlotView: View {
    let plan: ChartPlan

    var body: some View {
        GeometryReader { proxy in
            let items = plan.items(in: proxy.size)
            ZStack(alignment: .topLeading) {
                ForEach(items.indices, id: \.self) { i in
                    PlotItemView(item: items[i])
                }
            }
        }
    }
}

nonisolated struct PlotItemView: View {
    let item: PlotItem

    var body: some View {
        if let stroke = item.stroke {
            item.path.stroke(item.style, style: stroke).opacity(item.opacity)
        } else {
            item.path.fill(item.style).opacity(item.opacity)
        }
    }
}

/// An axis label: the value in the axis's format (or the author's), caption-sized and secondary.
nonisolated struct AxisLabelView: View {
    let entry: ChartPlan.AxisEntry
    let scale: ChartScale?

    var body: some View {
        label
            .lineLimit(1)
            .fixedSize()
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
            .clipped()
    }

    @ViewBuilder private var label: some View {
        if case let .label(_, text?, style, font)? = entry.pieces.first(where: \.isLabel) {
            text(entry.data).font(font ?? .caption2).foregroundStyle(style ?? AnyShapeStyle(.secondary))
        } else if case let .label(_, nil, style, font)? = entry.pieces.first(where: \.isLabel) {
            defaultText.font(font ?? .caption2).foregroundStyle(style ?? AnyShapeStyle(.secondary))
        }
    }

    @ViewBuilder private var defaultText: some View {
        switch entry.data {
        case .number(let n): FormattedAxisLabel(value: n, format: FloatingPointFormatStyle<Double>.number)
        case .date(let d): FormattedAxisLabel(value: d, format: DateTicks.format(for: scale?.dateStep?.0 ?? .day))
        case .category(let name): Text(verbatim: name)
        }
    }
}

nonisolated extension AxisPiece {
    var isLabel: Bool { if case .label = self { true } else { false } }
}

/// The automatic legend: a mark and a name per category, in rows under the chart. The mark is
/// a dot in the category's colour, its symbol when symbols stand for categories, and a short
/// line in its dash (the symbol over it) when line styles do.
nonisolated struct LegendView: View {
    let entries: [ChartPlan.LegendEntry]

    var body: some View {
        LegendFlow {
            ForEach(entries.indices, id: \.self) { i in
                HStack(spacing: 4) {
                    LegendSwatch(entry: entries[i])
                    Text(verbatim: entries[i].name).font(.caption2).foregroundStyle(.secondary).lineLimit(1)
                }
            }
        }
        // Its own height for the chart's width. The wrapper also keeps the nesting the one-row legend
        // had, so a dot at a half pixel rounds as it did (the snapshots stay byte-identical).
        .fixedSize(horizontal: false, vertical: true)
    }
}

nonisolated struct LegendSwatch: View {
    let entry: ChartPlan.LegendEntry

    var body: some View {
        if let dash = entry.dash {
            ZStack {
                LegendLine().stroke(entry.style, style: StrokeStyle(lineWidth: 2, lineCap: dash.isEmpty ? .round : .butt, dash: dash))
                if let symbol = entry.symbol { LegendSymbol(symbol: symbol).fill(entry.style).frame(width: 7, height: 7) }
            }
            .frame(width: 18, height: 7)
        } else if let symbol = entry.symbol {
            LegendSymbol(symbol: symbol).fill(entry.style).frame(width: 7, height: 7)
        } else {
            Circle().fill(entry.style).frame(width: 7, height: 7)
        }
    }
}

/// A horizontal line through the middle of its frame.
nonisolated struct LegendLine: Shape {
    func path(in rect: CGRect) -> Path {
        Path { $0.move(to: CGPoint(x: rect.minX, y: rect.midY)); $0.addLine(to: CGPoint(x: rect.maxX, y: rect.midY)) }
    }
}

/// A chart symbol as a shape of the legend.
nonisolated struct LegendSymbol: Shape {
    let symbol: any ChartSymbolShape
    func path(in rect: CGRect) -> Path { symbol.path(in: rect) }
}
