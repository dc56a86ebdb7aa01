import Foundation

/// SwiftUI's stack algorithm, shared by `HStackLayout` and `VStackLayout` (axes swapped).
///
/// Transcribed from the rules in `swiftui-layout.md` §1.3: children are sized in priority
/// groups (layout priority descending, then least flexible first); the first group is offered
/// everything but the minimum lengths of later groups; children are placed in declaration order.
struct StackAlgorithm {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?

    struct Sizing {
        var sizes: [CGSize]
        var proposals: [ProposedViewSize]
        var distances: [CGFloat]
    }

    func distances(_ subviews: LayoutSubviews) -> [CGFloat] {
        var result = [CGFloat](repeating: 0, count: subviews.count)
        for i in subviews.indices.dropFirst() {
            let d = spacing ?? subviews[i - 1].spacing.distance(to: subviews[i].spacing, along: axis)
            result[i] = d.isFinite ? d : 0
        }
        return result
    }

    func sizeChildren(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Sizing {
        let nodes = subviews.nodes
        let n = nodes.count
        let dist = distances(subviews)
        let minor = proposal[axis.other]
        var sizes = [CGSize](repeating: .zero, count: n)
        var proposals = [ProposedViewSize](repeating: .unspecified, count: n)

        guard let major = proposal[axis] else {
            for i in 0..<n {
                proposals[i] = ProposedViewSize(major: nil, minor: minor, axis: axis)
                sizes[i] = nodes[i].sizeThatFits(proposals[i])
            }
            return Sizing(sizes: sizes, proposals: proposals, distances: dist)
        }

        // Flexibility: how much a child grows between a zero and an infinite major proposal.
        var minLength = [CGFloat](repeating: 0, count: n)
        var flexibility = [CGFloat](repeating: 0, count: n)
        for i in 0..<n {
            let lo = nodes[i].sizeThatFits(ProposedViewSize(major: 0, minor: minor, axis: axis))[axis]
            let hi = nodes[i].sizeThatFits(ProposedViewSize(major: .infinity, minor: minor, axis: axis))[axis]
            minLength[i] = lo
            flexibility[i] = hi - lo
        }
        let priorities = nodes.map(\.traits.priority)
        let order = prioritizedOrder(priorities, minLength: minLength, flexibility: flexibility)

        var available = major - dist.reduce(0, +)
        var start = 0
        while start < n {
            let priority = priorities[order[start]]
            var end = start
            while end < n && priorities[order[end]] == priority { end += 1 }
            if start == 0 {
                for k in end..<n { available -= minLength[order[k]] }
            } else {
                for k in start..<end { available += minLength[order[k]] }
            }
            for k in start..<end {
                let i = order[k]
                let offer = max(available / CGFloat(end - k), 0)
                proposals[i] = ProposedViewSize(major: offer, minor: minor, axis: axis)
                sizes[i] = nodes[i].sizeThatFits(proposals[i])
                available -= sizes[i][axis]
            }
            start = end
        }
        return Sizing(sizes: sizes, proposals: proposals, distances: dist)
    }

    /// Indices sorted by priority (descending), then flexibility (ascending); stable.
    private func prioritizedOrder(_ priorities: [Double], minLength: [CGFloat], flexibility: [CGFloat]) -> [Int] {
        func precedes(_ a: Int, _ b: Int) -> Bool {
            let pa = priorities[a], pb = priorities[b]
            if pa != pb { return pa > pb }
            let fa = flexibility[a], fb = flexibility[b]
            if fa.isInfinite && fb.isInfinite { return minLength[a] > minLength[b] }
            return fa < fb
        }
        var order = Array(priorities.indices)
        // Insertion sort keeps ties in declaration order, as SwiftUI does.
        for i in 1..<max(order.count, 1) {
            var j = i
            while j > 0 && precedes(order[j], order[j - 1]) {
                order.swapAt(j, j - 1)
                j -= 1
            }
        }
        return order
    }

    /// The minor-axis offsets that align every child's guide, shifted so the smallest is 0.
    private func minorOffsets(_ sizing: Sizing, _ subviews: LayoutSubviews) -> (offsets: [CGFloat], extent: CGFloat) {
        let nodes = subviews.nodes
        var offsets = [CGFloat](repeating: 0, count: nodes.count)
        // A child asked for its maximum may be infinite across: so is the stack (aligning
        // infinities would give NaN and hide the child's flexibility).
        if sizing.sizes.contains(where: { !$0[axis.other].isFinite }) { return (offsets, .infinity) }
        var lo = CGFloat.infinity, hi = -CGFloat.infinity
        for i in nodes.indices {
            let o = -nodes[i].guideValue(alignment, proposal: sizing.proposals[i])
            offsets[i] = o
            lo = min(lo, o)
            hi = max(hi, o + sizing.sizes[i][axis.other])
        }
        guard lo.isFinite else { return (offsets, 0) }
        return (offsets.map { $0 - lo }, hi - lo)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, cache: inout StackCache) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let sizing = cache.sizing(proposal) { sizeChildren(proposal, subviews) }
        let majorTotal = zip(sizing.sizes, sizing.distances).reduce(0) { $0 + $1.0[axis] + $1.1 }
        let (_, extent) = minorOffsets(sizing, subviews)
        return CGSize(major: majorTotal, minor: extent, axis: axis)
    }

    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, cache: inout StackCache) {
        guard !subviews.isEmpty else { return }
        let sizing = cache.sizing(proposal) { sizeChildren(proposal, subviews) }
        let (offsets, _) = minorOffsets(sizing, subviews)
        var cursor: CGFloat = 0
        for i in subviews.indices {
            cursor += sizing.distances[i]
            let length = sizing.sizes[i][axis]
            var p = CGPoint.zero
            p[axis] = (axis == .horizontal ? bounds.minX : bounds.minY) + cursor
            p[axis.other] = (axis == .horizontal ? bounds.minY : bounds.minX) + offsets[i]
            subviews[i].place(at: p, anchor: .topLeading, proposal: sizing.proposals[i])
            cursor += length
        }
    }
}

/// The distributions a stack computed, per proposal, so placing reuses what sizing found.
public struct StackCache {
    private var entries: [(ProposedViewSize, StackAlgorithm.Sizing)] = []

    mutating func sizing(_ proposal: ProposedViewSize, compute: () -> StackAlgorithm.Sizing) -> StackAlgorithm.Sizing {
        for (p, s) in entries where p == proposal { return s }
        let s = compute()
        if entries.count >= 4 { entries.removeFirst() }
        entries.append((proposal, s))
        return s
    }
}

/// A horizontal stack layout, usable directly as `HStackLayout { … }`.
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

    public func makeCache(subviews: Subviews) -> StackCache { StackCache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews, cache: &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) {
        algorithm.placeSubviews(in: bounds, proposal, subviews, cache: &cache)
    }
}

/// A vertical stack layout, usable directly as `VStackLayout { … }`.
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .vertical
        return p
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, alignment: alignment.key, spacing: spacing) }

    public func makeCache(subviews: Subviews) -> StackCache { StackCache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews, cache: &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) {
        algorithm.placeSubviews(in: bounds, proposal, subviews, cache: &cache)
    }
}
