import Foundation

/// Combine's object observation, as app code shared with a widget uses it (`final class Store:
/// ObservableObject { @Published var items = [] }`, `import Combine`, `Set<AnyCancellable>`).
/// A widget is drawn once from its entry: nothing is observed over time, so a change is never
/// delivered to a view, which reads the object's current values when it is rendered. Combine's
/// publishers and operators beyond these are not provided (see the README's survey table).
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

nonisolated extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed (it has no subscribers in a render).
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A publisher that publishes changes from observable objects.
public nonisolated final class ObservableObjectPublisher: @unchecked Sendable {
    public init() {}
    /// Sends the changed value to the downstream subscriber (there is none in a render).
    public func send() {}
}

/// A type that publishes a property marked with an attribute: reading and writing it read and
/// write the value; `$property` is its publisher, which gives the current value to `sink` at once.
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    public init(wrappedValue value: Value) { self.value = value }
    public init(initialValue value: Value) { self.value = value }

    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    public var projectedValue: Publisher {
        get { Publisher(value: value) }
        set { value = newValue.value }
    }

    /// A publisher for properties marked with the `@Published` attribute.
    public struct Publisher {
        let value: Value

        /// Attaches a subscriber with closure-based behavior: it receives the current value now.
        public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            receiveValue(value)
            return AnyCancellable {}
        }
    }
}

nonisolated extension Published: Sendable where Value: Sendable {}

/// A protocol indicating that an activity or action supports cancellation.
public protocol Cancellable {
    /// Cancel the activity.
    func cancel()
}

/// A type-erasing cancellable object that executes a provided closure when canceled.
public nonisolated final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private var onCancel: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { onCancel = cancel }
    public init<C: Cancellable>(_ canceller: C) { onCancel = canceller.cancel }

    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    /// Stores this type-erasing cancellable instance in the specified set.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Stores this type-erasing cancellable instance in the specified collection.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
