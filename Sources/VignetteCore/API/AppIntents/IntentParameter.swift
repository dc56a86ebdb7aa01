import Foundation

/// A property wrapper for an app intent's parameter (`@Parameter`). Vignette renders a
/// configurable widget with each parameter's default; optional parameters without one are nil.
/// A required parameter without a default is an error naming the intent and the parameter
/// when the widget renders (see `IntentDefaults`).
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
    // @unchecked: the value is only set while an intent is configured, before a provider sees it.
    private var value: Value?
    /// Whether the declaration gave a default (an entity parameter without one takes its query's `defaultResult()`).
    private let hasExplicitDefault: Bool
    public let title: LocalizedStringResource
    public let parameterDescription: IntentDescription?

    public var wrappedValue: Value {
        get {
            guard let value else {
                // `IntentDefaults.check` names the parameter before any provider can read it.
                preconditionFailure("@Parameter '\(title)' has no value: give it a default")
            }
            return value
        }
        set { value = newValue }
    }

    public var projectedValue: IntentParameter<Value> { self }

    /// Whether the parameter has a value (a default, or nil for an optional parameter).
    var hasValue: Bool { value != nil }

    /// The default, or nil for an optional parameter without one.
    private static func initialValue(_ defaultValue: Value?) -> Value? {
        defaultValue ?? (Value.self as? any ExpressibleByNilLiteral.Type).flatMap { $0.init(nilLiteral: ()) as? Value }
    }

    public init(title: LocalizedStringResource, description: IntentDescription? = nil, default defaultValue: Value? = nil,
                requestValueDialog: IntentDialog? = nil) {
        self.title = title
        parameterDescription = description
        value = Self.initialValue(defaultValue)
        hasExplicitDefault = defaultValue != nil
    }

    public init(title: LocalizedStringResource, description: IntentDescription? = nil, default defaultValue: Value? = nil,
                controlStyle: IntentParameterControlStyle, requestValueDialog: IntentDialog? = nil) {
        self.title = title
        parameterDescription = description
        value = Self.initialValue(defaultValue)
        hasExplicitDefault = defaultValue != nil
    }

    public init<Bound>(title: LocalizedStringResource, description: IntentDescription? = nil, default defaultValue: Value? = nil,
                       inclusiveRange: (lowerBound: Bound, upperBound: Bound), requestValueDialog: IntentDialog? = nil) {
        self.title = title
        parameterDescription = description
        value = Self.initialValue(defaultValue)
        hasExplicitDefault = defaultValue != nil
    }
}

nonisolated extension AppIntent {
    /// `@Parameter` is App Intents' name for `IntentParameter`, inside an intent.
    public typealias Parameter = IntentParameter
}

/// How a numeric parameter is edited (recorded, not drawn).
public nonisolated enum IntentParameterControlStyle: Sendable { case field, slider, stepper }

/// A prompt shown when the system asks for a parameter's value (recorded, not drawn).
public nonisolated struct IntentDialog: Sendable, ExpressibleByStringInterpolation {
    public let text: LocalizedStringResource
    public init(_ text: LocalizedStringResource) { self.text = text }
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) { self.init(LocalizedStringResource(stringInterpolation: stringInterpolation)) }
}

/// The configuration a widget starts from, as WidgetKit makes it for a widget nobody
/// configured: `Intent()` with each parameter at its default, and each entity parameter
/// without one at its query's `defaultResult()`.
nonisolated enum IntentDefaults {
    nonisolated struct MissingDefault: Error, CustomStringConvertible {
        let description: String
    }

    static func configuration<Intent: AppIntent>(_ type: Intent.Type) async throws -> Intent {
        let intent = Intent()
        for child in Mirror(reflecting: intent).children {
            guard let parameter = child.value as? any ParameterValueState else { continue }
            await parameter.takeEntityDefault()
            guard !parameter.hasDefaultValue else { continue }
            let name = child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "?"
            throw MissingDefault(description: "\(Intent.self): @Parameter '\(name)' (\"\(parameter.parameterTitle)\") has no default value, "
                + "so no configuration can be rendered; give it one (`@Parameter(title: \"…\", default: …)`), make it optional, "
                + "or, for an entity, return one from its query's defaultResult()")
        }
        return intent
    }
}

/// What `IntentDefaults` asks of any parameter, whatever its value type.
protocol ParameterValueState {
    var hasDefaultValue: Bool { get }
    var parameterTitle: String { get }
    /// For an entity parameter the declaration gave no default: its query's `defaultResult()`.
    func takeEntityDefault() async
}

nonisolated extension IntentParameter: ParameterValueState {
    var hasDefaultValue: Bool { hasValue }
    var parameterTitle: String { title.key }

    func takeEntityDefault() async {
        guard !hasExplicitDefault else { return }
        if let entity = Value.self as? any AppEntity.Type {
            if let found = await entity.defaultEntity() { value = found as? Value }
        } else if let optional = Value.self as? any OptionalAppEntity.Type {
            if let found = await optional.defaultEntityValue() { value = found as? Value }
        }
    }
}

/// `Entity?` for an entity type, so an optional entity parameter also takes `defaultResult()`.
nonisolated protocol OptionalAppEntity {
    static func defaultEntityValue() async -> Any?
}

nonisolated extension Optional: OptionalAppEntity where Wrapped: AppEntity {
    static func defaultEntityValue() async -> Any? {
        guard let entity = await Wrapped.defaultEntity() else { return nil }
        return Optional(entity)
    }
}
