import Foundation

/// Constants that define how a view's content fills the available space.
public nonisolated enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

nonisolated extension View {
    /// Constrains this view's dimensions to the specified aspect ratio (width / height).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        let valid = aspectRatio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        return modifier(LayoutModifier(AspectRatioLayout(ratio: valid, contentMode: contentMode)))
    }

    /// Constrains this view's dimensions to the aspect ratio of the given size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// Scales this view to fit its parent, keeping its aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

    /// Scales this view to fill its parent, keeping its aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}

/// `aspectRatio(_:contentMode:)`: changes only the proposal; reports the child's size and
/// centres it (swiftui-layout.md §1.13).
nonisolated struct AspectRatioLayout: ModifierLayout {
    static var nodeName: NodeName { "aspectRatio" }
    /// Width over height; nil takes the child's ideal size's ratio.
    var ratio: CGFloat?
    var contentMode: ContentMode

    private func childProposal(_ p: ProposedViewSize, _ subviews: Subviews) -> ProposedViewSize {
        if p.width == nil && p.height == nil { return p }
        var shape = CGSize(width: ratio ?? 1, height: 1)
        if ratio == nil, let child = subviews.first {
            let ideal = child.sizeThatFits(.unspecified)
            if ideal.width > 0, ideal.height > 0 { shape = ideal }
        }
        guard shape.width.isFinite, shape.height.isFinite, shape.width > 0, shape.height > 0 else { return p }
        // A nil axis counts as unbounded for fitting, and as nothing for filling.
        let sx = (p.width ?? .infinity) / shape.width, sy = (p.height ?? .infinity) / shape.height
        let scale: CGFloat
        switch contentMode {
        case .fit: scale = min(sx, sy)
        case .fill:
            let finite = [p.width.map { $0 / shape.width }, p.height.map { $0 / shape.height }].compactMap { $0 }
            scale = finite.max() ?? 0
        }
        guard scale.isFinite else { return p }
        return ProposedViewSize(width: shape.width * scale, height: shape.height * scale)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal, subviews)) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: childProposal(proposal, subviews))
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { subviews.first?.spacing ?? ViewSpacing() }
}
