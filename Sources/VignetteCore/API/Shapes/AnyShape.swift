import Foundation

/// A type-erased shape value (iOS 16). It draws, clips and sizes as the shape it wraps,
/// a `ContainerRelativeShape` included.
public nonisolated struct AnyShape: Shape, @unchecked Sendable {
    // @unchecked: `base` is a `Shape`, and every shape is Sendable.
    let base: any Shape

    /// Create an any shape instance from a shape.
    public init<S: Shape>(_ shape: S) {
        base = (shape as? AnyShape)?.base ?? shape
    }

    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}
