import Foundation

/// What a preference modifier does to the values that flow up through its node: set the
/// key's value, or change it. Applied after the layout, in modifier order (innermost first),
/// so that a value may read the node's frame (anchor preferences).
nonisolated struct PreferenceEntry {
    let key: ObjectIdentifier
    /// Changes the value of the node's subtree so far (nil: nothing below set one).
    let apply: (inout Any?, LayoutNode) -> Void
}

nonisolated extension LayoutNode {
    /// The value of `K` for this node's subtree after its first `limit` entries (all by
    /// default): the children's values in view order, combined with `K.reduce`, then the
    /// node's own entries. Children not drawn (a `ViewThatFits` choice not taken) give none.
    /// The first value is taken as it is, and later ones reduced into it: a subtree that sets
    /// nothing adds nothing, so `reduce` never sees a default standing for "no value".
    func preferenceValue<K: PreferenceKey>(_ key: K.Type, entries limit: Int? = nil) -> K.Value? {
        var value: K.Value?
        for child in children where !child.isSuppressed {
            guard let next = child.preferenceValue(K.self) else { continue }
            if var combined = value {
                K.reduce(value: &combined) { next }
                value = combined
            } else {
                value = next
            }
        }
        let entries = preferenceEntries
        guard !entries.isEmpty else { return value }
        let id = ObjectIdentifier(K.self)
        for entry in entries.prefix(limit ?? entries.count) where entry.key == id {
            var boxed: Any? = value
            entry.apply(&boxed, self)
            value = boxed as? K.Value
        }
        return value
    }
}
