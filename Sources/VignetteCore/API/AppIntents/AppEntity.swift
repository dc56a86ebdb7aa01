import Foundation

/// An interface for exposing a custom type or app-specific concept to system experiences
/// (App Intents' `AppEntity`). A configuration intent's entity parameter without a default is
/// filled with its query's `defaultResult()`, as WidgetKit does for a widget nobody configured.
public protocol AppEntity: Identifiable, Sendable {
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    /// The query that finds entities of this type.
    static var defaultQuery: DefaultQuery { get }
    /// How the type is named to people.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How the entity is shown to people.
    var displayRepresentation: DisplayRepresentation { get }
}

nonisolated extension AppEntity {
    public static var defaultQuery: DefaultQuery { DefaultQuery() }

    /// The entity a widget shows when nobody chose one: the query's `defaultResult()`.
    static func defaultEntity() async -> Self? { await defaultQuery.defaultResult() }
}

/// An interface for locating app entity instances by identifier.
public protocol EntityQuery: Sendable {
    associatedtype Entity: AppEntity
    init()
    /// The entities with these identifiers.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The initial results to show when the system presents options backed by this query.
    func suggestedEntities() async throws -> [Entity]
    /// The entity to use when nobody chose one.
    func defaultResult() async -> Entity?
}

nonisolated extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }
    public func defaultResult() async -> Entity? { nil }
}

/// A query that can list every entity.
public protocol EnumerableEntityQuery: EntityQuery {
    func allEntities() async throws -> [Entity]
}

nonisolated extension EnumerableEntityQuery {
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        try await allEntities().filter { identifiers.contains($0.id) }
    }
    public func suggestedEntities() async throws -> [Entity] { try await allEntities() }
}

/// A query that finds entities matching a string.
public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> [Entity]
}

/// A property of an app entity that people can see (`@Property`).
@propertyWrapper
public final class EntityProperty<Value>: @unchecked Sendable {
    // @unchecked: set while the entity is made, read afterwards.
    private var value: Value?
    public let title: LocalizedStringResource

    public init(title: LocalizedStringResource) { self.title = title }

    public init(wrappedValue: Value, title: LocalizedStringResource) {
        self.title = title
        value = wrappedValue
    }

    public var wrappedValue: Value {
        get {
            guard let value else { preconditionFailure("@Property '\(title)' was read before it was set") }
            return value
        }
        set { value = newValue }
    }
}

nonisolated extension AppEntity {
    /// `@Property` is App Intents' name for an entity's property, inside an entity.
    public typealias Property = EntityProperty
}

/// A recommended configuration of a widget (watchOS lists them; Vignette renders the defaults).
public nonisolated struct AppIntentRecommendation<Intent: AppIntent>: Sendable {
    public let intent: Intent
    public let description: String

    public init(intent: Intent, description: LocalizedStringResource) {
        self.intent = intent
        self.description = description.key
    }

    public init(intent: Intent, description: Text) {
        self.intent = intent
        self.description = description.plainText
    }
}

/// An intent that starts, pauses or modifies a Live Activity.
public protocol LiveActivityIntent: AppIntent {}

/// An intent that plays, pauses or otherwise modifies audio playback.
public protocol AudioPlaybackIntent: AppIntent {}
