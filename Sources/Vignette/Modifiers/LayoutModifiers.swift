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
    func _padding(_ edges: Edge.Set, _ length: CGFloat?) -> ModifiedContent<Self, LayoutModifier> {
        ModifiedContent(content: self, modifier: .padding(edges, length))
    }

    @inlinable
    func _padding(_ insets: EdgeInsets) -> ModifiedContent<Self, LayoutModifier> {
        ModifiedContent(content: self, modifier: .padding(insets))
    }

    @inlinable
    func _frame(width: CGFloat?, height: CGFloat?, alignment: Alignment) -> ModifiedContent<Self, LayoutModifier> {
        ModifiedContent(content: self, modifier: .frame(width: width, height: height, alignment: alignment))
    }

    @inlinable
    func _frame(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, idealHeight: CGFloat?,
                maxHeight: CGFloat?, alignment: Alignment) -> ModifiedContent<Self, LayoutModifier> {
        ModifiedContent(content: self, modifier: .frame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                                                        idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }

    @inlinable
    func _fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, LayoutModifier> {
        ModifiedContent(content: self, modifier: .fixedSize(horizontal: horizontal, vertical: vertical))
    }

    @inlinable
    func _offset(_ offset: CGSize) -> ModifiedContent<Self, LayoutModifier> { ModifiedContent(content: self, modifier: .offset(offset)) }

    @inlinable
    func _position(_ position: CGPoint) -> ModifiedContent<Self, LayoutModifier> {
        ModifiedContent(content: self, modifier: .position(position))
    }
}

extension LayoutModifier {
    @usableFromInline
    static func padding(_ edges: Edge.Set, _ length: CGFloat?) -> Self {
        Self(.padding(PaddingLayout(insets: EdgeInsets(edges, length ?? 16).sanitized, edges: edges)))
    }

    @usableFromInline
    static func padding(_ insets: EdgeInsets) -> Self { Self(.padding(PaddingLayout(insets: insets.sanitized, edges: .all))) }

    @usableFromInline
    static func frame(width: CGFloat?, height: CGFloat?, alignment: Alignment) -> Self {
        Self(.frame(FrameLayout(width: width, height: height, alignment: alignment)))
    }

    @usableFromInline
    static func frame(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, idealHeight: CGFloat?,
                      maxHeight: CGFloat?, alignment: Alignment) -> Self {
        Self(.flexibleFrame(FlexFrameLayout(horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                                            vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
                                            alignment: alignment)))
    }

    @usableFromInline
    static func fixedSize(horizontal: Bool, vertical: Bool) -> Self {
        Self(.fixedSize(FixedSizeLayout(horizontal: horizontal, vertical: vertical)))
    }

    @usableFromInline
    static func offset(_ offset: CGSize) -> Self { Self(.offset(OffsetLayout(offset: offset))) }

    @usableFromInline
    static func position(_ position: CGPoint) -> Self { Self(.position(PositionLayout(position: position))) }
}

/// A primitive modifier that wraps each node of its content in one of the built-in
/// single-child layouts, held in the modifier itself: a `NodeModifier` closure capturing the
/// layout was an allocation per modified view, and generic code over the layout would look up
/// the node type's metadata for every node.
@usableFromInline
struct LayoutModifier: PrimitiveModifier {
    enum Wrapper {
        case frame(FrameLayout)
        case flexibleFrame(FlexFrameLayout)
        case padding(PaddingLayout)
        case fixedSize(FixedSizeLayout)
        case offset(OffsetLayout)
        case position(PositionLayout)
        case aspectRatio(AspectRatioLayout)
    }

    let wrapper: Wrapper

    init(_ wrapper: Wrapper) { self.wrapper = wrapper }

    func apply<Content: View>(to content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        context.modify(content, into: &nodes) { node, context in wrap(node, context) }
    }

    private func wrap(_ node: LayoutNode, _ context: ResolveContext) -> LayoutNode {
        switch wrapper {
        case .frame(let layout):
            let wrapped = context.wrap(node, in: layout, name: "frame")
            // A size fixed on both axes answers every proposal without asking the layout.
            wrapped.constantSize = layout.constantSize
            return wrapped
        case .flexibleFrame(let layout): return context.wrap(node, in: layout, name: "frame")
        case .padding(let layout): return context.wrap(node, in: layout, name: "padding")
        case .fixedSize(let layout): return context.wrap(node, in: layout, name: "fixedSize")
        case .offset(let layout): return context.wrap(node, in: layout, name: "offset")
        case .position(let layout): return context.wrap(node, in: layout, name: "position")
        case .aspectRatio(let layout): return context.wrap(node, in: layout, name: "aspectRatio")
        }
    }

    @usableFromInline func body(content: Content) -> Never { fatalError("LayoutModifier is a primitive modifier") }
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
