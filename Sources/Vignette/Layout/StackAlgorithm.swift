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
        let n = subviews.count
        let dist = distances(subviews)
        let minor = proposal[axis.other]
        var sizes = [CGSize](repeating: .zero, count: n)
        var proposals = [ProposedViewSize](repeating: .unspecified, count: n)

        guard let major = proposal[axis] else {
            for i in 0..<n {
                proposals[i] = ProposedViewSize(major: nil, minor: minor, axis: axis)
                sizes[i] = subviews[i].sizeThatFits(proposals[i])
            }
            return Sizing(sizes: sizes, proposals: proposals, distances: dist)
        }

        // Flexibility: how much a child grows between a zero and an infinite major proposal.
        var minLength = [CGFloat](repeating: 0, count: n)
        var flexibility = [CGFloat](repeating: 0, count: n)
        for i in 0..<n {
            let lo = subviews[i].sizeThatFits(ProposedViewSize(major: 0, minor: minor, axis: axis))[axis]
            let hi = subviews[i].sizeThatFits(ProposedViewSize(major: .infinity, minor: minor, axis: axis))[axis]
            minLength[i] = lo
            flexibility[i] = hi - lo
        }
        let order = prioritizedOrder(subviews, minLength: minLength, flexibility: flexibility)

        var available = major - dist.reduce(0, +)
        var start = 0
        while start < n {
            let priority = subviews[order[start]].priority
            var end = start
            while end < n && subviews[order[end]].priority == priority { end += 1 }
            if start == 0 {
                for k in end..<n { available -= minLength[order[k]] }
            } else {
                for k in start..<end { available += minLength[order[k]] }
            }
            for k in start..<end {
                let i = order[k]
                let offer = max(available / CGFloat(end - k), 0)
                proposals[i] = ProposedViewSize(major: offer, minor: minor, axis: axis)
                sizes[i] = subviews[i].sizeThatFits(proposals[i])
                available -= sizes[i][axis]
            }
            start = end
        }
        return Sizing(sizes: sizes, proposals: proposals, distances: dist)
    }

    /// Indices sorted by priority (descending), then flexibility (ascending); stable.
    private func prioritizedOrder(_ subviews: LayoutSubviews, minLength: [CGFloat], flexibility: [CGFloat]) -> [Int] {
        func precedes(_ a: Int, _ b: Int) -> Bool {
            let pa = subviews[a].priority, pb = subviews[b].priority
            if pa != pb { return pa > pb }
            let fa = flexibility[a], fb = flexibility[b]
            if fa.isInfinite && fb.isInfinite { return minLength[a] > minLength[b] }
            return fa < fb
        }
        var order = Array(subviews.indices)
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
        var offsets = [CGFloat](repeating: 0, count: subviews.count)
        var lo = CGFloat.infinity, hi = -CGFloat.infinity
        for i in subviews.indices {
            let d = subviews[i].dimensions(in: sizing.proposals[i])
            let o = -d[alignment]
            offsets[i] = o
            lo = min(lo, o)
            hi = max(hi, o + sizing.sizes[i][axis.other])
        }
        guard lo.isFinite else { return (offsets, 0) }
        return (offsets.map { $0 - lo }, hi - lo)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let sizing = sizeChildren(proposal, subviews)
        let majorTotal = zip(sizing.sizes, sizing.distances).reduce(0) { $0 + $1.0[axis] + $1.1 }
        let (_, extent) = minorOffsets(sizing, subviews)
        return CGSize(major: majorTotal, minor: extent, axis: axis)
    }

    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        guard !subviews.isEmpty else { return }
        let sizing = sizeChildren(proposal, subviews)
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

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, proposal, subviews)
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

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, proposal, subviews)
    }
}
