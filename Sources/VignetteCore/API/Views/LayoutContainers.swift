import Foundation

/// A view that arranges its subviews in a horizontal line.
public nonisolated struct HStack<Content: View>: View, PrimitiveView {
    @usableFromInline let layout: HStackLayout
    @usableFromInline let content: Content

    @inlinable
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        warnIfSpacingIsInvalid(layout.spacing, context)
        nodes.append(context.container(layout, children: context.inStack(.horizontal).children(of: content, scratch: &nodes), name: "HStack"))
    }
}

/// A view that arranges its subviews in a vertical line.
public nonisolated struct VStack<Content: View>: View, PrimitiveView {
    @usableFromInline let layout: VStackLayout
    @usableFromInline let content: Content

    @inlinable
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        warnIfSpacingIsInvalid(layout.spacing, context)
        nodes.append(context.container(layout, children: context.inStack(.vertical).children(of: content, scratch: &nodes), name: "VStack"))
    }
}

/// A view that overlays its subviews, aligning them in both axes.
public nonisolated struct ZStack<Content: View>: View, PrimitiveView {
    @usableFromInline let layout: ZStackLayout
    @usableFromInline let content: Content

    @inlinable
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        nodes.append(context.container(layout, children: context.inStack(nil).children(of: content, scratch: &nodes), name: "ZStack"))
    }
}

/// A view laid out by a `Layout`: what `MyLayout { … }` builds.
public nonisolated struct _LayoutRoot<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let children = context.inStack(L.layoutProperties.stackOrientation).children(of: content, scratch: &nodes)
        nodes.append(context.container(layout, children: children, name: .type(L.self)))
    }
}

nonisolated extension Layout {
    /// Combines the specified views into a single composite view using the layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutRoot(layout: self, content: content())
    }
}

/// A type-erased instance of the layout protocol.
public nonisolated struct AnyLayout: Layout {
    let box: any AnyLayoutStorage

    public init<L: Layout>(_ layout: L) { box = AnyLayoutStorageImpl(layout: layout) }

    public typealias Cache = Void

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        box.sizeThatFits(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        box.placeSubviews(bounds, proposal, subviews)
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { box.spacing(subviews) }
}

nonisolated protocol AnyLayoutStorage {
    func sizeThatFits(_ p: ProposedViewSize, _ s: LayoutSubviews) -> CGSize
    func placeSubviews(_ b: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews)
    func spacing(_ s: LayoutSubviews) -> ViewSpacing
}

nonisolated struct AnyLayoutStorageImpl<L: Layout>: AnyLayoutStorage {
    let layout: L
    func sizeThatFits(_ p: ProposedViewSize, _ s: LayoutSubviews) -> CGSize {
        var c = layout.makeCache(subviews: s)
        return layout.sizeThatFits(proposal: p, subviews: s, cache: &c)
    }
    func placeSubviews(_ b: CGRect, _ p: ProposedViewSize, _ s: LayoutSubviews) {
        var c = layout.makeCache(subviews: s)
        layout.placeSubviews(in: b, proposal: p, subviews: s, cache: &c)
    }
    func spacing(_ s: LayoutSubviews) -> ViewSpacing {
        var c = layout.makeCache(subviews: s)
        return layout.spacing(subviews: s, cache: &c)
    }
}

/// A stack's spacing that is NaN or infinite is ignored (its children are spaced by 0), with a warning.
func warnIfSpacingIsInvalid(_ spacing: CGFloat?, _ context: ResolveContext) {
    guard let spacing, !spacing.isFinite else { return }
    context.warn("invalid-geometry", "Invalid stack spacing (non-finite): \(spacing); the children are not spaced. Give a finite spacing")
}
