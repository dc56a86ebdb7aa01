import Foundation

/// A node laid out by a `Layout`, which it holds with the layout's cache.
final class ContainerNode<L: Layout>: LayoutNode {
    let layout: L
    /// Made with the node, not on first use: a generic class destroying an optional of its
    /// parameter's type looks up that optional's type metadata, for every node freed.
    /// Mutated in place: a layout reentered through its subviews would see a cache in use,
    /// but a node's layout is never asked again while it is answering.
    @exclusivity(unchecked) private var cache: L.Cache

    init(_ layout: L, children: [LayoutNode], name: NodeName) {
        self.layout = layout
        cache = layout.makeCache(subviews: LayoutSubviews(nodes: children, recorder: nil))
        // Built-in layouts that keep the default merge never have explicit frame guides
        // (leading, center, top…): those guides do not combine (swiftui-layout.md §1.15).
        super.init(children: children, name: name, isContainer: true,
                   setsFrameGuides: !(L.self is any MergesExplicitGuides.Type), cachesSizes: true)
    }

    // The built-in layouts of most nodes get code of their own for the two hot calls (generic
    // code would look up the cache's type metadata on every call); spacing is cached by the
    // node, and explicit guides of built-in layouts mostly return before touching the cache.
    @specialized(where L == HStackLayout)
    @specialized(where L == VStackLayout)
    @specialized(where L == ZStackLayout)
    @specialized(where L == FrameLayout)
    @specialized(where L == FlexFrameLayout)
    @specialized(where L == PaddingLayout)
    @specialized(where L == SecondaryLayerLayout)
    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    @specialized(where L == HStackLayout)
    @specialized(where L == VStackLayout)
    @specialized(where L == ZStackLayout)
    @specialized(where L == FrameLayout)
    @specialized(where L == FlexFrameLayout)
    @specialized(where L == PaddingLayout)
    @specialized(where L == SecondaryLayerLayout)
    override func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {
        layout.placeSubviews(in: frame, proposal: proposal, subviews: subviews, cache: &cache)
    }

    override func measureSpacing() -> ViewSpacing { layout.spacing(subviews: subviews, cache: &cache) }

    override func childrenDidChange() { layout.updateCache(&cache, subviews: subviews) }

    override func ownExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        if !layoutSetsFrameGuides && key.combination == .none { return nil }
        let bounds = CGRect(origin: .zero, size: size)
        return key.axis == .horizontal
            ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// A node that answers for itself through a leaf layout (text, shape, colour, image, spacer)
/// and paints what the leaf holds.
final class LeafNode<Leaf: LeafLayout>: LayoutNode {
    /// Mutable in place: text keeps its measurements in its leaf.
    @exclusivity(unchecked) private var leaf: Leaf

    init(_ leaf: consuming Leaf, name: NodeName) {
        let cachesSizes = leaf.cachesSizes
        self.leaf = leaf
        super.init(children: [], name: name, isContainer: false, setsFrameGuides: false, cachesSizes: cachesSizes)
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize { leaf.sizeThatFits(proposal) }

    override func measureSpacing() -> ViewSpacing { leaf.spacing }

    override func ownExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        leaf.explicitAlignment(key, size: size, proposal: proposal)
    }

    override var drawing: NodeDrawing? { leaf.drawing }
}
