import Foundation

/// An app's schema and storage. In Vignette each container has its own in-memory store. The seeds
/// stand for the store the app wrote: a container with a persistent configuration (the default,
/// an app group's, a URL) starts with the author's seed objects (`SwiftData/<Model>.json`, see
/// `ModelSeeds`) for each model type the first time a context reads or inserts that type, so a
/// widget that makes its container in every provider call reads the same sample data every time;
/// one whose configurations are all `isStoredInMemoryOnly` starts empty, as on iOS.
public nonisolated final class ModelContainer: Sendable {
    public let schema: Schema
    public let configurations: [ModelConfiguration]
    let store: ModelStore
    /// Whether this is the environment's container when no view set one.
    let isEnvironmentDefault: Bool
    private let main: MainContextBox

    public init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: [ModelConfiguration] = []) throws {
        isEnvironmentDefault = false
        schema = givenSchema
        self.configurations = configurations.isEmpty ? [ModelConfiguration(schema: givenSchema)] : configurations
        store = ModelStore(seeded: !self.configurations.allSatisfy(\.isStoredInMemoryOnly), identifier: self.configurations[0].name)
        main = MainContextBox()
    }

    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                            configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
    }

    public convenience init(for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                            configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
    }

    /// The container SwiftUI's environment holds when no view sets one: no seeds, nothing stored.
    init(schemaless: Void) {
        isEnvironmentDefault = true
        schema = Schema([])
        configurations = [ModelConfiguration(isStoredInMemoryOnly: true)]
        store = ModelStore(seeded: false, identifier: "schemaless")
        main = MainContextBox()
    }

    /// The context bound to the main actor, which `.modelContainer(_:)` puts in the environment.
    @MainActor public var mainContext: ModelContext { sharedMainContext }

    /// `mainContext` for Vignette's own nonisolated code (the environment modifier).
    var sharedMainContext: ModelContext { main.context(for: self) }

    public func deleteAllData() { store.removeAll() }
}

/// Holds a container's main context, made on first use.
/// `@unchecked Sendable`: the context is made and read under the lock.
private nonisolated final class MainContextBox: @unchecked Sendable {
    private let lock = NSLock()
    private var made: ModelContext?

    func context(for container: ModelContainer) -> ModelContext {
        lock.withLock {
            if let made { return made }
            let context = ModelContext(container)
            made = context
            return context
        }
    }
}
