import Foundation
import Vignette
import VignetteCore

/// The position of an annotation.
public nonisolated struct AnnotationPosition: Equatable, Sendable {
    nonisolated enum Kind: Equatable, Sendable {
        case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing
    }
    let kind: Kind

    /// Place the annotation automatically: above a mark (below a bar of a negative value; after a
    /// horizontal bar, before one of a negative value; over a sector).
    public static let automatic = AnnotationPosition(kind: .automatic)
    /// Place the annotation as an overlay of the item.
    public static let overlay = AnnotationPosition(kind: .overlay)
    /// Place the annotation on the top of the item.
    public static let top = AnnotationPosition(kind: .top)
    /// Place the annotation on the bottom of the item.
    public static let bottom = AnnotationPosition(kind: .bottom)
    /// Place the annotation on the leading side of the item.
    public static let leading = AnnotationPosition(kind: .leading)
    /// Place the annotation on the trailing side of the item.
    public static let trailing = AnnotationPosition(kind: .trailing)
    /// Place the annotation on the top leading corner of the item.
    public static let topLeading = AnnotationPosition(kind: .topLeading)
    /// Place the annotation on the top trailing corner of the item.
    public static let topTrailing = AnnotationPosition(kind: .topTrailing)
    /// Place the annotation on the bottom leading corner of the item.
    public static let bottomLeading = AnnotationPosition(kind: .bottomLeading)
    /// Place the annotation on the bottom trailing corner of the item.
    public static let bottomTrailing = AnnotationPosition(kind: .bottomTrailing)
}

/// Information about an item that you add an annotation to.
public nonisolated struct AnnotationContext {
    /// Gets the bounding box of the items being annotated.
    public let targetSize: CGSize
}

/// How an annotation that would reach past the chart (or its plot) is kept inside it.
public nonisolated struct AnnotationOverflowResolution: Sendable {
    /// Describes a boundary of a chart for overflow resolution.
    public nonisolated struct Boundary: Equatable, Sendable {
        nonisolated enum Kind: Equatable, Sendable { case automatic, chart, plot }
        let kind: Kind
        /// Automatically determines the boundary to use (the chart).
        public static let automatic = Boundary(kind: .automatic)
        /// The entire chart.
        public static let chart = Boundary(kind: .chart)
        /// The plot area.
        public static let plot = Boundary(kind: .plot)
    }

    /// Strategies for annotation overflow resolution.
    public nonisolated struct Strategy: Equatable, Sendable {
        nonisolated enum Kind: Equatable, Sendable { case automatic, disabled, fit(Boundary.Kind), padScale }
        let kind: Kind
        /// Automatically chooses an overflow resolution (Vignette places the annotation as is).
        public static let automatic = Strategy(kind: .automatic)
        /// Places the annotation "as-is".
        public static let disabled = Strategy(kind: .disabled)
        /// Fits the annotation automatically, adjusting its position to ensure it doesn't overflow.
        public static let fit = Strategy(kind: .fit(.automatic))
        /// Pads the scale of the chart to make space for the annotation. Vignette does not pad the
        /// scale: it fits the annotation into the plot instead.
        public static let padScale = Strategy(kind: .padScale)
        /// Fits the annotation to the given boundary, adjusting its position to ensure it doesn't overflow.
        public static func fit(to boundary: Boundary) -> Strategy { Strategy(kind: .fit(boundary.kind)) }
    }

    let x: Strategy
    let y: Strategy

    /// Creates an AnnotationOverflowResolution with strategies for the X and Y dimensions.
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {
        self.x = x
        self.y = y
    }

    /// Automatically resolves overflow in each dimension.
    public static let automatic = AnnotationOverflowResolution()
}

/// One `annotation` modifier on a mark: where its view goes and how to build it.
nonisolated struct AnnotationSpec {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var overflow: AnnotationOverflowResolution
    var content: (AnnotationContext) -> AnyView
}

nonisolated extension ChartContent {
    /// Annotates this mark or collection of marks with a view positioned relative to its bounds
    /// (each mark's: a bar's rectangle, a point's symbol, a line's or area's point, a rule's line).
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some ChartContent {
        let view = AnyView(content())
        return annotated(AnnotationSpec(position: position, alignment: alignment, spacing: spacing, overflow: .automatic) { _ in view })
    }

    /// Annotates this mark or collection of marks with a view positioned relative to its bounds,
    /// built from the annotated item's size.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil,
                                    @ViewBuilder content: @escaping (AnnotationContext) -> C) -> some ChartContent {
        annotated(AnnotationSpec(position: position, alignment: alignment, spacing: spacing, overflow: .automatic) { AnyView(content($0)) })
    }

    /// Annotates this mark or collection of marks with a view positioned relative to its bounds,
    /// kept inside the chart or its plot as `overflowResolution` says.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution,
                                    @ViewBuilder content: () -> C) -> some ChartContent {
        let view = AnyView(content())
        return annotated(AnnotationSpec(position: position, alignment: alignment, spacing: spacing,
                                        overflow: overflowResolution) { _ in view })
    }

    /// Annotates this mark or collection of marks with a view built from the annotated item's size,
    /// kept inside the chart or its plot as `overflowResolution` says.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution,
                                    @ViewBuilder content: @escaping (AnnotationContext) -> C) -> some ChartContent {
        annotated(AnnotationSpec(position: position, alignment: alignment, spacing: spacing,
                                 overflow: overflowResolution) { AnyView(content($0)) })
    }

    private func annotated(_ spec: AnnotationSpec) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self) { $0.annotations.append(spec) }
    }
}
