import Foundation

/// A type that defines the geometry of a collection of views, as SwiftUI's `Layout`.
///
/// Every container in Vignette (stacks, frames, padding, overlays…) is built on this
/// protocol, so a custom layout is a first-class citizen: `MyLayout { … }` works anywhere.
public protocol Layout {
    /// Cached values associated with the layout instance.
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    /// Properties of a layout container.
    static var layoutProperties: LayoutProperties { get }

    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

/// Layout-specific properties of a layout container.
public nonisolated struct LayoutProperties: Sendable {
    /// The orientation of the containing stack-like container, if any.
    public var stackOrientation: Axis?
    public init() {}
}

nonisolated extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The default merges the preferences of every subview, keeping the largest per edge.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var result = ViewSpacing(values: [:])
        for s in subviews { result.formUnion(s.spacing) }
        return subviews.isEmpty ? ViewSpacing() : result
    }

    /// The default merges the subviews' explicit values for the guide, as placed by `placeSubviews`.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        mergedExplicitAlignment(guide.key, axis: .horizontal, bounds: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        mergedExplicitAlignment(guide.key, axis: .vertical, bounds: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func mergedExplicitAlignment(_ key: AlignmentKey, axis: Axis, bounds: CGRect, proposal: ProposedViewSize,
                                 subviews: Subviews, cache: inout Cache) -> CGFloat? {
        guard key.combination != .none, !subviews.isEmpty else { return nil }
        // Place into a recorder to learn where each subview would go, without committing.
        let recorder = PlacementRecorder()
        placeSubviews(in: bounds, proposal: proposal, subviews: subviews.recording(into: recorder), cache: &cache)
        var values: [CGFloat] = []
        for s in subviews {
            guard let placed = recorder.frames[ObjectIdentifier(s.node)] else { continue }
            let d = s.node.dimensions(for: placed.proposal)
            if let v = d.explicitGuide(key) {
                values.append((axis == .horizontal ? placed.frame.minX - bounds.minX : placed.frame.minY - bounds.minY) + v)
            }
        }
        return key.combine(values)
    }
}

nonisolated extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) {}
}

/// Collects placements during a dry run of `placeSubviews`.
nonisolated final class PlacementRecorder {
    var frames: [ObjectIdentifier: (frame: CGRect, proposal: ProposedViewSize)] = [:]
}

/// A proxy that represents one subview of a layout.
public nonisolated struct LayoutSubview: Equatable {
    let node: LayoutNode
    let recorder: PlacementRecorder?

    /// The layout priority of the subview.
    public var priority: Double { node.traits.priority }
    /// The subview's preferred spacing.
    public var spacing: ViewSpacing { node.spacing }

    /// Asks the subview for its size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }

    /// Asks the subview for its dimensions and alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { node.dimensions(for: proposal) }

    /// Gets the value of a layout value key for this subview.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (node.traits.layoutValues[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue
    }

    /// Assigns a position and proposed size to the subview.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let proposal = proposal.sanitized
        let size = node.sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        Self.place(node, recorder: recorder, at: origin, size: size, sanitizedProposal: proposal)
    }

    /// Places a node's top-leading corner at `origin` (into the recorder, if any), when the
    /// caller already holds the size it chose for `proposal` (sanitized): a stack has just
    /// distributed it. Static, so that built-in layouts need no `LayoutSubview` (see
    /// `LayoutSubviews.place`).
    static func place(_ node: LayoutNode, recorder: PlacementRecorder?, at origin: CGPoint, size: CGSize,
                      sanitizedProposal proposal: ProposedViewSize) {
        var origin = origin
        if !origin.x.isFinite { origin.x = 0 }
        if !origin.y.isFinite { origin.y = 0 }
        let frame = CGRect(origin: origin, size: size)
        if let recorder {
            recorder.frames[ObjectIdentifier(node)] = (frame, proposal)
        } else {
            node.commitPlacement(frame: frame, proposal: proposal)
        }
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}

/// A collection of proxy values that represent the subviews of a layout view.
public nonisolated struct LayoutSubviews: RandomAccessCollection, Equatable {
    let nodes: [LayoutNode]
    let recorder: PlacementRecorder?

    public var startIndex: Int { nodes.startIndex }
    public var endIndex: Int { nodes.endIndex }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(node: nodes[index], recorder: recorder) }

    /// The layout direction inherited by the container view.
    public var layoutDirection: LayoutDirection { nodes.first?.layoutDirection ?? .leftToRight }

    func recording(into recorder: PlacementRecorder) -> LayoutSubviews { LayoutSubviews(nodes: nodes, recorder: recorder) }

    // Built-in layouts place subviews by index: making a `LayoutSubview` for each costs an
    // atomic retain and release of its node, and layouts place every subview on every pass.

    /// `LayoutSubview.place(_:recorder:at:size:sanitizedProposal:)` for subview `i`, without
    /// retaining its node.
    func place(_ i: Int, at origin: CGPoint, size: CGSize, sanitizedProposal proposal: ProposedViewSize) {
        nodes.withNode(i) { LayoutSubview.place($0, recorder: recorder, at: origin, size: size, sanitizedProposal: proposal) }
    }

    /// `placeAligned(self[i], …)`, without retaining the node.
    func placeAligned(_ i: Int, in bounds: CGRect, alignment: Alignment, proposal: ProposedViewSize) {
        nodes.withNode(i) { VignetteCore.placeAligned($0, recorder: recorder, in: bounds, alignment: alignment, proposal: proposal) }
    }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.nodes.count == b.nodes.count && zip(a.nodes, b.nodes).allSatisfy { $0 === $1 }
    }
}

/// A key for accessing a layout value of a layout container's subviews.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
