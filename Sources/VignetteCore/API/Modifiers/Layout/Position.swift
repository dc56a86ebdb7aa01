import Foundation

nonisolated extension View {
    /// Positions the center of this view at the specified coordinates in its parent's coordinate space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(LayoutModifier(PositionLayout(position: CGPoint(x: x, y: y))))
    }

    /// Positions the center of this view at the specified point in its parent's coordinate space.
    public func position(_ position: CGPoint) -> some View { modifier(LayoutModifier(PositionLayout(position: position))) }
}

/// `position(x:y:)`: takes the whole proposal and centres the child on the point.
nonisolated struct PositionLayout: ModifierLayout, MergesExplicitGuides {
    static var nodeName: NodeName { "position" }
    var position: CGPoint

    init(position: CGPoint) { self.position = position }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let x = position.x.isFinite ? position.x : 0, y = position.y.isFinite ? position.y : 0
        subviews.first?.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), anchor: .center, proposal: proposal)
    }
}
