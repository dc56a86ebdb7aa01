import Foundation

/// A node laid out by a `Layout`, which it holds with the layout's cache.
nonisolated final class ContainerNode<L: Layout>: LayoutNode {
    let layout: L
    /// Made with the node, not on first use: a generic class destroying an optional of its
    /// parameter's type looks up that optional's type metadata, for every node freed.
    /// Mutated in place: a layout reentered through its subviews would see a cache in use,
    /// but a node's layout is never asked again while it is answering (so exclusivity is not
    /// checked at run time: a fast path, measured in FastPaths/FastPaths.swift).
    @exclusivity(unchecked) private var cache: L.Cache

    init(_ layout: L, children: [LayoutNode], name: NodeName) {
        self.layout = layout
        cache = layout.makeCache(subviews: LayoutSubviews(nodes: children, recorder: nil))
        // Built-in layouts that keep the default merge never have explicit frame guides
        // (leading, center, top…): those guides do not combine (swiftui-layout.md §1.15).
        super.init(children: children, name: name, isContainer: true,
                   setsFrameGuides: !(L.self is any MergesExplicitGuides.Type), cachesSizes: true)
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

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
nonisolated final class LeafNode<Leaf: LeafLayout>: LayoutNode {
    /// Mutable in place: text keeps its measurements in its leaf. (Exclusivity unchecked: a
    /// leaf calls nothing that reaches its node again; FastPaths/FastPaths.swift.)
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
