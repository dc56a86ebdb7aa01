import Foundation

/// The nearest container a view is shown in, for `containerRelativeFrame`: the widget's content
/// area (inside its content margins), or the canvas or proposal a view is rendered for.
///
/// Its size is an input of the layout pass, fixed before the pass begins: the render's own
/// container is known up front; a container a host marks with `ContainerBoundary` is sized by
/// the layout, so its size is read back from the pass that placed it, as a preference's value
/// is (`Feedback/SettledLayout.swift`): if it was not the size the views inside measured
/// against, they are laid out again with it.
nonisolated struct NearestContainer {
    /// The size the views inside measure against in this pass; nil on an axis the container
    /// was not given a length for.
    let size: ProposedViewSize
    /// The boundary whose placed size this is (nil: the render's own container).
    let boundary: ViewIdentity?
}

private nonisolated struct NearestContainerKey: EnvironmentKey { static let defaultValue: NearestContainer? = nil }

nonisolated extension EnvironmentValues {
    /// The nearest container (set by the layout pass's root and by `ContainerBoundary`).
    var nearestContainer: NearestContainer? {
        get { self[NearestContainerKey.self] }
        set { self[NearestContainerKey.self] = newValue }
    }
}

/// Makes its content a container for `containerRelativeFrame`: the size the content is placed at.
nonisolated struct ContainerBoundary: PrimitiveModifier {
    /// The size the content is expected to be placed at, for the first pass (by a host that
    /// knows it): when right, no second pass is needed.
    var expectedSize: ProposedViewSize = .unspecified

    func apply<Content: View>(to content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let feedback = context.session.feedback
        let identity = feedback.identity(in: context.session)
        let container = NearestContainer(size: feedback.store.containerSizes[identity] ?? expectedSize, boundary: identity)
        context.with { $0.nearestContainer = container }.modify(content, into: &nodes) { node, context in
            let boundary = context.wrap(node, in: PassthroughLayout(), name: "container")
            feedback.addContainer(identity, node: boundary)
            return boundary
        }
    }
}
