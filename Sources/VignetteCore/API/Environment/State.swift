import Foundation

/// A property wrapper that holds a value. A still render has no interaction, so it keeps its
/// initial value; writes are accepted and kept for the rest of the evaluation. A write made by
/// an `onPreferenceChange` action outlives the evaluation: the view is evaluated again with the
/// new value, as SwiftUI's next frame would show it (see `Feedback/LayoutFeedback.swift`).
@propertyWrapper
public struct State<Value>: DynamicProperty, StateProperty {
    private let box: StateBox<Value>

    public init(wrappedValue value: Value) { box = StateBox(value) }
    public init(initialValue value: Value) { box = StateBox(value) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    var storage: any AnyStateBox { box }

    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

nonisolated extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// A property wrapper type that can read and write a value owned by a source of truth.
@propertyWrapper
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    public var projectedValue: Binding<Value> { self }
}
