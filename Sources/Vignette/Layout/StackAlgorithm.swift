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

    /// One child's share of a distribution: what it was proposed, the size it chose, and where
    /// its alignment guide puts it across the stack.
    struct Slot {
        var proposal = ProposedViewSize.unspecified
        var size = CGSize.zero
        var minorOffset: CGFloat = 0
    }

    /// Distributes `proposal` among the subviews into `cache.slots` and returns the stack's size.
    ///
    /// Works in the cache's buffers, which keep their capacity from call to call: nested stacks
    /// distribute many proposals, and allocating per call dominated the cost of large trees.
    @discardableResult
    func distribute(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackCache) -> CGSize {
        let nodes = subviews.nodes
        let n = nodes.count
        cache.prepare(count: n, spacing: { distance(subviews, before: $0) })
        cache.distributedProposal = proposal
        let minor = proposal[axis.other]

        if let major = proposal[axis] {
            // Flexibility: how much a child grows between a zero and an infinite major proposal.
            // It depends only on the minor proposal, and a parent stack often proposes several
            // major lengths at one minor length: the probes and the order are kept for it.
            if cache.probedMinor != .some(minor) {
                for i in 0..<n {
                    let lo = nodes[i].sizeThatFits(ProposedViewSize(major: 0, minor: minor, axis: axis))[axis]
                    let hi = nodes[i].sizeThatFits(ProposedViewSize(major: .infinity, minor: minor, axis: axis))[axis]
                    cache.minLength[i] = lo
                    cache.flexibility[i] = hi - lo
                }
                prioritize(nodes, &cache)
                cache.probedMinor = minor
            }
            var available = major - cache.totalDistance
            var start = 0
            while start < n {
                let priority = nodes[cache.order[start]].traits.priority
                var end = start
                while end < n && nodes[cache.order[end]].traits.priority == priority { end += 1 }
                if start == 0 {
                    for k in end..<n { available -= cache.minLength[cache.order[k]] }
                } else {
                    for k in start..<end { available += cache.minLength[cache.order[k]] }
                }
                for k in start..<end {
                    let i = cache.order[k]
                    let offer = max(available / CGFloat(end - k), 0)
                    let p = ProposedViewSize(major: offer, minor: minor, axis: axis)
                    let size = nodes[i].sizeThatFits(p)
                    cache.slots[i].proposal = p
                    cache.slots[i].size = size
                    available -= size[axis]
                }
                start = end
            }
        } else {
            for i in 0..<n {
                let p = ProposedViewSize(major: nil, minor: minor, axis: axis)
                cache.slots[i].proposal = p
                cache.slots[i].size = nodes[i].sizeThatFits(p)
            }
        }

        var majorTotal = cache.totalDistance
        for i in 0..<n { majorTotal += cache.slots[i].size[axis] }
        return CGSize(major: majorTotal, minor: alignMinor(nodes, &cache), axis: axis)
    }

    /// The spacing before child `i` (none before the first).
    private func distance(_ subviews: LayoutSubviews, before i: Int) -> CGFloat {
        guard i > 0 else { return 0 }
        let d = spacing ?? subviews[i - 1].spacing.distance(to: subviews[i].spacing, along: axis)
        return d.isFinite ? d : 0
    }

    /// Orders children by priority (descending), then flexibility (ascending), into `cache.order`.
    private func prioritize(_ nodes: [LayoutNode], _ cache: inout StackCache) {
        func precedes(_ a: Int, _ b: Int, _ cache: borrowing StackCache) -> Bool {
            let pa = nodes[a].traits.priority, pb = nodes[b].traits.priority
            if pa != pb { return pa > pb }
            let fa = cache.flexibility[a], fb = cache.flexibility[b]
            if fa.isInfinite && fb.isInfinite { return cache.minLength[a] > cache.minLength[b] }
            return fa < fb
        }
        for i in nodes.indices { cache.order[i] = i }
        // Insertion sort keeps ties in declaration order, as SwiftUI does.
        for i in 1..<max(nodes.count, 1) {
            var j = i
            while j > 0 && precedes(cache.order[j], cache.order[j - 1], cache) {
                cache.order.swapAt(j, j - 1)
                j -= 1
            }
        }
    }

    /// Sets each slot's minor-axis offset so that every child's guide lines up, the smallest
    /// offset being 0, and returns the extent across the stack.
    private func alignMinor(_ nodes: [LayoutNode], _ cache: inout StackCache) -> CGFloat {
        // A child asked for its maximum may be infinite across: so is the stack (aligning
        // infinities would give NaN and hide the child's flexibility).
        for i in nodes.indices where !cache.slots[i].size[axis.other].isFinite {
            for j in nodes.indices { cache.slots[j].minorOffset = 0 }
            return .infinity
        }
        var lo = CGFloat.infinity, hi = -CGFloat.infinity
        for i in nodes.indices {
            let slot = cache.slots[i]
            let o = -nodes[i].guideValue(alignment, size: slot.size, proposal: slot.proposal)
            cache.slots[i].minorOffset = o
            lo = min(lo, o)
            hi = max(hi, o + slot.size[axis.other])
        }
        guard lo.isFinite else { return 0 }
        for i in nodes.indices { cache.slots[i].minorOffset -= lo }
        return hi - lo
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, cache: inout StackCache) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        return distribute(proposal, subviews, &cache)
    }

    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, cache: inout StackCache) {
        guard !subviews.isEmpty else { return }
        if cache.distributedProposal != proposal { distribute(proposal, subviews, &cache) }
        var cursor: CGFloat = 0
        for i in subviews.indices {
            cursor += cache.distances[i]
            let slot = cache.slots[i]
            var p = CGPoint.zero
            p[axis] = (axis == .horizontal ? bounds.minX : bounds.minY) + cursor
            p[axis.other] = (axis == .horizontal ? bounds.minY : bounds.minX) + slot.minorOffset
            subviews[i].place(at: p, anchor: .topLeading, proposal: slot.proposal)
            cursor += slot.size[axis]
        }
    }
}

/// A stack's working buffers: the spacing between children (fixed for a set of subviews) and
/// the last distribution, which placing reuses when it is for the same proposal.
public struct StackCache {
    var distances: [CGFloat] = []
    var totalDistance: CGFloat = 0
    var slots: [StackAlgorithm.Slot] = []
    var minLength: [CGFloat] = []
    var flexibility: [CGFloat] = []
    var order: [Int] = []
    /// The proposal `slots` were distributed for.
    var distributedProposal: ProposedViewSize?
    /// The minor proposal `minLength`, `flexibility` and `order` were found for.
    var probedMinor: CGFloat??

    /// Sizes the buffers for `count` children; the spacing is asked for once.
    mutating func prepare(count: Int, spacing: (Int) -> CGFloat) {
        guard distances.count != count else { return }
        distances = (0..<count).map(spacing)
        totalDistance = distances.reduce(0, +)
        slots = Array(repeating: StackAlgorithm.Slot(), count: count)
        minLength = Array(repeating: 0, count: count)
        flexibility = Array(repeating: 0, count: count)
        order = Array(0..<count)
        probedMinor = nil
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
