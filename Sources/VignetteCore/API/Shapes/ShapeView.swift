import Foundation

/// A view that provides a shape that you can use for drawing operations (iOS 17's `ShapeView`):
/// what `fill`, `stroke` and `strokeBorder` return, so that they chain —
/// `Circle().fill(.blue).stroke(.red, lineWidth: 2)`. Each step is drawn over the one before
/// (that one is its `background`), all in the frame the shape chooses.
public nonisolated protocol ShapeView<Content>: View {
    /// The type of shape this can provide.
    associatedtype Content: Shape
    /// The shape that this type draws and provides for other drawing operations.
    var shape: Content { get }
}

nonisolated extension _ShapeView: ShapeView {}

nonisolated extension ShapeView {
    /// Fills this shape with a color or gradient, over what this view draws.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// Traces the outline of this shape with a color or gradient, over what this view draws.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Traces the outline of this shape with a color or gradient, over what this view draws.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

nonisolated extension ShapeView where Content: InsettableShape {
    /// Strokes the shape inset by half the line width (so the stroke stays inside the frame),
    /// over what this view draws.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes the shape inset by half the line width, over what this view draws.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

nonisolated extension Shape {
    /// Traces the outline of this shape with a color or gradient.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        StrokeShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// Traces the outline of this shape with a color or gradient.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

nonisolated extension InsettableShape {
    /// Insets the shape by `style.lineWidth / 2`, strokes it with `style` and fills the stroke
    /// with `content`: the stroke stays inside the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeBorderShapeView<Self, S, EmptyView> {
        StrokeBorderShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// Insets the shape by half the line width and strokes it with `content`.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeBorderShapeView<Self, S, EmptyView> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Insets the shape by `style.lineWidth / 2` and strokes it with the foreground style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased)
    }

    /// Insets the shape by half the line width and strokes it with the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// A shape provider that fills its shape (the return type of `ShapeView.fill`).
public nonisolated struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView {
    /// The shape that this type draws and provides for other drawing operations.
    public var shape: Content
    /// The style that fills this view's shape.
    public var style: Style
    /// The fill style used when filling this view's shape.
    public var fillStyle: FillStyle
    /// The background shown beneath this view.
    public var background: Background

    /// Create a FillShapeView.
    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let drawing = ShapeDrawing(shape, style: resolveShapeStyle(style, context), mode: .fill(fillStyle))
        layerShape(drawing, over: background, name: .type(Content.self), context, into: &nodes)
    }
}

/// A shape provider that strokes its shape (the return type of `Shape.stroke`).
///
/// `isAntialiased` is kept but strokes are always drawn antialiased.
public nonisolated struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView {
    /// The shape that this type draws and provides for other drawing operations.
    public var shape: Content
    /// The style that strokes the border of this view's shape.
    public var style: Style
    /// The stroke style used when stroking this view's shape.
    public var strokeStyle: StrokeStyle
    /// Whether this shape should be drawn antialiased.
    public var isAntialiased: Bool
    /// The background shown beneath this view.
    public var background: Background

    /// Create a StrokeShapeView.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let drawing = ShapeDrawing(shape, style: resolveShapeStyle(style, context), mode: .stroke(strokeStyle))
        layerShape(drawing, over: background, name: .type(Content.self), context, into: &nodes)
    }
}

/// A shape provider that strokes the border of its shape, inside its frame (the return type
/// of `Shape.strokeBorder`).
///
/// `isAntialiased` is kept but strokes are always drawn antialiased.
public nonisolated struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView {
    /// The shape that this type draws and provides for other drawing operations.
    public var shape: Content
    /// The style that strokes the border of this view's shape.
    public var style: Style
    /// The stroke style used when stroking this view's shape.
    public var strokeStyle: StrokeStyle
    /// Whether this shape should be drawn antialiased.
    public var isAntialiased: Bool
    /// The background shown beneath this view.
    public var background: Background

    /// Create a stroke border shape.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        // The inset shape is sized like the shape (insetting changes the path, not the frame).
        let drawing = ShapeDrawing(shape.inset(by: strokeStyle.lineWidth / 2), style: resolveShapeStyle(style, context),
                                   mode: .stroke(strokeStyle))
        layerShape(drawing, over: background, name: .type(Content.self), context, into: &nodes)
    }
}

/// A shape style resolved for a view's environment; the foreground style (the default) once
/// per environment.
func resolveShapeStyle<S: ShapeStyle>(_ style: S, _ context: ResolveContext) -> ResolvedStyle {
    S.self == ForegroundStyle.self ? context.session.style(in: context.environment).foreground
                                   : style._resolveStyle(in: context.environment)
}

/// Appends a shape's leaf; over a background (the previous step of a `ShapeView` chain), the
/// two share one frame in a centred stack, the background drawn first.
private func layerShape<Background: View>(_ drawing: ShapeDrawing, over background: Background, name: NodeName,
                                          _ context: ResolveContext, into nodes: inout [LayoutNode]) {
    let leaf = context.leaf(ShapeLeaf(painted: drawing), name: name)
    if Background.self == EmptyView.self {
        nodes.append(leaf)
        return
    }
    let below = context.inStack(nil).resolve(background)
    nodes.append(context.container(ZStackLayout(alignment: .center), children: below + [leaf], name: name))
}
