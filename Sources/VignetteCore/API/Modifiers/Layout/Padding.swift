import Foundation

nonisolated extension View {
    /// Adds an equal padding amount to specific edges of this view (16 pt by default on iOS).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(LayoutModifier(PaddingLayout(edges, length)))
    }

    /// Adds a specific padding amount to each edge of this view.
    public func padding(_ insets: EdgeInsets) -> some View { modifier(LayoutModifier(PaddingLayout(insets))) }

    /// Adds padding to all edges of this view.
    public func padding(_ length: CGFloat) -> some View { modifier(LayoutModifier(PaddingLayout(.all, length))) }
}

/// `padding(_:_:)`: proposes the inset size and reports the child's size outset (§1.7).
nonisolated struct PaddingLayout: ModifierLayout, MergesExplicitGuides {
    static var nodeName: NodeName { "padding" }
    var insets: EdgeInsets
    var edges: Edge.Set
    /// A non-finite length given (ignored), kept as a plain number for the warning.
    private let ignoredLength: CGFloat?

    /// Non-finite lengths are ignored, with a warning.
    init(_ edges: Edge.Set, _ length: CGFloat?) {
        let given = EdgeInsets(edges, length ?? 16)
        insets = given.sanitized
        self.edges = edges
        ignoredLength = Self.nonFinite(given)
    }

    init(_ insets: EdgeInsets) {
        self.insets = insets.sanitized
        edges = .all
        ignoredLength = Self.nonFinite(insets)
    }

    private static func nonFinite(_ insets: EdgeInsets) -> CGFloat? {
        [insets.top, insets.leading, insets.bottom, insets.trailing].first { !$0.isFinite }
    }

    var inputWarning: InputWarning? {
        ignoredLength.map { InputWarning(cause: "invalid-geometry", message: "Invalid padding (non-finite): \($0); it is ignored. Pad by a finite length") }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let child = subviews.first?.sizeThatFits(proposal.inset(by: insets)) ?? .zero
        return CGSize(width: child.width + insets.horizontal, height: child.height + insets.vertical)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        child.place(at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), anchor: .topLeading, proposal: proposal.inset(by: insets))
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        (subviews.first?.spacing ?? ViewSpacing()).resettingToDefault(on: edges)
    }
}
