import Foundation
import Vignette
import VignetteCore

/// One annotation ready to place: the annotated item's frame in the plot and how to place by it.
nonisolated struct PlacedAnnotation {
    var target: CGRect
    /// Never `.automatic`: resolved for the mark.
    var position: AnnotationPosition.Kind
    var alignment: Alignment
    var spacing: CGFloat
    var overflow: AnnotationOverflowResolution
    var content: (AnnotationContext) -> AnyView
}

nonisolated extension ChartPlan {
    /// The distance between an annotation and its item when `spacing` is nil. Apple does not
    /// publish it; 4 points is Vignette's reading of Swift Charts' bar-top labels.
    static let annotationSpacing: CGFloat = 4

    /// Every annotation of the chart's marks in a plot of `size`, in the marks' order.
    func annotations(in size: CGSize) -> [PlacedAnnotation] {
        var placed: [PlacedAnnotation] = []
        for (i, mark) in marks.enumerated() where !mark.annotations.isEmpty {
            guard let target = annotationTarget(i, size) else { continue }
            for spec in mark.annotations {
                let position = spec.position.kind == .automatic ? automaticAnnotationPosition(i) : spec.position.kind
                placed.append(PlacedAnnotation(target: target, position: position, alignment: spec.alignment,
                                               spacing: spec.spacing ?? Self.annotationSpacing, overflow: spec.overflow,
                                               content: spec.content))
            }
        }
        return placed
    }

    /// The item an annotation is placed by: a bar's or rectangle's frame, a point's symbol, the
    /// point of a line (the top of an area) with no size, a rule's line, a sector's middle.
    func annotationTarget(_ i: Int, _ size: CGSize) -> CGRect? {
        let mark = marks[i]
        switch mark.kind {
        case .bar, .rectangle:
            return rectangle(i, size)
        case .point:
            guard let c = point(mark, size) else { return nil }
            let side = mark.symbolSize ?? CGSize(width: Self.symbolSide, height: Self.symbolSide)
            return CGRect(x: c.x - side.width / 2, y: c.y - side.height / 2, width: side.width, height: side.height)
        case .line:
            return point(mark, size).map { CGRect(origin: $0, size: .zero) }
        case .area:
            return (areaSpan(i, size)?.top ?? point(mark, size)).map { CGRect(origin: $0, size: .zero) }
        case .rule:
            guard let (a, b) = ruleSegment(mark, size) else { return nil }
            return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        case .sector:
            guard let (start, end) = sectorAngles[i], let (inner, outer) = sectorRadii(i, size) else { return nil }
            let angle = (start + end) / 2, radius = Double(inner + outer) / 2
            return CGRect(x: size.width / 2 + CGFloat(radius * sin(angle)), y: size.height / 2 - CGFloat(radius * cos(angle)),
                          width: 0, height: 0)
        }
    }

    /// What `.automatic` means for a mark: past a bar's end (before it for a negative value),
    /// over a sector, above anything else.
    func automaticAnnotationPosition(_ i: Int) -> AnnotationPosition.Kind {
        let mark = marks[i]
        switch mark.kind {
        case .sector:
            return .overlay
        case .bar:
            let across = horizontal.contains(i)
            var negative = false
            if case .value(let slot) = across ? mark.x : mark.y, let v = slot.data.number, Self.isNumber(slot.data) { negative = v < 0 }
            return across ? (negative ? .leading : .trailing) : (negative ? .bottom : .top)
        default:
            return .top
        }
    }
}

