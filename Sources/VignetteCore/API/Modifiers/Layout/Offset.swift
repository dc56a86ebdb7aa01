import Foundation

nonisolated extension View {
    /// Offset this view by the horizontal and vertical amount specified in the offset parameter.
    public func offset(_ offset: CGSize) -> some View { modifier(LayoutModifier(OffsetLayout(offset: offset))) }

    /// Offset this view by the specified horizontal and vertical distances.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(LayoutModifier(OffsetLayout(offset: CGSize(width: x, height: y))))
    }
}

/// `offset(x:y:)`: moves the drawing, not the layout (§1.12).
nonisolated struct OffsetLayout: ModifierLayout, ForwardsPrimaryViewGuides {
    static var nodeName: NodeName { "offset" }
    static var keepsLayoutPriority: Bool { true }
    var offset: CGSize

    init(offset: CGSize) { self.offset = offset }

    var inputWarning: InputWarning? {
        offset.width.isFinite && offset.height.isFinite ? nil : InputWarning(
            cause: "invalid-geometry",
            message: "Invalid offset (non-finite): x \(offset.width), y \(offset.height); it is ignored. Offset by finite lengths")
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let dx = offset.width.isFinite ? offset.width : 0, dy = offset.height.isFinite ? offset.height : 0
        subviews.first?.place(at: CGPoint(x: bounds.minX + dx, y: bounds.minY + dy), anchor: .topLeading, proposal: proposal)
    }
}
