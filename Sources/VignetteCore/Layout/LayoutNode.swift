import Foundation

/// How a leaf view (text, shape, colour, image, spacer) answers size proposals.
nonisolated protocol LeafLayout {
    /// Mutating, so that a leaf may keep measurements (text): the node holds it in place.
    mutating func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// Explicit alignment guides the leaf defines itself (text baselines).
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat?
    var spacing: ViewSpacing { get }
    /// Whether a size query may be answered from a cache (false for views whose size is trivial).
    var cachesSizes: Bool { get }
    /// What the leaf paints in its frame. (Mutating only so that the node reads it from the
    /// leaf in place, without copying the leaf first.)
    var drawing: NodeDrawing? { mutating get }
}

nonisolated extension LeafLayout {
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }
    var spacing: ViewSpacing { ViewSpacing() }
    var cachesSizes: Bool { false }
    var drawing: NodeDrawing? { nil }
}

nonisolated extension HorizontalAlignment { init(key: AlignmentKey) { self.key = key } }
nonisolated extension VerticalAlignment { init(key: AlignmentKey) { self.key = key } }

/// Traits a view carries into its container: they pass through single-child modifiers.
nonisolated struct LayoutTraits {
    var priority: Double = 0
    // (`Dictionary()`, not `[:]`: the literal is a call per node.)
    var layoutValues = [ObjectIdentifier: Any]()
}

