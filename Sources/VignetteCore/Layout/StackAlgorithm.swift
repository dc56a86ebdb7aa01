import Foundation

/// SwiftUI's stack algorithm, shared by `HStackLayout` and `VStackLayout` (axes swapped).
///
/// Transcribed from the rules in `swiftui-layout.md` §1.3: children are sized in priority
/// groups (layout priority descending, then least flexible first); the first group is offered
/// everything but the minimum lengths of later groups; children are placed in declaration order.
nonisolated struct StackAlgorithm {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?

    /// Distributes `proposal` among the subviews into the cache's children and returns the
    /// stack's size.
    ///
    /// Works in the cache's buffers, which keep their memory from call to call: nested stacks
    /// distribute many proposals, and allocating per call dominated the cost of large trees.
    @discardableResult
    func distribute(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackCache) -> CGSize {
        // Every proposal made below derives from this one, clean: children skip sanitizing.
        let proposal = proposal.sanitized
        let nodes = subviews.nodes
        let n = nodes.count
        let buffers = cache.prepare(count: n, spacing: { distance(subviews, before: $0) },
                                    priority: { i in nodes.withNode(i) { $0.traits.priority } },
                                    defaultFrameGuides: { i in nodes.withNode(i) { $0.hasDefaultFrameGuides } })
        let children = buffers.children
        cache.distributedProposal = proposal
        let minor = proposal[axis.other]

        if let major = proposal[axis] {
            let (probes, finite) = self.probes(nodes, minor: minor, &cache)
            // A parent probing the stack at a length of 0 or ∞ gets the children's probes
            // back: every child is offered exactly 0 (nothing is left once the spacing is
            // taken) or ∞, the proposals the probes were measured with.
            if finite && (major == .infinity || (major == 0 && cache.totalDistance >= 0)) {
                let p = ProposedViewSize(major: major == 0 ? 0 : .infinity, minor: minor, axis: axis)
                for i in 0..<n {
                    children[i].proposal = p
                    children[i].size = major == 0 ? probes[i].minSize : probes[i].maxSize
                }
                return CGSize(major: total(children, n, cache.totalDistance),
                              minor: alignMinor(nodes, children, defaultGuides: cache.childrenHaveDefaultFrameGuides), axis: axis)
            }
            var available = major - cache.totalDistance
            let uniform = cache.uniformPriority
            var start = 0
            while start < n {
                var end = n
                if !uniform {
                    let priority = nodes.withNode(probes[start].order) { $0.traits.priority }
                    end = start
                    while end < n && nodes.withNode(probes[end].order, { $0.traits.priority }) == priority { end += 1 }
                }
                if start == 0 {
                    for k in end..<n { available -= probes[probes[k].order].minSize[axis] }
                } else {
                    for k in start..<end { available += probes[probes[k].order].minSize[axis] }
                }
                for k in start..<end {
                    let i = probes[k].order
                    // (NaN, left by a child infinitely long, becomes 0 as sanitizing would make it.)
                    let offer = (available / CGFloat(end - k)).clampedNonNegative
                    let p = ProposedViewSize(major: offer, minor: minor, axis: axis)
                    let size = nodes.withNode(i) { $0.sizeThatFits(sanitized: p) }
                    children[i].proposal = p
                    children[i].size = size
                    available -= size[axis]
                }
                start = end
            }
        } else {
            for i in 0..<n {
                let p = ProposedViewSize(major: nil, minor: minor, axis: axis)
                children[i].proposal = p
                children[i].size = nodes.withNode(i) { $0.sizeThatFits(sanitized: p) }
            }
        }

        return CGSize(major: total(children, n, cache.totalDistance),
                      minor: alignMinor(nodes, children, defaultGuides: cache.childrenHaveDefaultFrameGuides), axis: axis)
    }

    /// The children's lengths and the spacing between them.
    private func total(_ children: StackEntries<StackCache.Child>, _ n: Int, _ distances: CGFloat) -> CGFloat {
        var majorTotal = distances
        for i in 0..<n { majorTotal += children[i].size[axis] }
        return majorTotal
    }

    /// The spacing before child `i` (none before the first).
    private func distance(_ subviews: LayoutSubviews, before i: Int) -> CGFloat {
        guard i > 0 else { return 0 }
        let d = spacing ?? subviews[i - 1].spacing.distance(to: subviews[i].spacing, along: axis)
        return d.isFinite ? d : 0
    }

    /// Each child's sizes at a major length of 0 and ∞ (its minimum length and flexibility)
    /// for a minor proposal, and the order children are offered space in: entry `i` of the
    /// returned set holds child `i`'s sizes, and entry `k` the index of the `k`-th child to
    /// be offered space (`order`).
    ///
    /// They depend only on the minor proposal, and a parent stack proposes several major
    /// lengths at each of a few minor lengths (it probes its child at 0 and ∞, then offers
    /// it a length): the sets of the last three are kept. Also returned: whether every
    /// child's lengths are finite.
    private func probes(_ nodes: [LayoutNode], minor: CGFloat?,
                        _ cache: inout StackCache) -> (StackEntries<StackCache.Probe>, finite: Bool) {
        let n = nodes.count
        for set in 0..<StackCache.probeSets {
            if let filled = cache.probeSets[set], filled.minor == minor { return (cache.buffers!.probes(set: set), filled.finite) }
        }
        let set = cache.nextProbeSet
        cache.nextProbeSet = (set + 1) % StackCache.probeSets
        let probes = cache.buffers!.probes(set: set)
        var finite = true
        let atZero = ProposedViewSize(major: 0, minor: minor, axis: axis)
        let atInfinity = ProposedViewSize(major: .infinity, minor: minor, axis: axis)
        for i in 0..<n {
            let lo = nodes.withNode(i) { $0.sizeThatFits(sanitized: atZero) }
            let hi = nodes.withNode(i) { $0.sizeThatFits(sanitized: atInfinity) }
            let loMajor = lo[axis], hiMajor = hi[axis]
            probes[i] = StackCache.Probe(minSize: lo, maxSize: hi, order: i, flexibility: hiMajor - loMajor)
            finite = finite && loMajor.isFinite && hiMajor.isFinite
        }
        cache.probeSets[set] = StackCache.ProbeSet(minor: minor, finite: finite)
        // Priority descending, then flexibility ascending; an insertion sort keeps ties in
        // declaration order, as SwiftUI does.
        let uniform = cache.uniformPriority
        func precedes(_ a: Int, _ b: Int) -> Bool {
            if !uniform {
                let pa = nodes.withNode(a) { $0.traits.priority }, pb = nodes.withNode(b) { $0.traits.priority }
                if pa != pb { return pa > pb }
            }
            let fa = probes[a].flexibility, fb = probes[b].flexibility
            if fa.isInfinite && fb.isInfinite { return probes[a].minSize[axis] > probes[b].minSize[axis] }
            return fa < fb
        }
        for k in 1..<max(n, 1) {
            var j = k
            while j > 0 && precedes(probes[j].order, probes[j - 1].order) {
                let t = probes[j].order
                probes[j].order = probes[j - 1].order
                probes[j - 1].order = t
                j -= 1
            }
        }
        return (probes, finite)
    }

    /// Sets each child's minor-axis offset so that every child's guide lines up, the smallest
    /// offset being 0, and returns the extent across the stack.
    private func alignMinor(_ nodes: [LayoutNode], _ children: StackEntries<StackCache.Child>, defaultGuides: Bool) -> CGFloat {
        let n = nodes.count
        // Aligned by a frame guide (leading, centre…) that no child sets: each guide follows
        // from the child's size alone, and the children themselves need not be visited.
        let position = defaultGuides && alignment.combination == .none ? alignment.framePosition : nil
        // A child asked for its maximum may be infinite across: so is the stack (aligning
        // infinities would give NaN and hide the child's flexibility).
        var lo = CGFloat.infinity, hi = -CGFloat.infinity
        for i in 0..<n {
            if !children[i].size[axis.other].isFinite {
                for j in 0..<n { children[j].minorOffset = 0 }
                return .infinity
            }
            let o = if let position {
                -position.offset(in: children[i].size[axis.other])
            } else {
                -nodes.withNode(i) { $0.guideValue(alignment, size: children[i].size, proposal: children[i].proposal) }
            }
            children[i].minorOffset = o
            lo = min(lo, o)
            hi = max(hi, o + children[i].size[axis.other])
        }
        guard lo.isFinite else { return 0 }
        for i in 0..<n { children[i].minorOffset -= lo }
        return hi - lo
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, cache: inout StackCache) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        return distribute(proposal, subviews, &cache)
    }

    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, cache: inout StackCache) {
        guard !subviews.isEmpty else { return }
        if cache.distributedProposal != proposal { distribute(proposal, subviews, &cache) }
        let children = cache.buffers!.children
        var cursor: CGFloat = 0
        for i in subviews.indices {
            let child = children[i]
            cursor += child.distance
            var p = CGPoint.zero
            p[axis] = (axis == .horizontal ? bounds.minX : bounds.minY) + cursor
            p[axis.other] = (axis == .horizontal ? bounds.minY : bounds.minX) + child.minorOffset
            // The size the child chose for its (clean) proposal is the one distributed: it is
            // not asked again, as `place(at:anchor:proposal:)` would.
            subviews.place(i, at: p, size: child.size, sanitizedProposal: child.proposal)
            cursor += child.size[axis]
        }
    }
}

