import Foundation

/// An overlaying container layout, usable directly as `ZStackLayout { … }`.
///
/// Sized by its highest-priority children (per axis maximum); every child is aligned on the
/// alignment point, the largest guide value among those children (swiftui-layout.md §1.11).
public nonisolated struct ZStackLayout: Layout, MergesExplicitGuides {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    private func topPriority(_ subviews: Subviews) -> [LayoutSubview] {
        guard let top = subviews.map(\.priority).max() else { return [] }
        return subviews.filter { $0.priority == top }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = CGSize.zero
        for s in topPriority(subviews) {
            let c = s.sizeThatFits(proposal)
            size.width = max(size.width, c.width)
            size.height = max(size.height, c.height)
        }
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let childProposal = ProposedViewSize(bounds.size)
        var point = CGPoint(x: 0, y: 0)
        let top = topPriority(subviews)
        if top.isEmpty { return }
        point.x = top.map { $0.dimensions(in: childProposal)[alignment.horizontal] }.max() ?? 0
        point.y = top.map { $0.dimensions(in: childProposal)[alignment.vertical] }.max() ?? 0
        for s in subviews {
            let d = s.dimensions(in: childProposal)
            s.place(at: CGPoint(x: bounds.minX + point.x - d[alignment.horizontal], y: bounds.minY + point.y - d[alignment.vertical]),
                    anchor: .topLeading, proposal: childProposal)
        }
    }
}

/// Places one child in a box of the given size by aligning their guides.
func placeAligned(_ child: LayoutSubview, in bounds: CGRect, alignment: Alignment, proposal: ProposedViewSize) {
    placeAligned(child.node, recorder: child.recorder, in: bounds, alignment: alignment, proposal: proposal)
}

/// The same for a node (see `LayoutSubviews.placeAligned`). The child's guides are read from
/// its node, not through `ViewDimensions`, whose closure would be allocated for every frame placed.
func placeAligned(_ node: LayoutNode, recorder: PlacementRecorder?, in bounds: CGRect, alignment: Alignment,
                  proposal: ProposedViewSize) {
    let proposal = proposal.sanitized
    let size = node.sizeThatFits(sanitized: proposal)
    let h = alignment.horizontal.key, v = alignment.vertical.key
    let x = bounds.minX + h.defaultValue(for: bounds.size) - node.guideValue(h, size: size, proposal: proposal)
    let y = bounds.minY + v.defaultValue(for: bounds.size) - node.guideValue(v, size: size, proposal: proposal)
    LayoutSubview.place(node, recorder: recorder, at: CGPoint(x: x, y: y), size: size, sanitizedProposal: proposal)
}
