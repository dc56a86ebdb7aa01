import Foundation

nonisolated extension Shape {
    /// Returns a new shape that is a stroked copy of `self`, using the contents of `style` to
    /// define the stroke characteristics.
    ///
    /// Drawn, it strokes with the foreground style (or with the style given to `fill`).
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> { _StrokedShape(shape: self, style: style) }

    /// Returns a new shape that is a stroked copy of `self` with line-width defined by
    /// `lineWidth` and all other properties of `StrokeStyle` having their default values.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> { stroke(style: StrokeStyle(lineWidth: lineWidth)) }
}

/// A shape stroked with a style: what `stroke(style:)` returns (SwiftUI's `some Shape`).
///
/// It draws as a stroke of the shape it wraps. Vignette does not compute stroke outlines, so
/// `path(in:)` (used only when the shape clips or masks) is the wrapped shape's path itself.
public nonisolated struct _StrokedShape<Content: Shape>: Shape {
    /// The shape stroked.
    public var shape: Content
    /// How it is stroked.
    public var style: StrokeStyle

    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    /// Drawn as a stroke in the foreground style.
    public var body: _ShapeView<Content, ForegroundStyle> { _ShapeView(shape: shape, style: ForegroundStyle(), mode: .stroke(style)) }

    /// Fills the stroke with a color or gradient.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Content, S> {
        _ShapeView(shape: shape, style: content, mode: .stroke(self.style))
    }
}
