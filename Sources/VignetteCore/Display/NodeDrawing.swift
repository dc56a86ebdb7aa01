import Foundation

/// What a leaf node paints in its frame.
nonisolated enum NodeDrawing {
    /// Text, drawn as placeholder bars when `redacted`; `viewPath`: the types of the views
    /// around it (not its own), for the fit report (`TextFit`).
    case text(ResolvedText, redacted: Bool, viewPath: [Any.Type])
    case shape(ShapeDrawing)
    /// An image; drawn as a rounded box in `placeholderColor` when `redacted`. A symbol drawn in
    /// several colours has `layerTints`, one for each of its asset's `symbolLayers`, and draws
    /// each layer in its colour; with none it is drawn whole, in `tint` for a template.
    case image(ImageAsset, tint: RGBA?, layerTints: [RGBA], interpolation: Image.Interpolation, redacted: Bool, placeholderColor: RGBA)
}

/// A shape to paint: the shape (its path is made for the node's frame), the resolved style,
/// and fill or stroke.
nonisolated struct ShapeDrawing {
    let shape: any Shape
    /// `ContainerRelativeShape` takes its path from the enclosing container shape.
    let isContainerRelative: Bool
    /// A built-in shape that can be asked for its path in the placed frame (ShapePlacement.swift).
    let translatesWithFrame: Bool
    let style: ResolvedStyle
    let mode: ShapeDrawMode

    init<S: Shape>(_ shape: S, style: ResolvedStyle, mode: ShapeDrawMode) {
        if S.self == AnyShape.self, let erased = shape as? AnyShape {
            // An `AnyShape` draws as the shape it wraps (container-relative and path shapes included).
            self.shape = erased.base
            isContainerRelative = erased.base is ContainerRelativeShape
            translatesWithFrame = type(of: erased.base).translatesWithFrame
        } else {
            self.shape = shape
            isContainerRelative = S.self == ContainerRelativeShape.self
            translatesWithFrame = S.translatesWithFrame
        }
        self.style = style
        self.mode = mode
    }

    /// The path for the node's frame (absolute): the shape's path in its own bounds, moved to the frame.
    func path(in rect: CGRect, container: ContainerShapeContext?) -> Path {
        if isContainerRelative, let relative = shape as? ContainerRelativeShape { return relative.path(in: rect, container: container) }
        return shape.path(placedIn: rect, translatesWithFrame: translatesWithFrame)
    }
}

/// Effects around a node's subtree, outermost first.
nonisolated enum NodeEffect {
    case opacity(Double)
    /// An offscreen layer: blend mode, blur, shadow.
    case layer(DisplayLayer)
    /// The node's second child is a mask for its first (`mask(alignment:_:)`).
    case maskedBySecondChild
    /// Clip to a shape computed for the node's frame.
    case clip((CGRect, ContainerShapeContext?) -> Path, FillStyle)
    /// The subtree becomes the container shape for `ContainerRelativeShape` inside it: a rounded
    /// rectangle, or another shape by its inset paths.
    case containerShape(cornerRadius: CGFloat, style: RoundedCornerStyle, custom: CustomContainerShape?)
    /// Nothing of the subtree is drawn (`hidden()`), layout unchanged.
    case hidden
    /// The subtree is drawn mirrored about its frame's vertical centre line
    /// (`flipsForRightToLeftLayoutDirection` in a right-to-left layout).
    case mirrored
    /// The subtree is drawn through an affine transform computed for the node's frame
    /// (`rotationEffect`, `scaleEffect`, `transformEffect`, `rotation3DEffect`).
    case transform((CGRect) -> CGAffineTransform)
    /// The subtree is drawn in a rendering mode's colours (`Recoloring`).
    case recolor(Recoloring)
    /// In the accented rendering mode, the subtree is in the accent group, or not (`widgetAccentable`).
    case accentGroup(Bool)
    /// In the accented rendering mode, how the subtree's images are drawn (`widgetAccentedRenderingMode`).
    case accentedImageMode(WidgetAccentedRenderingMode?)
}

/// Whether a shape is filled or stroked.
nonisolated enum ShapeDrawMode {
    case fill(FillStyle)
    case stroke(StrokeStyle)
}
