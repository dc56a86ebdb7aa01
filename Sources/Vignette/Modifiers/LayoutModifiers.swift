import Foundation

extension View {
    /// Adds an equal padding amount to specific edges of this view (16 pt by default on iOS).
    @inlinable
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _padding(edges, length) }

    /// Adds a specific padding amount to each edge of this view.
    @inlinable
    public func padding(_ insets: EdgeInsets) -> some View { _padding(insets) }

    /// Adds padding to all edges of this view.
    @inlinable
    public func padding(_ length: CGFloat) -> some View { _padding(.all, length) }

    /// Positions this view within an invisible frame with the specified size.
    @inlinable
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        _frame(width: width, height: height, alignment: alignment)
    }

    /// Positions this view within an invisible frame having the specified size constraints.
    @inlinable
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        _frame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
               minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)
    }

    /// Fixes this view at its ideal size in the given dimensions.
    @inlinable
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { _fixedSize(horizontal: horizontal, vertical: vertical) }

    /// Fixes this view at its ideal size.
    @inlinable
    public func fixedSize() -> some View { _fixedSize(horizontal: true, vertical: true) }

    /// Offset this view by the horizontal and vertical amount specified in the offset parameter.
    @inlinable
    public func offset(_ offset: CGSize) -> some View { _offset(offset) }

    /// Offset this view by the specified horizontal and vertical distances.
    @inlinable
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { _offset(CGSize(width: x, height: y)) }

    /// Positions the center of this view at the specified coordinates in its parent's coordinate space.
    @inlinable
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { _position(CGPoint(x: x, y: y)) }

    /// Positions the center of this view at the specified point in its parent's coordinate space.
    @inlinable
    public func position(_ position: CGPoint) -> some View { _position(position) }

    /// Sets the priority by which a parent layout should apportion space to this child.
    public func layoutPriority(_ value: Double) -> some View {
        modifier(NodeModifier { node, _ in
            node.traits.priority = value.isNaN ? 0 : value
            return node
        })
    }

    /// Associates a value with a custom layout property.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(NodeModifier { node, _ in
            node.traits.layoutValues[ObjectIdentifier(key)] = value
            return node
        })
    }

    /// Sets the view's horizontal alignment guide.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(NodeModifier { node, _ in
            node.guideOverrides[g.key] = computeValue
            return node
        })
    }

    /// Sets the view's vertical alignment guide.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(NodeModifier { node, _ in
            node.guideOverrides[g.key] = computeValue
            return node
        })
    }
}

// The modifiers above are inlinable, as SwiftUI's are, so that a client module knows the
// concrete type behind their `some View`: otherwise it asks the runtime for the opaque type's
// metadata and conformance each time it builds the view (a twentieth of evaluating a view tree).
// The helpers below are inlinable too, so that the client also builds the `ModifiedContent`
// itself, knowing its type; the modifier comes from code that does not depend on the view.
extension View {
    @inlinable
    func _padding(_ edges: Edge.Set, _ length: CGFloat?) -> ModifiedContent<Self, NodeModifier> {
        ModifiedContent(content: self, modifier: .padding(edges, length))
    }

    @inlinable
    func _padding(_ insets: EdgeInsets) -> ModifiedContent<Self, NodeModifier> {
        ModifiedContent(content: self, modifier: .padding(insets))
    }

    @inlinable
    func _frame(width: CGFloat?, height: CGFloat?, alignment: Alignment) -> ModifiedContent<Self, NodeModifier> {
        ModifiedContent(content: self, modifier: .frame(width: width, height: height, alignment: alignment))
    }

    @inlinable
    func _frame(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, idealHeight: CGFloat?,
                maxHeight: CGFloat?, alignment: Alignment) -> ModifiedContent<Self, NodeModifier> {
        ModifiedContent(content: self, modifier: .frame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                                                        idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }

    @inlinable
    func _fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, NodeModifier> {
        ModifiedContent(content: self, modifier: .fixedSize(horizontal: horizontal, vertical: vertical))
    }

    @inlinable
    func _offset(_ offset: CGSize) -> ModifiedContent<Self, NodeModifier> { ModifiedContent(content: self, modifier: .offset(offset)) }

    @inlinable
    func _position(_ position: CGPoint) -> ModifiedContent<Self, NodeModifier> {
        ModifiedContent(content: self, modifier: .position(position))
    }
}

extension NodeModifier {
    @usableFromInline
    static func padding(_ edges: Edge.Set, _ length: CGFloat?) -> NodeModifier {
        wrapping(in: PaddingLayout(insets: EdgeInsets(edges, length ?? 16).sanitized, edges: edges), name: "padding")
    }