/// A stack's working state, kept from call to call: the spacing between children (fixed for
/// a set of subviews), the last distribution, which placing reuses when it is for the same
/// proposal, and the probes of the last few minor proposals.
public nonisolated struct StackCache {
    /// One child's spacing before it and share of the last distribution: what it was
    /// proposed, the size it chose, and where its guide puts it across the stack.
    nonisolated struct Child {
        var distance: CGFloat = 0
        var proposal = ProposedViewSize.unspecified
        var size = CGSize.zero
        var minorOffset: CGFloat = 0
    }

    /// A child's sizes at a length of 0 and ∞ (its minimum length and its flexibility), and
    /// (in entry `k` of a set) the index of the `k`-th child to be offered space.
    nonisolated struct Probe {
        var minSize = CGSize.zero
        var maxSize = CGSize.zero
        var order = 0
        /// How much the child grows along the axis between a length of 0 and ∞ (sorting
        /// compares it many times).
        var flexibility: CGFloat = 0
    }

    static let probeSets = ProbeSets.count

    /// Which minor proposal a probe set was measured for, and whether all its lengths are finite.
    nonisolated struct ProbeSet {
        var minor: CGFloat?
        var finite: Bool
    }

    /// The children and the probe sets, made for the current number of subviews: the memory
    /// and where its arrays start (read on every call, so kept here, not in the object).
    private var storage: StackBuffers?
    private(set) var buffers: StackBuffers.Pointers?
    var totalDistance: CGFloat = 0
    /// The proposal the children were distributed for.
    var distributedProposal: ProposedViewSize?
    /// nil: a set not filled yet.
    typealias ProbeSets = InlineArray<3, ProbeSet?>
    var probeSets = ProbeSets(repeating: nil)
    var nextProbeSet = 0
    /// Whether every child has the same layout priority (then they form one group, and
    /// flexibility alone orders them).
    var uniformPriority = true

    /// Whether no child gives a frame guide (leading, centre, top…) a value of its own.
    var childrenHaveDefaultFrameGuides = false

    /// The buffers for `count` children; the spacing, the priorities and the guides are asked
    /// about once.
    mutating func prepare(count: Int, spacing: (Int) -> CGFloat, priority: (Int) -> Double,
                          defaultFrameGuides: (Int) -> Bool) -> StackBuffers.Pointers {
        if let buffers, buffers.count == count { return buffers }
        let storage = StackBuffers.make(count: count)
        let buffers = storage.pointers
        self.storage = storage
        for i in 0..<count { buffers.children[i].distance = spacing(i) }
        uniformPriority = count == 0 || (1..<count).allSatisfy { priority($0) == priority(0) }
        childrenHaveDefaultFrameGuides = (0..<count).allSatisfy(defaultFrameGuides)
        totalDistance = (0..<count).reduce(0) { $0 + buffers.children[$1].distance }
        probeSets = .init(repeating: nil)
        nextProbeSet = 0
        distributedProposal = nil
        self.buffers = buffers
        return buffers
    }
}

/// A horizontal stack layout, usable directly as `HStackLayout { … }`.
public nonisolated struct HStackLayout: Layout, MergesExplicitGuides {
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
public nonisolated struct VStackLayout: Layout, MergesExplicitGuides {
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
