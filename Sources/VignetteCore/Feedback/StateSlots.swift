import Foundation

/// The storage of one `@State` property: a reference, so that the copies of a view share it.
/// It counts writes, so that a write made by an `onPreferenceChange` action can be found
/// after the layout.
nonisolated final class StateBox<Value>: AnyStateBox {
    var value: Value { didSet { writes &+= 1 } }
    private(set) var writes = 0

    init(_ value: Value) { self.value = value }

    var anyValue: Any { value }

    func restore(_ stored: Any) {
        if let stored = stored as? Value { value = stored }
    }
}

/// A `StateBox` whose value type is not known.
nonisolated protocol AnyStateBox: AnyObject {
    var anyValue: Any { get }
    var writes: Int { get }
    func restore(_ stored: Any)
}

/// A property wrapper whose value lives in a `StateBox` (`@State`).
protocol StateProperty {
    var storage: any AnyStateBox { get }
}

/// Which view a value belongs to, the same from one layout pass to the next: the types of the
/// views above it and itself, and how many views with that same path came before it in the pass.
/// (SwiftUI keeps state by structural identity; this is that identity for a still render,
/// stable as long as the views before it with the same path do not change.)
nonisolated struct ViewIdentity: Hashable {
    let path: [ObjectIdentifier]
    let occurrence: Int
}

/// One `@State` property of one view.
nonisolated struct StateSlot: Hashable {
    let view: ViewIdentity
    let property: String
}

/// Whether a view or modifier value has `@State` properties (asked once per type).
func containsStateProperties(_ subject: Any) -> Bool {
    Mirror(reflecting: subject).children.contains { $0.value is any StateProperty }
}

/// Whether two values are equal, when their type is `Equatable` (nil when it is not).
func feedbackValuesEqual(_ a: Any, _ b: Any) -> Bool? {
    guard let a = a as? any Equatable else { return nil }
    return a.isEqual(to: b)
}

nonisolated extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
