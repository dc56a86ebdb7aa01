import Foundation

/// A container's objects, by entity, in insertion order (seed objects first, in their file's order).
/// `@unchecked Sendable`: every access is under the lock; model objects are shared the way iOS
/// shares a store between contexts.
nonisolated final class ModelStore: @unchecked Sendable {
    private let lock = NSLock()
    private var objects: [String: [any PersistentModel]] = [:]
    private var nextKey = 0
    private let seeded: Bool
    let identifier: String

    /// `identifier`: the configuration's name, so that identifiers are the same in every run.
    init(seeded: Bool, identifier: String) {
        self.seeded = seeded
        self.identifier = identifier
    }

    static func entityName(of type: Any.Type) -> String { String(describing: type) }

    /// The objects of `T`, seeding them first if this is the first use of the type.
    func all<T: PersistentModel>(_ type: T.Type, context: ModelContext) -> [T] {
        lock.withLock {
            loadSeeds(of: type, context: context)
            return objects[Self.entityName(of: type)]?.compactMap { $0 as? T } ?? []
        }
    }

    func insert<T: PersistentModel>(_ model: T, context: ModelContext) {
        lock.withLock {
            loadSeeds(of: T.self, context: context)
            let entity = Self.entityName(of: T.self)
            if objects[entity]?.contains(where: { $0 === model }) == true { return }
            model._$vignetteModel.inserted(as: newIdentifier(entity), in: context, changed: true)
            objects[entity, default: []].append(model)
        }
    }

    func remove<T: PersistentModel>(_ model: T) {
        lock.withLock { objects[Self.entityName(of: T.self)]?.removeAll { $0 === model } }
    }

    func removeAll() { lock.withLock { objects = objects.mapValues { _ in [] } } }

    /// Seeds are loaded once per store and type, under the lock.
    private func loadSeeds<T: PersistentModel>(of type: T.Type, context: ModelContext) {
        let entity = Self.entityName(of: type)
        guard objects[entity] == nil else { return }
        guard seeded else {
            objects[entity] = []
            return
        }
        let made = ModelSeeds.objects(of: type)
        for model in made { model._$vignetteModel.inserted(as: newIdentifier(entity), in: context, changed: false) }
        objects[entity] = made
    }

    private func newIdentifier(_ entity: String) -> PersistentIdentifier {
        nextKey += 1
        return PersistentIdentifier(entityName: entity, storeIdentifier: identifier, key: nextKey)
    }
}
