import Foundation
import VignetteCore

private nonisolated enum ModelContextKey: EnvironmentKey {
    /// As in SwiftUI: a context over an empty, schemaless in-memory container, whose fetches find nothing.
    static let empty = ModelContainer(schemaless: ())
    static var defaultValue: ModelContext { empty.sharedMainContext }
}

nonisolated extension EnvironmentValues {
    /// The context `@Query` fetches from: the main context of the container `.modelContainer(_:)` set.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the container whose main context this view's `@Query`s fetch from.
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.sharedMainContext)
    }

    /// Makes a container for these model types (seeded as every container) and sets it, as
    /// `modelContainer(_:)`. `isAutosaveEnabled`, `isUndoEnabled` are kept by nothing; `onSetup`
    /// is called with the container.
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        let result = Swift.Result { try ModelContainer(for: Schema(modelTypes), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)]) }
        onSetup(result)
        let container = (try? result.get()) ?? ModelContextKey.empty
        return environment(\.modelContext, container.sharedMainContext)
    }

    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Sets the context this view's `@Query`s fetch from.
    public func modelContext(_ modelContext: ModelContext) -> some View {
        environment(\.modelContext, modelContext)
    }
}
