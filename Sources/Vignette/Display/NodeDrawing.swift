import Foundation

/// What a leaf node paints in its frame.
enum NodeDrawing {
    /// Text, drawn as placeholder bars when `redacted`.
    case text(ResolvedText, redacted: Bool)
    case shape(ShapeDrawing)
    /// An image; drawn as a rounded box in `placeholderColor` when `redacted`.
    case image(ImageAsset, tint: RGBA?, interpolation: Image.Interpolation, redacted: Bool, placeholderColor: RGBA)
}

/// A shape to paint: its path for a frame, the resolved style, and fill or stroke.
struct ShapeDrawing {
    let path: (CGRect, ContainerShapeContext?) -> Path
    let style: ResolvedStyle
    let mode: ShapeDrawMode
}

/// Effects around a node's subtree, outermost first.
enum NodeEffect {
    case opacity(Double)
    /// An offscreen layer: blend mode, blur, shadow.
    case layer(DisplayLayer)
    /// The node's second child is a mask for its first (`mask(alignment:_:)`).
    case maskedBySecondChild
    /// Clip to a shape computed for the node's frame.
    case clip((CGRect, ContainerShapeContext?) -> Path, FillStyle)
    /// The subtree becomes the container shape for `ContainerRelativeShape` inside it.
    case containerShape(cornerRadius: CGFloat, style: RoundedCornerStyle)
    /// Nothing of the subtree is drawn (`hidden()`), layout unchanged.
    case hidden
    /// The subtree is drawn mirrored about its frame's vertical centre line
    /// (`flipsForRightToLeftLayoutDirection` in a right-to-left layout).
    case mirrored
}

/// Whether a shape is filled or stroked.
enum ShapeDrawMode {
    case fill(FillStyle)
    case stroke(StrokeStyle)
}
