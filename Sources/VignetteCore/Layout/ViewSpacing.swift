import Foundation

/// The preferred spacing around a view, per edge, used by stacks when `spacing` is nil.
///
/// Follows SwiftUI's model: each edge holds values keyed by an optional category. Two
/// neighbours whose facing edges share a category are spaced by the sum of those values
/// (the largest such sum); otherwise by the larger of their uncategorised values; and by
/// the platform default (8 pt) when neither has one.
public nonisolated struct ViewSpacing: Equatable, Sendable {
    nonisolated enum Category: Hashable, Sendable {
        /// The edge of a view that sits above a text.
        case edgeAboveText
        /// The edge of a view that sits below a text.
        case edgeBelowText
        /// The edge of a view left of a text.
        case edgeLeftText
        /// The edge of a view right of a text.
        case edgeRightText
        /// Text next to text: half the distance between their lines on each side.
        case textToText
    }

    nonisolated struct Key: Hashable, Sendable {
        var category: Category?
        var edge: Edge
    }

    var values: [Key: CGFloat]

    /// The default spacing of a plain view: only the text categories, at zero.
    public init() {
        values = [
            Key(category: .edgeBelowText, edge: .top): 0,
            Key(category: .edgeAboveText, edge: .bottom): 0,
            Key(category: .edgeRightText, edge: .leading): 0,
            Key(category: .edgeLeftText, edge: .trailing): 0,
        ]
    }

    init(values: [Key: CGFloat]) { self.values = values }

    /// A view spacing with no preferences on any edge.
    public static let zero = ViewSpacing(values: [Key(category: nil, edge: .top): 0, Key(category: nil, edge: .leading): 0,
                                                  Key(category: nil, edge: .bottom): 0, Key(category: nil, edge: .trailing): 0])

    /// The platform's default distance between two views with no preference (8 pt on iOS).
    static let defaultDistance: CGFloat = 8

    /// Merges the preferences of another spacing on the given edges, keeping the larger value.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for (key, value) in other.values where edges.contains(Edge.Set(key.edge)) {
            values[key] = max(values[key] ?? -.infinity, value)
        }
    }

    /// The union of this spacing and another on the given edges.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// Replaces the preferences on the given edges by those of a plain view.
    func resettingToDefault(on edges: Edge.Set) -> ViewSpacing {
        var copy = self
        copy.values = copy.values.filter { !edges.contains(Edge.Set($0.key.edge)) }
        copy.formUnion(ViewSpacing(), edges: edges)
        return copy
    }

    /// The distance from this view to a view that follows it along the axis.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let ownEdge: Edge = axis == .horizontal ? .trailing : .bottom
        let nextEdge: Edge = axis == .horizontal ? .leading : .top
        var best: CGFloat?
        for (key, a) in values where key.edge == ownEdge && key.category != nil {
            if let b = next.values[Key(category: key.category, edge: nextEdge)] {
                best = max(best ?? -.infinity, a + b)
            }
        }
        if let best { return best }
        let a = values[Key(category: nil, edge: ownEdge)]
        let b = next.values[Key(category: nil, edge: nextEdge)]
        switch (a, b) {
        case let (a?, b?): return max(a, b)
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil): return Self.defaultDistance
        }
    }
}
