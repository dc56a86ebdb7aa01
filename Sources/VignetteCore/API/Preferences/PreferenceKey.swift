import Foundation

/// A named value produced by a view, as SwiftUI's `PreferenceKey`.
///
/// A view with multiple children combines its children's values for a key into one value
/// visible to its ancestors, with `reduce(value:nextValue:)`, in view order.
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
    /// Combines a sequence of values by modifying the previously-accumulated value with the
    /// result of a closure that provides the next value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

nonisolated extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}
