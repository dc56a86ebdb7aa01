import Foundation

/// A property wrapper type that subscribes to an observable object: the view reads the object's
/// current values when it is rendered (a widget is drawn once; no change is delivered later).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// A wrapper of the underlying observable object that can create bindings to its properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// A property wrapper type that instantiates an observable object: made once, the first time the
/// view reads it, and kept with the view.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box: StateObjectBox<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = StateObjectBox(thunk) }

    public var wrappedValue: ObjectType { box.object }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: box.object).projectedValue }
}

nonisolated final class StateObjectBox<ObjectType>: @unchecked Sendable {
    // @unchecked: a view's properties are read on the thread that evaluates it.
    private let make: () -> ObjectType
    private var made: ObjectType?
    init(_ make: @escaping () -> ObjectType) { self.make = make }
    var object: ObjectType {
        if let made { return made }
        let object = make()
        made = object
        return object
    }
}

/// A property wrapper type for an observable object that a parent or ancestor view supplies
/// with `environmentObject(_:)`. A view that reads one nobody supplied stops, as SwiftUI does, with
/// a message naming the type and what to add.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let storage = EnvironmentStorage()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = (storage.values ?? EnvironmentValues.current)[EnvironmentObjectKey<ObjectType>.self] else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
                       + "\(ObjectType.self) may be missing as an ancestor of this view: add .environmentObject(…) above it.")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

nonisolated extension EnvironmentObject: EnvironmentInjectable {
    package func inject(_ values: EnvironmentValues) { storage.values = values }
}

private nonisolated struct EnvironmentObjectKey<ObjectType>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

nonisolated extension View {
    /// Supplies an observable object to a view subhierarchy (`@EnvironmentObject`).
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentModifier { $0[EnvironmentObjectKey<T>.self] = object })
    }
}