/// One node of the resolved tree: a container with its `Layout` (`ContainerNode`) or a leaf
/// (`LeafNode`), plus what it draws.
///
/// Nodes are built fresh for each render by the resolver, sized and placed once by the
/// layout pass, then read by the display-list builder. The layout or leaf is stored in the
/// node itself (a subclass per kind), not in an object of its own: a large tree's layout waits
/// on memory, and one object per node is half the memory traffic of two.
@usableFromInline
nonisolated class LayoutNode {
    // What sizing reads comes first: stored properties are laid out in declaration order,
    // and a large tree's layout waits mostly on memory, so these share the first cache line.
    // The one-byte fields follow the optional size, in the bytes its alignment leaves free:
    // declared elsewhere, each took eight (nodes are 16 bytes smaller this way).

    /// The size chosen for every proposal, when it does not depend on the proposal (a frame
    /// with a fixed width and height).
    final var constantSize: CGSize?
    /// Whether the node has a layout that places children (else it is a leaf).
    final let isContainer: Bool
    /// Whether the layout may give frame guides explicit values: only a container whose
    /// layout does not merge its subviews' guides (text's explicit guides are baselines).
    final let layoutSetsFrameGuides: Bool
    /// Whether a size query may be answered from the cache (false for leaves whose size is trivial).
    private final let cachesSizes: Bool
    /// Whether the node has been placed (its parent checks every child after placing them).
    final private(set) var isPlaced = false
    /// Not drawn (a `ViewThatFits` child that was not chosen).
    final var isSuppressed = false
    /// The parent layout places this node's children itself (a `GridRow` inside a `Grid`).
    final var childrenPlacedByParent = false
    final var layoutDirection: LayoutDirection = .leftToRight
    // Caches, per proposal: sizes, and explicit guides. Exclusivity is not checked at run
    // time on the size cache: a tree's layout never reaches a node through two paths at once
    // (a fast path, measured in FastPaths/FastPaths.swift).
    @exclusivity(unchecked) private final var sizeCache = SizeCache()
    final fileprivate(set) var children: [LayoutNode]
    final var traits = LayoutTraits()
    /// What few nodes have, kept out of line so that nodes stay small.
    private final var extras: NodeExtras?
    private final var spacingCache: ViewSpacing?
    /// A short name for dumps: the view type that produced this node (built on demand).
    private final let nodeName: NodeName
    final var name: String { nodeName.string }
    private final var extrasForWriting: NodeExtras {
        if let extras { return extras }
        let e = NodeExtras()
        extras = e
        return e
    }

    /// Children built at placement, when they depend on the node's frame (GeometryReader).
    final var deferredChildren: ((CGRect, [AnyHashable: CGRect]) -> [LayoutNode])? {
        get { extras?.deferredChildren }
        set { extrasForWriting.deferredChildren = newValue }
    }
    /// A name for `coordinateSpace(name:)`.
    final var coordinateSpaceName: AnyHashable? {
        get { extras?.coordinateSpaceName }
        set { extrasForWriting.coordinateSpaceName = newValue }
    }
    /// Named coordinate spaces of ancestors, in absolute coordinates (set at placement).
    final var namedSpaces: [AnyHashable: CGRect] {
        get { extras?.namedSpaces ?? [:] }
        set { extrasForWriting.namedSpaces = newValue }
    }
    /// Guides set with `.alignmentGuide(_:computeValue:)`.
    final var guideOverrides: [AlignmentKey: (ViewDimensions) -> CGFloat] {
        get { extras?.guideOverrides ?? [:] }
        set { extrasForWriting.guideOverrides = newValue }
    }
    /// For containers: the order in which children paint (indices), when not declaration order.
    final var paintOrder: [Int]? {
        get { extras?.paintOrder }
        set { extrasForWriting.paintOrder = newValue }
    }
    /// Recorded metadata that does not draw (widgetURL, ids).
    final var annotations: [String: String] {
        get { extras?.annotations ?? [:] }
        set { extrasForWriting.annotations = newValue }
    }
    /// What preference modifiers on this node set or change (see `Feedback/PreferenceEntries.swift`).
    final var preferenceEntries: [PreferenceEntry] {
        get { extras?.preferenceEntries ?? [] }
        set { extrasForWriting.preferenceEntries = newValue }
    }
    /// What the widget modifiers on this node report to the widget's host (see `WidgetOutputs`).
    final var widgetOutputs: [WidgetOutput] {
        get { extras?.widgetOutputs ?? [] }
        set { extrasForWriting.widgetOutputs = newValue }
    }
    /// The same, nil for the many nodes with no extras (a walk skips them at the cost of one load).
    final var recordedWidgetOutputs: [WidgetOutput]? { extras?.widgetOutputs }
    /// The effects around the node's subtree. (Exclusivity unchecked: FastPaths/FastPaths.swift.)
    @exclusivity(unchecked) final var effects: [NodeEffect] = []

    // Layout results.
    final private(set) var frame: CGRect = .zero
    final private(set) var placedProposal: ProposedViewSize = .unspecified

    init(children: [LayoutNode], name: NodeName, isContainer: Bool, setsFrameGuides: Bool, cachesSizes: Bool) {
        self.children = children
        self.nodeName = name
        self.isContainer = isContainer
        self.layoutSetsFrameGuides = setsFrameGuides
        self.cachesSizes = cachesSizes
    }

    // What each kind of node answers for itself (overridden by `ContainerNode` and `LeafNode`).

    /// The size the node's layout or leaf chooses for a sanitized proposal (not cached here).
    func measure(_ proposal: ProposedViewSize) -> CGSize { fatalError("LayoutNode is abstract") }
    /// The node's spacing preferences (cached by the caller).
    func measureSpacing() -> ViewSpacing { ViewSpacing() }
    /// An explicit guide defined by the layout or leaf itself.
    func ownExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }
    /// Places the children in the node's frame (containers).
    func placeChildren(in frame: CGRect, proposal: ProposedViewSize) {}
    /// Tells the layout its children changed (containers).
    func childrenDidChange() {}
    /// What the node paints itself (leaves).
    var drawing: NodeDrawing? { nil }

    final var subviews: LayoutSubviews { LayoutSubviews(nodes: children, recorder: nil) }

    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { sizeThatFits(sanitized: proposal.sanitized) }

    /// The same for a proposal with no NaN or negative length (the stacks' own proposals,
    /// made from a sanitized one: they are asked for most sizes, and sanitizing each again
    /// was a tenth of their cost).
    final func sizeThatFits(sanitized proposal: ProposedViewSize) -> CGSize {
        if let constantSize { return constantSize }
        if let hit = sizeCache[proposal] { return hit }
        let size = sanitize(measure(proposal))
        if cachesSizes { sizeCache.insert(size, for: proposal) }
        return size
    }

    private final func sanitize(_ s: CGSize) -> CGSize {
        func c(_ v: CGFloat) -> CGFloat { v.isNaN || v < 0 ? 0 : v }
        return CGSize(width: c(s.width), height: c(s.height))
    }

    final var spacing: ViewSpacing {
        if let spacingCache { return spacingCache }
        let s = measureSpacing()
        spacingCache = s
        return s
    }

    /// Whether every frame guide (leading, centre, top…) of the node has its default value:
    /// neither its layout nor an `alignmentGuide` modifier sets one.
    final var hasDefaultFrameGuides: Bool { !layoutSetsFrameGuides && (extras?.guideOverrides.isEmpty ?? true) }

    /// The value of a guide for the size chosen for a proposal: explicit if any, else the default.
    final func guideValue(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat {
        guideValue(key, size: sizeThatFits(proposal), proposal: proposal)
    }

    /// The same, when the caller already holds the size the node chose for `proposal`.
    final func guideValue(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        // Stacks align most children by a frame guide that has no explicit value: skip the search.
        if key.combination == .none && hasDefaultFrameGuides {
            return key.defaultValue(for: size)
        }
        let proposal = proposal.sanitized
        if let explicit = explicitAlignment(key, size: size, proposal: proposal) { return explicit }
        // A custom guide's default may read the view's other guides, explicit ones included.
        return key.defaultValue(in: ViewDimensions(size: size) { [unowned self] k in
            self.explicitAlignment(k, size: size, proposal: proposal)
        })
    }

    final func dimensions(for proposal: ProposedViewSize) -> ViewDimensions {
        let proposal = proposal.sanitized
        let size = sizeThatFits(proposal)
        return ViewDimensions(size: size) { [unowned self] key in self.explicitAlignment(key, size: size, proposal: proposal) }
    }

    final func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        if let override = extras?.guideOverrides[key] {
            // The override sees the view's own dimensions, without itself.
            let inner = ViewDimensions(size: size) { [unowned self] k in
                k == key ? nil : self.explicitAlignment(k, size: size, proposal: proposal)
            }
            return override(inner)
        }
        return ownExplicitAlignment(key, size: size, proposal: proposal)
    }

    /// Records the node's frame and places its children inside it.
    final func commitPlacement(frame: CGRect, proposal: ProposedViewSize) {
        self.frame = frame
        self.placedProposal = proposal
        self.isPlaced = true
        guard isContainer else { return }
        if let name = coordinateSpaceName { namedSpaces[name] = frame }
        if let make = deferredChildren {
            children = make(frame, namedSpaces)
            childrenDidChange()
            sizeCache.removeAll()
        }
        let spaces = namedSpaces
        if !spaces.isEmpty { for c in children { c.namedSpaces = spaces } }
        if childrenPlacedByParent { return }
        placeChildren(in: frame, proposal: proposal)
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
    final func applyLayoutDirection(parent: LayoutDirection = .leftToRight) {
        if layoutDirection != parent {
            let axis = frame.midX
            for c in children { c.mirror(about: axis) }
        }
        for c in children { c.applyLayoutDirection(parent: layoutDirection) }
    }

    private final func mirror(about axis: CGFloat) {
        frame.origin.x = 2 * axis - frame.maxX
        for c in children { c.mirror(about: axis) }
    }
}