    @usableFromInline
    static func padding(_ insets: EdgeInsets) -> NodeModifier {
        wrapping(in: PaddingLayout(insets: insets.sanitized, edges: .all), name: "padding")
    }

    @usableFromInline
    static func frame(width: CGFloat?, height: CGFloat?, alignment: Alignment) -> NodeModifier {
        let layout = FrameLayout(width: width, height: height, alignment: alignment)
        return wrapping(in: layout, name: "frame", constantSize: layout.constantSize)
    }

    @usableFromInline
    static func frame(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, idealHeight: CGFloat?,
                      maxHeight: CGFloat?, alignment: Alignment) -> NodeModifier {
        wrapping(in: FlexFrameLayout(horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                                     vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
                                     alignment: alignment), name: "frame")
    }

    @usableFromInline
    static func fixedSize(horizontal: Bool, vertical: Bool) -> NodeModifier {
        wrapping(in: FixedSizeLayout(horizontal: horizontal, vertical: vertical), name: "fixedSize")
    }

    @usableFromInline
    static func offset(_ offset: CGSize) -> NodeModifier { wrapping(in: OffsetLayout(offset: offset), name: "offset") }

    @usableFromInline
    static func position(_ position: CGPoint) -> NodeModifier { wrapping(in: PositionLayout(position: position), name: "position") }
}

extension NodeModifier {
    /// Wraps each node in a single-child layout. Generic over the layout alone (not the
    /// view), so that each built-in layout gets code of its own instead of generic code that
    /// looks up type metadata for every node.
    /// - Parameter constantSize: the size the layout always chooses, if it does not depend on
    ///   the proposal (the node then answers every proposal without asking its layout).
    static func wrapping<L: Layout>(in layout: L, name: String, constantSize: CGSize? = nil) -> NodeModifier {
        NodeModifier { node, context in
            let wrapped = context.wrap(node, in: layout, name: .string(name))
            wrapped.constantSize = constantSize
            return wrapped
        }
    }
}

extension View {
    /// Layers the views that you specify behind this view.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        secondaryLayer(content(), alignment: alignment, behind: true)
    }

    /// Layers the given view behind this view (deprecated in SwiftUI in favour of the style
    /// and closure forms, which win when both apply, as with `Color`).
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        secondaryLayer(background, alignment: alignment, behind: true)
    }

    /// Sets the view's background to a style.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        secondaryLayer(StyleFill(style: style), alignment: .center, behind: true)
    }

    /// Sets the view's background to a shape filled with a style.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        secondaryLayer(shape.fill(style, style: fillStyle), alignment: .center, behind: true)
    }

    /// Sets the view's background to a shape filled with the background style.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        secondaryLayer(shape.fill(Color(provider: .system(.systemBackground)), style: fillStyle), alignment: .center, behind: true)
    }

    /// Layers the views that you specify in front of this view.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        secondaryLayer(content(), alignment: alignment, behind: false)
    }

    /// Places the given view in front of this view.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        secondaryLayer(overlay, alignment: alignment, behind: false)
    }

    /// Layers the specified style in front of this view.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        secondaryLayer(StyleFill(style: style), alignment: .center, behind: false)
    }

    /// Layers a shape that you specify in front of this view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        secondaryLayer(shape.fill(style, style: fillStyle), alignment: .center, behind: false)
    }

    func secondaryLayer<V: View>(_ layer: V, alignment: Alignment, behind: Bool) -> some View {
        modifier(NodeModifier { node, context in
            // The secondary content is one view: several views inside it are a ZStack.
            let nodes = context.inStack(nil).resolve(layer)
            guard !nodes.isEmpty else { return node }
            let secondary = nodes.count == 1 ? nodes[0] : context.container(ZStackLayout(alignment: alignment), children: nodes, name: "ZStack")
            let wrapped = context.wrap(node, in: SecondaryLayerLayout(alignment: alignment), name: behind ? "background" : "overlay",
                                       extra: [secondary])
            if behind { wrapped.paintOrder = [1, 0] }
            return wrapped
        })
    }
}
