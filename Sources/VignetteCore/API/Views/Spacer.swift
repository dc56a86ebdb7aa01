import Foundation

/// A flexible space that expands along the major axis of its containing stack.
public nonisolated struct Spacer: View, PrimitiveView {
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let node = context.leaf(SpacerLeaf(minLength: minLength, axis: context.stackAxis), name: "Spacer")
        // Spacers are sized after every other child, which reserve their minimum length.
        node.traits.priority = -.infinity
        nodes.append(node)
    }
}

nonisolated struct SpacerLeaf: LeafLayout {
    let minLength: CGFloat?
    let axis: Axis?

    func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        let min = (minLength?.isFinite == true ? minLength! : nil).map { Swift.max($0, 0) } ?? ViewSpacing.defaultDistance
        func along(_ v: CGFloat?) -> CGFloat { Swift.max(v ?? 0, min) }
        switch axis {
        case .horizontal: return CGSize(width: along(p.width), height: 0)
        case .vertical: return CGSize(width: 0, height: along(p.height))
        case nil: return CGSize(width: along(p.width), height: along(p.height))
        }
    }

    /// A spacer asks for no space between itself and its neighbours.
    var spacing: ViewSpacing { .zero }
}
