import Foundation

// What it buys: the resolver asks for the facts of every view's and modifier's type
// (`ResolveSession.facts(of:)`). A dictionary hashes each type on each view; this table picks a
// slot from the type's address instead. In a 400-view widget's layout that is 5 % of the
// instructions (3.55 M with a dictionary, 3.37 M with this table; `vignette-bench layout
// --rows 4` under callgrind), so it stays; the gallery does not notice either way.
//
// Two ways per set, and the address mixed before it picks the set: with one slot per set
// chosen by a few address bits, two of a tree's types could share a slot and evict each other
// on every view. That happened when unrelated code moved the types' metadata: the 10,000-view
// benchmark asked the locked table 15,624 times instead of 630 (evaluation +3 M instructions,
// `Scripts/bench/layout-instructions.sh`); with two ways and a mixed address it is back.

// Its slots are not checked for exclusive access at run time: only `ResolveSession.facts(of:)`
// touches the table, and it calls nothing that could come back. The checks cost 1.54 M of the
// 10,000-view tree's 27.4 M instructions of evaluation (5.6 %; `Scripts/bench/layout-instructions.sh`).

/// The facts of recently seen types: 64 sets of two, the most recent first in its set. An
/// object, so that the session holds it as a constant and its slots stay unchecked here.
nonisolated final class RecentTypeFacts {
    @exclusivity(unchecked) private var slots = [(type: ObjectIdentifier, facts: TypeFacts)?](repeating: nil, count: 128)

    /// The first slot of the type's set: Fibonacci hashing of the address, so that every bit of
    /// it counts.
    private static func set(_ id: ObjectIdentifier) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: id)) &* 0x9E37_79B9_7F4A_7C15) >> 58) * 2
    }

    subscript<T>(type: T.Type) -> TypeFacts? {
        @inline(__always) get {
            let id = ObjectIdentifier(type)
            let first = Self.set(id)
            if let entry = slots[first], entry.type == id { return entry.facts }
            if let entry = slots[first + 1], entry.type == id { return entry.facts }
            return nil
        }
        set {
            let id = ObjectIdentifier(type)
            let first = Self.set(id)
            // The newest goes first; the one it displaces takes the second way.
            if slots[first]?.type != id { slots[first + 1] = slots[first] }
            slots[first] = newValue.map { (id, $0) }
        }
    }
}
