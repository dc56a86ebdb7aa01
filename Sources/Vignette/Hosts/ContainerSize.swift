import Foundation

/// The size of the nearest container a view is shown in, for `containerRelativeFrame`: the
/// widget's content area (inside its content margins), or the canvas a view is rendered on.
///
/// A host marks its content with `ContainerBoundary`, which hands one out through the
/// environment while the content is evaluated and fills it in with the size the content is
/// proposed, before the content is measured: layout goes from the container down, so every
/// view inside reads the size already set.
final class ContainerSize: @unchecked Sendable {
    // (Unchecked: one render's evaluation and layout run on one thread; no two renders share one.)

    /// The container's size; nil on an axis the container was not given a length for.
    var proposal = ProposedViewSize.unspecified

    init(_ proposal: ProposedViewSize = .unspecified) { self.proposal = proposal }
}

private struct ContainerSizeKey: EnvironmentKey { static let defaultValue: ContainerSize? = nil }

extension EnvironmentValues {
    /// The nearest container's size (set by the widget host and by the layout pass's root).
    var containerSize: ContainerSize? {
        get { self[ContainerSizeKey.self] }
        set { self[ContainerSizeKey.self] = newValue }
    }
}

/// Makes its content a container for `containerRelativeFrame`: the size the content is proposed.
struct ContainerBoundary: PrimitiveModifier {
    func apply<Content: View>(to content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let container = ContainerSize()
        context.with { $0.containerSize = container }.modify(content, into: &nodes) { node, context in
            context.wrap(node, in: ContainerBoundaryLayout(container: container), name: "container")
        }
    }
}

/// Passes its proposal on to its content, after recording it as the container's size.
struct ContainerBoundaryLayout: ForwardsPrimaryViewGuides {
    let container: ContainerSize

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        contain(proposal, subviews)
        return subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        contain(proposal, subviews)
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }

    /// Sets the container's size; if it had another, sizes measured against that one are
    /// forgotten (nodes cache sizes by their own proposal, not their container's).
    private func contain(_ proposal: ProposedViewSize, _ subviews: Subviews) {
        guard container.proposal != proposal else { return }
        let wasSet = container.proposal != .unspecified
        container.proposal = proposal
        if wasSet { for node in subviews.nodes { node.forgetSubtreeSizes() } }
    }
}
