import Foundation

nonisolated extension View {
    /// Positions this view within an invisible frame with a size relative to the nearest
    /// container. In a widget the container is its content area (the widget less its content
    /// margins, the whole widget with `contentMarginsDisabled`); a view rendered on its own has
    /// the canvas or proposed size it is rendered for.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Positions this view within an invisible frame whose size on `axes` is `span` of `count`
    /// equal columns (or rows) of the nearest container, with `spacing` between them:
    /// `(length - spacing × (count - 1)) / count × span + spacing × (span - 1)`.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in
            // (A count or span below 1 counts as 1; a non-finite spacing as none.)
            let count = CGFloat(max(count, 1)), span = CGFloat(max(span, 1)), spacing = spacing.isFinite ? spacing : 0
            return (length - spacing * (count - 1)) / count * span + spacing * (span - 1)
        }
    }

    /// Positions this view within an invisible frame whose size on each of `axes` is what
    /// `length` returns for the nearest container's length on that axis.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(LayoutModifier(ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: length)))
    }
}

/// `containerRelativeFrame`: a fixed frame (§1.8) on the chosen axes, its lengths computed from
/// the nearest container's size, an input of the layout pass (see `NearestContainer`).
nonisolated struct ContainerRelativeFrameLayout: ModifierLayout, MergesExplicitGuides {
    static var nodeName: NodeName { "containerRelativeFrame" }
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    /// The nearest container's size in this pass, taken from the environment where the view is evaluated.
    var containerSize = ProposedViewSize.unspecified

    func wrap(_ node: LayoutNode, _ context: ResolveContext) -> LayoutNode {
        var layout = self
        if let container = context.environment.nearestContainer {
            layout.containerSize = container.size
            // The pass is settled only if the container is placed at the size measured against.
            if let boundary = container.boundary { context.session.feedback.readContainer(boundary, size: container.size) }
        }
        let wrapped = context.wrap(node, in: layout, name: Self.nodeName)
        wrapped.traits.priority = 0
        return wrapped
    }

    /// The frame: the container's length through `length` on the chosen axes (a negative or
    /// non-finite result is ignored, as by `frame`), the child's size on the others.
    private var frame: FrameLayout {
        let size = containerSize
        func along(_ axis: Axis, _ set: Axis.Set, _ containerLength: CGFloat?) -> CGFloat? {
            guard axes.contains(set), let containerLength else { return nil }
            return length(containerLength, axis)
        }
        return FrameLayout(width: along(.horizontal, .horizontal, size.width), height: along(.vertical, .vertical, size.height),
                           alignment: alignment)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        frame.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        frame.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { frame.spacing(subviews: subviews, cache: &cache) }
}
