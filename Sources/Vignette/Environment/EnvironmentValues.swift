import Foundation

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
///
/// `@unchecked Sendable`: a render builds its own values and reads them on one thread; the
/// conformance only lets the value ride in a task-local while a `body` is evaluated.
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    /// Each value in a box of its key's value type. A key type has one value type, so reading
    /// needs no dynamic cast (which cost more than the lookup, and text reads ten values).
    private var storage: [ObjectIdentifier: AnyObject] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            guard let box = storage[ObjectIdentifier(key)] else { return K.defaultValue }
            return unsafeDowncast(box, to: EnvironmentBox<K.Value>.self).value
        }
        set { storage[ObjectIdentifier(key)] = EnvironmentBox(newValue) }
    }

    public var description: String { "EnvironmentValues(\(storage.count) values set)" }

    /// The environment of the body being evaluated; read by `@Environment`.
    @TaskLocal static var current = EnvironmentValues()
}

/// One environment value, stored under its key's identity.
private final class EnvironmentBox<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A property wrapper that reads a value from a view's environment.
///
/// As in SwiftUI, the values are stored in the view before its `body` is evaluated, so closures
/// that run later (a `ForEach`'s content, a `GeometryReader`'s) still see the view's environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    private let storage = EnvironmentStorage()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value { (storage.values ?? EnvironmentValues.current)[keyPath: keyPath] }
}

/// Where an `@Environment` keeps the values it was given.
final class EnvironmentStorage {
    var values: EnvironmentValues?
}

/// Dynamic properties that take the environment before `body` runs.
protocol EnvironmentInjectable {
    func inject(_ values: EnvironmentValues)
}

extension Environment: EnvironmentInjectable {
    func inject(_ values: EnvironmentValues) { storage.values = values }
}

extension EnvironmentValues {
    /// Gives every `@Environment` stored property of a view or modifier these values.
    /// Whether a view (or modifier) has `@Environment` stored properties: the same for every
    /// value of a struct type, so asked once per type.
    static func hasInjectableProperties(_ subject: Any) -> Bool {
        Mirror(reflecting: subject).children.contains { $0.value is EnvironmentInjectable }
    }

    static func inject(_ values: EnvironmentValues, into subject: Any) {
        for child in Mirror(reflecting: subject).children {
            (child.value as? EnvironmentInjectable)?.inject(values)
        }
    }
}

/// An interface for a stored variable that updates an external property of a view.
public protocol DynamicProperty {}

/// A property wrapper that holds a value. A still render has no interaction, so it keeps its
/// initial value; writes are accepted and kept for the rest of the evaluation.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private final class Box { var value: Value; init(_ v: Value) { value = v } }
    private let box: Box

    public init(wrappedValue value: Value) { box = Box(value) }
    public init(initialValue value: Value) { box = Box(value) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
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
