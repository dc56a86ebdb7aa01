import Foundation

nonisolated extension View {
    /// Sets the transparency of this view (as one group, not per element).
    public func opacity(_ opacity: Double) -> some View {
        effect(.opacity(opacity.isFinite ? min(max(opacity, 0), 1) : 1))
    }

    /// Clips this view to its bounding rectangular frame.
    public func clipped(antialiased: Bool = false) -> some View {
        effect(.clip({ rect, _ in Path(rect) }, FillStyle(antialiased: antialiased)))
    }

    /// Sets a clipping shape for this view.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        // Clipped to the path the shape would be drawn with (NodeDrawing.swift): a `Path` in the
        // view's own coordinates, a container-relative shape from its container, an `AnyShape` as its shape.
        let drawing = ShapeDrawing(shape, style: .color(.clear), mode: .fill(style))
        return effect(.clip({ rect, container in drawing.path(in: rect, container: container) }, style))
    }

    /// Clips this view to its bounding frame, with the specified corner radius (circular corners, as SwiftUI's).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular), style: FillStyle(antialiased: antialiased))
    }

    /// Adds the view and all of its subviews to the accented group (`false`: to the default
    /// group), whose colour it takes in the accented rendering mode (tinted, clear).
    public func widgetAccentable(_ accentable: Bool = true) -> some View {
        effect(.accentGroup(accentable), when: { $0.widgetRenderingMode == .accented })
    }

    /// Hides this view unconditionally; it keeps its place in the layout.
    public func hidden() -> some View { effect(.hidden) }

    /// Sets the container shape to use for any container relative shape within this view.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        let effect: NodeEffect = if let rounded = shape as? RoundedRectangle, rounded.insetAmount == 0 {
            .containerShape(cornerRadius: rounded.cornerSize.width, style: rounded.style, custom: nil)
        } else {
            .containerShape(cornerRadius: 0, style: .continuous, custom: CustomContainerShape { amount, rect in
                let inset = shape.inset(by: amount)
                return inset.path(placedIn: rect, translatesWithFrame: type(of: inset).translatesWithFrame)
            })
        }
        return self.effect(effect)
    }

    /// Binds a view's identity to the given proxy value; recorded, not drawn.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(NodeModifier { node, _ in
            node.annotations["id"] = String(describing: id)
            return node
        })
    }

    /// Sets whether this view mirrors its contents horizontally when the layout direction is
    /// right to left: the whole subtree is drawn mirrored about its frame (text included).
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        effect(.mirrored, when: { enabled && $0.layoutDirection == .rightToLeft })
    }

    /// Wraps the content in a node carrying `effect`, where `condition` holds for the environment.
    func effect(_ effect: NodeEffect, when condition: @escaping (EnvironmentValues) -> Bool = { _ in true }) -> some View {
        modifier(NodeModifier { node, context in
            guard condition(context.environment) else { return node }
            // Effects go on a wrapper so that they apply to the node's whole subtree, outside
            // any effect the node already has.
            let wrapper = context.wrap(node, in: PassthroughLayout(), name: "effect")
            wrapper.effects = [effect]
            return wrapper
        })
    }
}

/// A single-child layout that changes nothing: it carries effects and annotations.
nonisolated struct PassthroughLayout: ForwardsPrimaryViewGuides {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }
}
