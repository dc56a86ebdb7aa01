import Foundation

/// What a fetch selects: a predicate, sort descriptors, an offset and a limit.
public nonisolated struct FetchDescriptor<T: PersistentModel>: @unchecked Sendable {
    // @unchecked as on iOS: key paths and predicates over a model are values.
    public var predicate: Predicate<T>?
    public var sortBy: [SortDescriptor<T>]
    public var fetchLimit: Int?
    public var fetchOffset: Int?
    /// Always true in Vignette's store, whose changes are never pending.
    public var includePendingChanges = true
    /// Kept and read by nothing: every property of a model is fetched.
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// Kept and read by nothing: relationships are plain references.
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
