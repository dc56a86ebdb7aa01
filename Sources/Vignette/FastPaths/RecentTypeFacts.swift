import Foundation

// What it buys: the resolver asks for the facts of every view's and modifier's type
// (`ResolveSession.facts(of:)`). A dictionary hashes each type on each view; this table picks a
// slot from the type's address instead. In a 400-view widget's layout that is 5 % of the
// instructions (3.55 M with a dictionary, 3.37 M with this table; `vignette-bench layout
// --rows 4` under callgrind), so it stays; the gallery does not notice either way.

/// The facts of the 64 most recently seen types, one slot per type chosen by its address.
struct RecentTypeFacts {
    private var slots = [(type: ObjectIdentifier, facts: TypeFacts)?](repeating: nil, count: 64)

    /// Type metadata is aligned to 16 bytes: the bits above those pick the slot.
    private static func slot(_ id: ObjectIdentifier) -> Int { Int((UInt(bitPattern: id) >> 4) & 63) }

    subscript<T>(type: T.Type) -> TypeFacts? {
        get {
            let id = ObjectIdentifier(type)
            guard let entry = slots[Self.slot(id)], entry.type == id else { return nil }
            return entry.facts
        }
        set {
            let id = ObjectIdentifier(type)
            slots[Self.slot(id)] = newValue.map { (id, $0) }
        }
    }
}
