import Foundation

/// A view that adapts to the available space by providing the first child view that fits.
///
/// Children are tried in order; the first whose ideal size on the constrained axes fits the
/// proposal is shown, otherwise the last one (swiftui-layout.md §1.16).
public nonisolated struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let children = context.inStack(nil).children(of: content, scratch: &nodes)
        nodes.append(context.container(ViewThatFitsLayout(axes: axes), children: children, name: "ViewThatFits"))
    }
}

nonisolated struct ViewThatFitsLayout: Layout {
    let axes: Axis.Set

    private func chosen(_ p: ProposedViewSize, _ subviews: Subviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        for i in subviews.indices {
            // The ideal size on the constrained axes, the proposal on the others.
            let probe = ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width,
                                         height: axes.contains(.vertical) ? nil : p.height)
            let ideal = subviews[i].sizeThatFits(probe)
            let fitsW = !axes.contains(.horizontal) || p.width.map { ideal.width <= $0 + 0.0001 } ?? true
            let fitsH = !axes.contains(.vertical) || p.height.map { ideal.height <= $0 + 0.0001 } ?? true
            if fitsW && fitsH { return i }
        }
        return subviews.count - 1
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        chosen(proposal, subviews).map { subviews[$0].sizeThatFits(proposal) } ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let pick = chosen(proposal, subviews)
        for i in subviews.indices {
            if i == pick {
                subviews[i].node.isSuppressed = false
                subviews[i].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
            } else if subviews.recorder == nil {
                // Children that were not chosen take no part in drawing.
                subviews[i].node.isSuppressed = true
                subviews[i].place(at: bounds.origin, anchor: .topLeading, proposal: .zero)
            }
        }
    }
}
