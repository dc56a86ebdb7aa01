import Foundation

nonisolated extension View {
    /// Fixes this view at its ideal size in the given dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(LayoutModifier(FixedSizeLayout(horizontal: horizontal, vertical: vertical)))
    }

    /// Fixes this view at its ideal size.
    public func fixedSize() -> some View { modifier(LayoutModifier(FixedSizeLayout(horizontal: true, vertical: true))) }
}

/// `fixedSize(horizontal:vertical:)`: proposes nil (the ideal size) on the fixed axes (§1.9).
nonisolated struct FixedSizeLayout: ModifierLayout, MergesExplicitGuides {
    static var nodeName: NodeName { "fixedSize" }
    static var keepsLayoutPriority: Bool { true }
    var horizontal: Bool
    var vertical: Bool

    init(horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        child.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: childProposal(proposal))
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { subviews.first?.spacing ?? ViewSpacing() }
}