/// The sizes a node chose for its last four proposals (the oldest is replaced): nested stacks
/// probe a child with a few proposals (0, ∞, the offer) per ancestor proposal.
nonisolated struct SizeCache {
    static let capacity = 4
    private var entries: [(proposal: ProposedViewSize, size: CGSize)] = []
    /// The entry the next insertion replaces, once all are filled.
    private var oldest = 0

    subscript(proposal: ProposedViewSize) -> CGSize? {
        for entry in entries where entry.proposal == proposal { return entry.size }
        return nil
    }

    mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
        if entries.count < Self.capacity {
            if entries.isEmpty { entries.reserveCapacity(Self.capacity) }
            entries.append((proposal, size))
        } else {
            entries[oldest] = (proposal, size)
            oldest = (oldest + 1) % Self.capacity
        }
    }

    mutating func removeAll() {
        entries.removeAll()
        oldest = 0
    }
}

/// The rarely set parts of a node.
nonisolated final class NodeExtras {
    var deferredChildren: ((CGRect, [AnyHashable: CGRect]) -> [LayoutNode])?
    var coordinateSpaceName: AnyHashable?
    var namedSpaces: [AnyHashable: CGRect] = [:]
    var guideOverrides: [AlignmentKey: (ViewDimensions) -> CGFloat] = [:]
    var paintOrder: [Int]?
    var annotations: [String: String] = [:]
    var preferenceEntries: [PreferenceEntry] = []
    var widgetOutputs: [WidgetOutput] = []
}

/// A node's name for dumps, kept in a form that costs nothing until it is printed.
nonisolated enum NodeName: ExpressibleByStringLiteral {
    case string(String)
    /// `Text("…")`, the label shortened when printed.
    case text(String)
    /// The name of a view or layout type.
    case type(Any.Type)
    case computed(() -> String)

    init(stringLiteral value: String) { self = .string(value) }

    var string: String {
        switch self {
        case .string(let s): s
        case .text(let label): "Text(\(Text.dumpString(label)))"
        case .type(let t): String(describing: t)
        case .computed(let make): make()
        }
    }
}
