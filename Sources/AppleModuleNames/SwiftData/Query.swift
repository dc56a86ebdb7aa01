import Foundation
import VignetteCore

/// The models a view shows, fetched from the environment's `modelContext` (set by
/// `.modelContainer(_:)`) each time the view's `body` reads them.
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
    let descriptor: FetchDescriptor<Element>
    private let storage = QueryEnvironment()

    @MainActor @preconcurrency public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) where Result == [Element] {
        self.descriptor = descriptor
    }

    @MainActor @preconcurrency public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                transaction: Transaction? = nil) where Result == [Element] {
        descriptor = FetchDescriptor(predicate: filter, sortBy: descriptors)
    }

    @MainActor @preconcurrency public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                animation: Animation) where Result == [Element] {
        descriptor = FetchDescriptor(predicate: filter, sortBy: descriptors)
    }

    @MainActor @preconcurrency public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
                                   order: SortOrder = .forward, transaction: Transaction? = nil) where Result == [Element] {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }

    @MainActor @preconcurrency public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
                                   order: SortOrder = .forward, transaction: Transaction? = nil) where Result == [Element] {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }

    @MainActor @preconcurrency public init(_ descriptor: FetchDescriptor<Element>, animation: Animation) where Result == [Element] {
        self.descriptor = descriptor
    }

    /// The models, fetched now. A fetch that fails (a predicate that throws), or a query in a view
    /// without a model container, gives no models and is reported, as SwiftUI logs it.
    @MainActor @preconcurrency public var wrappedValue: Result {
        let context = modelContext
        if context.container.isEnvironmentDefault {
            SampleDataFiles.report("@Query of \(Element.self) found no model container in the environment, so it shows nothing; "
                + "set one with .modelContainer(_:) on the widget's view (in the StaticConfiguration's content closure)")
        }
        do {
            return try context.fetch(descriptor) as! Result
        } catch {
            SampleDataFiles.report("@Query of \(Element.self) failed: \(error)")
            return [Element]() as! Result
        }
    }

    /// The context the query fetches from.
    @MainActor @preconcurrency public var modelContext: ModelContext { (storage.values ?? EnvironmentValues.ofCurrentBody).modelContext }
}

/// Where a `Query` keeps the environment of the view that holds it.
nonisolated final class QueryEnvironment {
    var values: EnvironmentValues?
}

nonisolated extension Query: EnvironmentInjectable {
    package func inject(_ values: EnvironmentValues) { storage.values = values }
}
