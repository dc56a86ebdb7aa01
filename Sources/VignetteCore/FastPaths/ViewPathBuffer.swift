// The types of the views being evaluated, kept for warnings' view paths in a fixed buffer
// indexed by depth: one store per view, with no array growth, no uniqueness check and no
// exclusivity check (an array stored in the session cost 34 % of the evaluation time of a
// 10,000-view tree: 2.37 ms → 3.17 ms; this costs too little to measure, see BENCHMARKS.md).
// The buffer is read when a warning is raised, and by each `Text` for the fit report
// (`sharedTypes`): texts whose path is the same share one array, so that a tree of similar rows
// allocates one path, not one per text.

/// `Any.Type` per depth, 1...ResolveContext.maximumDepth + 1.
nonisolated final class ViewPathBuffer {
    private let types: UnsafeMutablePointer<Any.Type>
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        types = UnsafeMutablePointer<Any.Type>.allocate(capacity: capacity)
        types.initialize(repeating: Never.self, count: capacity)
    }

    deinit {
        types.deinitialize(count: capacity)
        types.deallocate()
    }

    /// The last array `sharedTypes` gave, and the lowest depth whose type changed since.
    private var snapshot: [Any.Type] = []
    private var lowestChange = 0

    /// Records the view evaluated at `depth` (depths past the buffer are not recorded: the
    /// evaluation stops there).
    @inline(__always) func set(_ type: Any.Type, at depth: Int) {
        if depth < capacity, types[depth] != type {
            types[depth] = type
            if depth < lowestChange { lowestChange = depth }
        }
    }

    /// The types from depth 1 to `depth`, as `types(through:)`, but the same array as the last
    /// call's when none of them changed since.
    func sharedTypes(through depth: Int) -> [Any.Type] {
        let count = max(1, min(depth, capacity - 1))
        if snapshot.count == count, lowestChange > count { return snapshot }
        snapshot = types(through: depth)
        lowestChange = .max
        return snapshot
    }

    /// The types from depth 1 to `depth`.
    func types(through depth: Int) -> [Any.Type] {
        (1...max(1, min(depth, capacity - 1))).map { types[$0] }
    }
}
