import Foundation

/// A 2D shape that you can use when drawing a view, as SwiftUI's `Shape`.
public nonisolated protocol Shape: Animatable, View, Sendable {
    /// Describes this shape as a path within a rectangular frame of reference.
    func path(in rect: CGRect) -> Path
    /// Returns the size of the view that will render the shape, given a proposed size.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

nonisolated extension Shape {
    /// Built-in shapes have an ideal size of 10×10 and otherwise take the proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    /// A shape is drawn filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle(), mode: .fill(FillStyle())) }

    /// Fills this shape with a color or gradient.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, mode: .fill(style))
    }

    /// Fills this shape with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), mode: .fill(style))
    }

    // The stroke forms are in ShapeView.swift (iOS 17's `StrokeShapeView`) and StrokedShape.swift.
}

/// A shape type that is able to inset itself to produce another shape.
public nonisolated protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// Returns `self` inset by `amount`.
    func inset(by amount: CGFloat) -> InsetShape
}

// The stroke-border forms are in ShapeView.swift (iOS 17's `StrokeBorderShapeView`).

/// The characteristics of a stroke that traces a path.
public nonisolated struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth.isFinite ? max(lineWidth, 0) : 1
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// Styles for rendering the endpoint of a stroked line.
public nonisolated enum CGLineCap: Int32, Hashable, Sendable {
    case butt, round, square
}

/// Junction types for stroked lines.
public nonisolated enum CGLineJoin: Int32, Hashable, Sendable {
    case miter, round, bevel
}

/// A style for rasterizing vector shapes.
public nonisolated struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A shape filled or stroked with a style: the view a `Shape` becomes.
public nonisolated struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    typealias Mode = ShapeDrawMode

    /// The shape being drawn (`ShapeView`'s requirement).
    public var shape: Content
    let style: Style
    let mode: Mode

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        // The foreground style (the default) is resolved once per environment.
        let resolved = Style.self == ForegroundStyle.self ? context.session.style(in: context.environment).foreground
                                                          : style._resolveStyle(in: context.environment)
        nodes.append(context.leaf(ShapeLeaf(painted: ShapeDrawing(shape, style: resolved, mode: mode)), name: .type(Content.self)))
    }
}

/// A shape's leaf: sized by the shape, painted with its style. Not generic over the shape, so
/// that making one needs no type metadata looked up at run time.
nonisolated struct ShapeLeaf: LeafLayout {
    let painted: ShapeDrawing
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { painted.shape.sizeThatFits(proposal) }
    var drawing: NodeDrawing? { .shape(painted) }
}

/// Fills the proposed area with a style: `Color` and gradients used as views.
nonisolated struct StyleFill<S: ShapeStyle>: View, PrimitiveView {
    let style: S

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let drawing = ShapeDrawing(Rectangle(), style: style._resolveStyle(in: context.environment), mode: .fill(FillStyle()))
        nodes.append(context.leaf(ShapeLeaf(painted: drawing), name: .type(S.self)))
    }
}

nonisolated extension Color: View, PrimitiveView {
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) { StyleFill(style: self).makeNodes(context, into: &nodes) }
}
