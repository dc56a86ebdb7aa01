import Foundation

/// How a leaf view (text, shape, colour, image, spacer) answers size proposals.
protocol LeafLayout {
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// Explicit alignment guides the leaf defines itself (text baselines).
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat?
    var spacing: ViewSpacing { get }
    /// Whether a size query may be answered from a cache (false for views whose size is trivial).
    var cachesSizes: Bool { get }
}

extension LeafLayout {
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }
    var spacing: ViewSpacing { ViewSpacing() }
    var cachesSizes: Bool { false }
}

/// Type-erased access to a `Layout` and its cache.
protocol LayoutBoxing: AnyObject {
    var name: String { get }
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize
    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews)
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing
    func explicitAlignment(_ key: AlignmentKey, axis: Axis, in bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews) -> CGFloat?
}

final class LayoutBox<L: Layout>: LayoutBoxing {
    let layout: L
    private var cache: L.Cache?
    /// Built-in layouts that keep the default merge never have explicit frame guides
    /// (leading, center, top…): those guides do not combine (swiftui-layout.md §1.15).
    private let mergesExplicitGuides = L.self is any MergesExplicitGuides.Type

    init(_ layout: L) { self.layout = layout }

    var name: String { String(describing: L.self) }

    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        // Take the cache out while it is mutated, so that it is not copied on write.
        var c = cache.take() ?? layout.makeCache(subviews: subviews)
        defer { cache = c }
        return body(&c)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func explicitAlignment(_ key: AlignmentKey, axis: Axis, in bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews) -> CGFloat? {
        if mergesExplicitGuides && key.combination == .none { return nil }
        return withCache(subviews) { cache in
            axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
}

/// Marks built-in layouts that use the default `explicitAlignment` (a merge of the subviews').
protocol MergesExplicitGuides {}

extension HStackLayout: MergesExplicitGuides {}
extension VStackLayout: MergesExplicitGuides {}
extension ZStackLayout: MergesExplicitGuides {}
extension FrameLayout: MergesExplicitGuides {}
extension FlexFrameLayout: MergesExplicitGuides {}
extension PaddingLayout: MergesExplicitGuides {}
extension FixedSizeLayout: MergesExplicitGuides {}
extension PositionLayout: MergesExplicitGuides {}

extension HorizontalAlignment { init(key: AlignmentKey) { self.key = key } }
extension VerticalAlignment { init(key: AlignmentKey) { self.key = key } }

/// Traits a view carries into its container: they pass through single-child modifiers.
struct LayoutTraits {
    var priority: Double = 0
    var layoutValues: [ObjectIdentifier: Any] = [:]
}

/// One node of the resolved tree: a leaf or a container with its `Layout`, plus what it draws.
///
/// Nodes are built fresh for each render by the resolver, sized and placed once by the
/// layout pass, then read by the display-list builder.
final class LayoutNode {
    enum Kind {
        case leaf(any LeafLayout)
        case container(any LayoutBoxing)
    }

    let kind: Kind
    private(set) var children: [LayoutNode]
    /// Children built at placement, when they depend on the node's frame (GeometryReader).
    var deferredChildren: ((CGRect, [AnyHashable: CGRect]) -> [LayoutNode])?
    /// A name for `coordinateSpace(name:)`.
    var coordinateSpaceName: AnyHashable?
    /// Named coordinate spaces of ancestors, in absolute coordinates (set at placement).
    var namedSpaces: [AnyHashable: CGRect] = [:]
    /// Not drawn (a `ViewThatFits` child that was not chosen).
    var isSuppressed = false
    /// The parent layout places this node's children itself (a `GridRow` inside a `Grid`).
    var childrenPlacedByParent = false
    /// A short name for dumps: the view type that produced this node (built on demand).
    private let makeName: () -> String
    var name: String { makeName() }
    var traits = LayoutTraits()
    var layoutDirection: LayoutDirection = .leftToRight
    /// Guides set with `.alignmentGuide(_:computeValue:)`.
    var guideOverrides: [AlignmentKey: (ViewDimensions) -> CGFloat] = [:]
    /// What the node paints itself (leaves), and the effects around its subtree.
    var drawing: NodeDrawing?
    var effects: [NodeEffect] = []
    /// For containers: the order in which children paint (indices), when not declaration order.
    var paintOrder: [Int]?
    /// Recorded metadata that does not draw (widgetURL, ids).
    var annotations: [String: String] = [:]

    // Layout results.
    private(set) var frame: CGRect = .zero
    private(set) var placedProposal: ProposedViewSize = .unspecified
    private(set) var isPlaced = false

    // Caches, per proposal: sizes, and explicit guides.
    private var sizeCache: [(ProposedViewSize, CGSize)] = []
    private var spacingCache: ViewSpacing?

    init(_ kind: Kind, children: [LayoutNode] = [], name: @escaping @autoclosure () -> String) {
        self.kind = kind
        self.children = children
        self.makeName = name
    }

    var subviews: LayoutSubviews { LayoutSubviews(nodes: children, recorder: nil) }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let proposal = proposal.sanitized
        for (p, s) in sizeCache where p == proposal { return s }
        let size: CGSize
        switch kind {
        case .leaf(let leaf):
            size = leaf.sizeThatFits(proposal)
            if !leaf.cachesSizes { return sanitize(size) }
        case .container(let box):
            size = box.sizeThatFits(proposal, subviews)
        }
        let clean = sanitize(size)
        // Nested stacks probe a child with several proposals (0, ∞, the offer) per ancestor
        // proposal; 16 entries keep a 3-level tree from thrashing.
        if sizeCache.count >= 16 { sizeCache.removeFirst() }
        sizeCache.append((proposal, clean))
        return clean
    }

    private func sanitize(_ s: CGSize) -> CGSize {
        func c(_ v: CGFloat) -> CGFloat { v.isNaN || v < 0 ? 0 : v }
        return CGSize(width: c(s.width), height: c(s.height))
    }

    var spacing: ViewSpacing {
        if let spacingCache { return spacingCache }
        let s: ViewSpacing
        switch kind {
        case .leaf(let leaf): s = leaf.spacing
        case .container(let box): s = box.spacing(subviews)
        }
        spacingCache = s
        return s
    }

    /// The value of a guide for the size chosen for a proposal: explicit if any, else the default.
    func guideValue(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat {
        let size = sizeThatFits(proposal)
        return explicitAlignment(key, size: size, proposal: proposal.sanitized)
            ?? key.defaultValue(in: ViewDimensions(size: size))
    }

    func dimensions(for proposal: ProposedViewSize) -> ViewDimensions {
        let proposal = proposal.sanitized
        let size = sizeThatFits(proposal)
        return ViewDimensions(size: size) { [unowned self] key in self.explicitAlignment(key, size: size, proposal: proposal) }
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        if let override = guideOverrides[key] {
            // The override sees the view's own dimensions, without itself.
            let inner = ViewDimensions(size: size) { [unowned self] k in
                k == key ? nil : self.explicitAlignment(k, size: size, proposal: proposal)
            }
            return override(inner)
        }
        switch kind {
        case .leaf(let leaf):
            return leaf.explicitAlignment(key, size: size, proposal: proposal)
        case .container(let box):
            return box.explicitAlignment(key, axis: key.axis, in: CGRect(origin: .zero, size: size), proposal, subviews)
        }
    }

    /// Records the node's frame and places its children inside it.
    func commitPlacement(frame: CGRect, proposal: ProposedViewSize) {
        self.frame = frame
        self.placedProposal = proposal
        self.isPlaced = true
        guard case .container(let box) = kind else { return }
        if let name = coordinateSpaceName { namedSpaces[name] = frame }
        if let make = deferredChildren {
            children = make(frame, namedSpaces)
            sizeCache.removeAll()
        }
        for c in children { c.namedSpaces = namedSpaces }
        if childrenPlacedByParent { return }
        box.placeSubviews(in: frame, proposal, subviews)
        // SwiftUI centres subviews the layout did not place, at their ideal size.
        for child in children where !child.isPlaced {
            let size = child.sizeThatFits(.unspecified)
            child.commitPlacement(frame: CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2,
                                                width: size.width, height: size.height), proposal: .unspecified)
        }
    }

    /// Mirrors right-to-left subtrees, as SwiftUI does: layout runs left to right, then a
    /// subtree whose direction differs from its parent's is flipped inside that node's frame
    /// (text keeps its glyph order; it is shaped right to left by the text engine).
    func applyLayoutDirection(parent: LayoutDirection = .leftToRight) {
        if layoutDirection != parent {
            let axis = frame.midX
            for c in children { c.mirror(about: axis) }
        }
        for c in children { c.applyLayoutDirection(parent: layoutDirection) }
    }

    private func mirror(about axis: CGFloat) {
        frame.origin.x = 2 * axis - frame.maxX
        for c in children { c.mirror(about: axis) }
    }
}

