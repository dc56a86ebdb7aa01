import Foundation

/// Fetches, inserts and deletes models in a container's in-memory store.
///
/// Inserting puts the model in the store at once (as an autosaving context would on iOS), so every
/// context of the container sees it; `save()` only clears `hasChanges`. Nothing is written to disk.
/// Unlike iOS, inserting a model does not insert the models its relationships point to: insert each.
public nonisolated final class ModelContext {
    public let container: ModelContainer
    /// Kept and read by nothing: the store is in memory.
    public var autosaveEnabled = true
    private var inserted: [any PersistentModel] = []
    private var deleted: [any PersistentModel] = []

    public init(_ container: ModelContainer) {
        self.container = container
    }

    /// The models a descriptor selects: its predicate, then its sort descriptors (insertion order
    /// when it has none), then its offset and limit.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var models = container.store.all(T.self, context: self)
        if let predicate = descriptor.predicate {
            models = try models.filter { try predicate.evaluate($0) }
        }
        if !descriptor.sortBy.isEmpty {
            models = models.sorted(using: descriptor.sortBy)
        }
        if let offset = descriptor.fetchOffset, offset > 0 { models = Array(models.dropFirst(offset)) }
        if let limit = descriptor.fetchLimit, limit >= 0 { models = Array(models.prefix(limit)) }
        for model in models { model._$vignetteModel.adopt(self) }
        return models
    }

    /// How many models `fetch(_:)` would return.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    /// The identifiers of the models `fetch(_:)` would return.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    public func insert<T: PersistentModel>(_ model: T) {
        container.store.insert(model, context: self)
        inserted.append(model)
    }

    public func delete<T: PersistentModel>(_ model: T) {
        model._$vignetteModel.markDeleted()
        container.store.remove(model)
        deleted.append(model)
    }

    /// Deletes every model of a type that matches the predicate (all of them without one).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for found in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(found) }
    }

    /// The model with this identifier, if the store holds one of that type.
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        container.store.all(T.self, context: self).first { $0.persistentModelID == persistentModelID }
    }

    /// Whether a model was inserted or deleted since the last save.
    public var hasChanges: Bool { !inserted.isEmpty || !deleted.isEmpty }

    public var insertedModelsArray: [any PersistentModel] { inserted }
    public var deletedModelsArray: [any PersistentModel] { deleted }

    /// Ends the unsaved state: the store already holds the changes.
    public func save() throws {
        for model in inserted { model._$vignetteModel.markSaved() }
        inserted.removeAll()
        deleted.removeAll()
    }

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// Forgets the unsaved state. Inserted models stay in the store (nothing is undone).
    public func rollback() {
        inserted.removeAll()
        deleted.removeAll()
    }
}