/// Where an annotation of `size` goes by its `target`: outside the target on the side the
/// position names, `spacing` away, lined up with the target's edge or centre that the
/// alignment names along that side; over the target (`.overlay`), aligned inside it and
/// `spacing` in from the edges it is aligned to; outside a corner for the corner positions.
nonisolated enum AnnotationPlacement {
    static func frame(size: CGSize, target r: CGRect, position: AnnotationPosition.Kind, alignment: Alignment,
                      spacing d: CGFloat) -> CGRect {
        let h = alignment.horizontal == .leading ? -1 : alignment.horizontal == .trailing ? 1 : 0
        let v = alignment.vertical == .top ? -1 : alignment.vertical == .bottom ? 1 : 0
        // Along an edge: start, centre or end of the target's extent.
        func along(_ lo: CGFloat, _ hi: CGFloat, _ length: CGFloat, _ side: Int) -> CGFloat {
            side < 0 ? lo : side > 0 ? hi - length : (lo + hi) / 2 - length / 2
        }
        let above = r.minY - d - size.height, below = r.maxY + d
        let before = r.minX - d - size.width, after = r.maxX + d
        let x: CGFloat, y: CGFloat
        switch position {
        case .top: (x, y) = (along(r.minX, r.maxX, size.width, h), above)
        case .bottom: (x, y) = (along(r.minX, r.maxX, size.width, h), below)
        case .leading: (x, y) = (before, along(r.minY, r.maxY, size.height, v))
        case .trailing: (x, y) = (after, along(r.minY, r.maxY, size.height, v))
        case .topLeading: (x, y) = (before, above)
        case .topTrailing: (x, y) = (after, above)
        case .bottomLeading: (x, y) = (before, below)
        case .bottomTrailing: (x, y) = (after, below)
        case .overlay, .automatic:
            x = along(r.minX + (h < 0 ? d : 0), r.maxX - (h > 0 ? d : 0), size.width, h)
            y = along(r.minY + (v < 0 ? d : 0), r.maxY - (v > 0 ? d : 0), size.height, v)
        }
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }

    /// `frame` moved inside `bounds` along the axes whose strategy fits it (an annotation larger
    /// than the bounds keeps its leading or top edge inside).
    static func resolve(_ frame: CGRect, _ overflow: AnnotationOverflowResolution, plot: CGRect, chart: CGRect) -> CGRect {
        func bounds(_ strategy: AnnotationOverflowResolution.Strategy) -> CGRect? {
            switch strategy.kind {
            case .automatic, .disabled: nil
            case .fit(.plot), .padScale: plot
            case .fit(.automatic), .fit(.chart): chart
            }
        }
        var f = frame
        if let b = bounds(overflow.x) { f.origin.x = max(min(f.minX, b.maxX - f.width), b.minX) }
        if let b = bounds(overflow.y) { f.origin.y = max(min(f.minY, b.maxY - f.height), b.minY) }
        return f
    }
}

/// The name of a chart's own coordinate space, in which its annotations find the plot.
nonisolated struct ChartCoordinateSpace: Hashable {}

/// The annotations of a chart's marks, over the plot and labels: laid over the plot frame, each
/// at its ideal size where `AnnotationPlacement` puts it, not clipped (as in Swift Charts).
nonisolated struct AnnotationLayer: View {
    let plan: ChartPlan
    let chartSize: CGSize

    var body: some View {
        GeometryReader { proxy in
            let annotations = plan.annotations(in: proxy.size)
            let origin = proxy.frame(in: .named(ChartCoordinateSpace())).origin
            let chart = CGRect(x: -origin.x, y: -origin.y, width: chartSize.width, height: chartSize.height)
            AnnotationLayout(annotations: annotations, chart: chart) {
                ForEach(annotations.indices, id: \.self) { k in
                    annotations[k].content(AnnotationContext(targetSize: annotations[k].target.size))
                }
            }
        }
    }
}

nonisolated struct AnnotationLayout: Layout {
    let annotations: [PlacedAnnotation]
    /// The chart's bounds in the plot's coordinates.
    let chart: CGRect

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let plot = CGRect(origin: .zero, size: bounds.size)
        for (view, a) in zip(subviews, annotations) {
            let size = view.sizeThatFits(.unspecified)
            let placed = AnnotationPlacement.frame(size: size, target: a.target, position: a.position, alignment: a.alignment,
                                                   spacing: a.spacing)
            let f = AnnotationPlacement.resolve(placed, a.overflow, plot: plot, chart: chart)
            view.place(at: CGPoint(x: bounds.minX + f.minX, y: bounds.minY + f.minY), anchor: .topLeading,
                       proposal: ProposedViewSize(f.size))
        }
    }
}
