import Foundation

/// The context of a state change (its animation). A still render has no changes: it is kept and
/// read by nothing (SwiftData's `@Query(transaction:)` takes one).
public nonisolated struct Transaction: Sendable {
    public var animation: Animation?
    public var disablesAnimations = false
    public var isContinuous = false

    public init() {}

    public init(animation: Animation?) { self.animation = animation }
}
