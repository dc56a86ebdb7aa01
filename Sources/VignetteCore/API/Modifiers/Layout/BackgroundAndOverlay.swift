import Foundation

nonisolated extension View {
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
        modifier(NodeModifier { node, context in context.layer(layer, on: node, alignment: alignment, behind: behind) })
    }
}

nonisolated extension ResolveContext {
    /// `node` with `layer` behind or in front of it, proposed its size and aligned to it.
    func layer<V: View>(_ layer: V, on node: LayoutNode, alignment: Alignment, behind: Bool) -> LayoutNode {
        // The secondary content is one view: several views inside it are a ZStack.
        let nodes = inStack(nil).resolve(layer)
        guard !nodes.isEmpty else { return node }
        let secondary = nodes.count == 1 ? nodes[0] : container(ZStackLayout(alignment: alignment), children: nodes, name: "ZStack")
        let wrapped = wrap(node, in: SecondaryLayerLayout(alignment: alignment), name: behind ? "background" : "overlay",
                           extra: [secondary])
        if behind { wrapped.paintOrder = [1, 0] }
        return wrapped
    }
}

/// `background`/`overlay`: the secondary view is proposed the primary's size and aligned to it;
/// it never changes the modified view's size (§1.11). Subview 0 is the primary.
nonisolated struct SecondaryLayerLayout: ForwardsPrimaryViewGuides {
    var alignment: Alignment

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let primary = subviews.first else { return }
        primary.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        for secondary in subviews.dropFirst() {
            placeAligned(secondary, in: bounds, alignment: alignment, proposal: ProposedViewSize(bounds.size))
        }
    }
}

nonisolated extension View {
    /// Sets the view's background to the default background style (`.background`: the system
    /// background colour of the colour scheme).
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(.background, ignoresSafeAreaEdges: edges)
    }
}
