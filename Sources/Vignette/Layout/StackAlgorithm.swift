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

    /// Distributes `proposal` among the subviews into `cache.children` and returns the stack's size.
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
            let base = probes(nodes, minor: minor, &cache)
            var available = major - cache.totalDistance
            var start = 0
            while start < n {
                let priority = nodes[cache.probes[base + start].order].traits.priority
                var end = start
                while end < n && nodes[cache.probes[base + end].order].traits.priority == priority { end += 1 }
                if start == 0 {
                    for k in end..<n { available -= cache.probes[base + cache.probes[base + k].order].minLength }
                } else {
                    for k in start..<end { available += cache.probes[base + cache.probes[base + k].order].minLength }
                }
                for k in start..<end {
                    let i = cache.probes[base + k].order
                    let offer = max(available / CGFloat(end - k), 0)
                    let p = ProposedViewSize(major: offer, minor: minor, axis: axis)
                    let size = nodes[i].sizeThatFits(p)
                    cache.children[i].proposal = p
                    cache.children[i].size = size
                    available -= size[axis]
                }
                start = end
            }
        } else {
            for i in 0..<n {
                let p = ProposedViewSize(major: nil, minor: minor, axis: axis)
                cache.children[i].proposal = p
                cache.children[i].size = nodes[i].sizeThatFits(p)
            }
        }

        var majorTotal = cache.totalDistance
        for i in 0..<n { majorTotal += cache.children[i].size[axis] }
        return CGSize(major: majorTotal, minor: alignMinor(nodes, &cache), axis: axis)
    }

    /// The spacing before child `i` (none before the first).
    private func distance(_ subviews: LayoutSubviews, before i: Int) -> CGFloat {
        guard i > 0 else { return 0 }
        let d = spacing ?? subviews[i - 1].spacing.distance(to: subviews[i].spacing, along: axis)
        return d.isFinite ? d : 0
    }

    /// Each child's minimum length and flexibility (how much it grows between a zero and an
    /// infinite major proposal) for a minor proposal, and the order children are offered
    /// space in; returns where that set starts in `cache.probes`.
    ///
    /// They depend only on the minor proposal, and a parent stack proposes several major
    /// lengths at each of a few minor lengths: the sets of the last four are kept.
    private func probes(_ nodes: [LayoutNode], minor: CGFloat?, _ cache: inout StackCache) -> Int {
        let n = nodes.count
        let key = SizeCache.key(minor)
        for set in 0..<StackCache.probeSets where cache.probedMinors[set] == key { return set * n }
        let set = cache.nextProbeSet
        cache.nextProbeSet = (set + 1) % StackCache.probeSets
        cache.probedMinors[set] = key
        let base = set * n
        for i in 0..<n {
            let lo = nodes[i].sizeThatFits(ProposedViewSize(major: 0, minor: minor, axis: axis))[axis]
            let hi = nodes[i].sizeThatFits(ProposedViewSize(major: .infinity, minor: minor, axis: axis))[axis]
            cache.probes[base + i].minLength = lo
            cache.probes[base + i].flexibility = hi - lo
            cache.probes[base + i].order = i
        }
        // Priority descending, then flexibility ascending; an insertion sort keeps ties in
        // declaration order, as SwiftUI does.
        func precedes(_ a: Int, _ b: Int) -> Bool {
            let pa = nodes[a].traits.priority, pb = nodes[b].traits.priority
            if pa != pb { return pa > pb }
            let fa = cache.probes[base + a].flexibility, fb = cache.probes[base + b].flexibility
            if fa.isInfinite && fb.isInfinite { return cache.probes[base + a].minLength > cache.probes[base + b].minLength }
            return fa < fb
        }
        for k in 1..<max(n, 1) {
            var j = k
            while j > 0 && precedes(cache.probes[base + j].order, cache.probes[base + j - 1].order) {
                let t = cache.probes[base + j].order
                cache.probes[base + j].order = cache.probes[base + j - 1].order
                cache.probes[base + j - 1].order = t
                j -= 1
            }
        }
        return base
    }

    /// Sets each child's minor-axis offset so that every child's guide lines up, the smallest
    /// offset being 0, and returns the extent across the stack.
    private func alignMinor(_ nodes: [LayoutNode], _ cache: inout StackCache) -> CGFloat {
        // A child asked for its maximum may be infinite across: so is the stack (aligning
        // infinities would give NaN and hide the child's flexibility).
        for i in nodes.indices where !cache.children[i].size[axis.other].isFinite {
            for j in nodes.indices { cache.children[j].minorOffset = 0 }
            return .infinity
        }
        var lo = CGFloat.infinity, hi = -CGFloat.infinity
        for i in nodes.indices {
            let child = cache.children[i]
            let o = -nodes[i].guideValue(alignment, size: child.size, proposal: child.proposal)
            cache.children[i].minorOffset = o
            lo = min(lo, o)
            hi = max(hi, o + child.size[axis.other])
        }
        guard lo.isFinite else { return 0 }
        for i in nodes.indices { cache.children[i].minorOffset -= lo }
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
            let child = cache.children[i]
            cursor += child.distance
            var p = CGPoint.zero
            p[axis] = (axis == .horizontal ? bounds.minX : bounds.minY) + cursor
            p[axis.other] = (axis == .horizontal ? bounds.minY : bounds.minX) + child.minorOffset
            subviews[i].place(at: p, anchor: .topLeading, proposal: child.proposal)
            cursor += child.size[axis]
        }
    }
}

/// A stack's working buffers, kept from call to call: the spacing between children (fixed for
/// a set of subviews), the last distribution, which placing reuses when it is for the same
/// proposal, and the probes of the last few minor proposals.
public struct StackCache {
    /// One child's spacing before it and share of the last distribution: what it was
    /// proposed, the size it chose, and where its guide puts it across the stack.
    struct Child {
        var distance: CGFloat = 0
        var proposal = ProposedViewSize.unspecified
        var size = CGSize.zero
        var minorOffset: CGFloat = 0
    }

    /// In a probe set, entry `i` holds child `i`'s minimum length and flexibility, and entry
    /// `k` holds the index of the `k`-th child to be offered space (`order`).
    struct Probe {
        var minLength: CGFloat = 0
        var flexibility: CGFloat = 0
        var order = 0
    }

    static let probeSets = 4

    var children: [Child] = []
    var totalDistance: CGFloat = 0
    /// The proposal `children` were distributed for.
    var distributedProposal: ProposedViewSize?
    /// `probeSets` sets of one probe per child, one set per remembered minor proposal.
    var probes: [Probe] = []
    /// The minor proposal of each set, as a size-cache key; `unusedSet` for a set not filled yet.
    var probedMinors = InlineArray<4, UInt64>(repeating: StackCache.unusedSet)
    static let unusedSet: UInt64 = 0x7FF8_0000_DEAD_0002
    var nextProbeSet = 0

    /// Sizes the buffers for `count` children; the spacing is asked for once.
    mutating func prepare(count: Int, spacing: (Int) -> CGFloat) {
        guard children.count != count else { return }
        children = (0..<count).map { Child(distance: spacing($0)) }
        totalDistance = children.reduce(0) { $0 + $1.distance }
        probes = Array(repeating: Probe(), count: count * Self.probeSets)
        probedMinors = .init(repeating: Self.unusedSet)
        nextProbeSet = 0
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
