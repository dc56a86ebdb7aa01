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
public nonisolated struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    /// The values set, newest first, as SwiftUI keeps them: setting a value adds one entry in
    /// front of the shared rest (a dictionary was copied whole by every modifier that set a
    /// value, and hashed on every read). An entry holds its key's value type, so reading
    /// needs no dynamic cast.
    private var newest: EnvironmentEntry?

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            newest?.value(for: ObjectIdentifier(key), as: K.Value.self) ?? K.defaultValue
        }
        set {
            let id = ObjectIdentifier(key)
            // Setting the same key again replaces its entry rather than piling entries up.
            let rest = newest?.key == id ? newest?.older : newest
            newest = TypedEnvironmentEntry(key: id, value: newValue, older: rest)
        }
    }

    public var description: String {
        var keys = Set<ObjectIdentifier>()
        var entry = newest
        while let e = entry {
            keys.insert(e.key)
            entry = e.older
        }
        return "EnvironmentValues(\(keys.count) values set)"
    }

    /// Tells environments apart without comparing their values: equal identities hold the
    /// same values (entries are never changed once made). It keeps the newest entry alive, so
    /// that its address is not reused while the identity is held.
    nonisolated struct Identity: Equatable {
        fileprivate let newest: EnvironmentEntry?
        static func == (a: Identity, b: Identity) -> Bool { a.newest === b.newest }
    }

    var identity: Identity { Identity(newest: newest) }

    /// The environment of the body being evaluated; read by `@Environment`.
    @TaskLocal static var current = EnvironmentValues()

    /// The environment of the body being evaluated, for dynamic properties outside this module.
    package static var ofCurrentBody: EnvironmentValues { current }
}

/// One value set in an environment, and the entries set before it.
nonisolated class EnvironmentEntry {
    let key: ObjectIdentifier
    let older: EnvironmentEntry?

    init(key: ObjectIdentifier, older: EnvironmentEntry?) {
        self.key = key
        self.older = older
    }
}

nonisolated final class TypedEnvironmentEntry<Value>: EnvironmentEntry {
    let value: Value

    init(key: ObjectIdentifier, value: Value, older: EnvironmentEntry?) {
        self.value = value
        super.init(key: key, older: older)
    }
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
nonisolated final class EnvironmentStorage {
    var values: EnvironmentValues?
}

/// Dynamic properties that take the environment before `body` runs (`package`: SwiftData's `Query` is one).
package nonisolated protocol EnvironmentInjectable {
    func inject(_ values: EnvironmentValues)
}

nonisolated extension Environment: EnvironmentInjectable {
    package func inject(_ values: EnvironmentValues) { storage.values = values }
}

nonisolated extension EnvironmentValues {
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
