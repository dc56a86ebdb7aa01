import Foundation

/// The result of resolving an intent's parameter (SiriKit's `INIntentResolutionResult`); the
/// `*ResolutionResult` classes generated for custom types and enums are its subclasses.
/// Compile-only: Vignette resolves no parameter (the configuration is the definition's defaults).
open nonisolated class INIntentResolutionResult: NSObject {
    /// What the result says.
    public enum Outcome: Sendable, Equatable { case needsValue, notRequired, unsupported, success, disambiguation, confirmationRequired }
    /// What the result says (Vignette's own, for tests: SiriKit keeps it private).
    public internal(set) var outcome: Outcome = .needsValue

    public required override init() { super.init() }

    /// Returns an object indicating that you need the user to specify a value for the parameter.
    open class func needsValue() -> Self { make(.needsValue) }
    /// Returns an object indicating that the parameter is not required.
    open class func notRequired() -> Self { make(.notRequired) }
    /// Returns an object indicating that you do not support the value.
    open class func unsupported() -> Self { make(.unsupported) }

    static func make(_ outcome: Outcome) -> Self {
        let result = Self()
        result.outcome = outcome
        return result
    }
}

/// The result of resolving a parameter that holds a custom object.
open nonisolated class INObjectResolutionResult: INIntentResolutionResult {
    /// The object the parameter resolved to, if any.
    public internal(set) var resolvedObject: INObject?
    /// The objects offered to the user, if any.
    public internal(set) var objectsToDisambiguate: [INObject] = []

    /// Returns an object indicating that the parameter resolved to the specified object.
    open class func success(with resolvedObject: INObject) -> Self {
        let result = make(.success)
        result.resolvedObject = resolvedObject
        return result
    }

    /// Returns an object asking the user to choose one of the specified objects.
    open class func disambiguation(with objectsToDisambiguate: [INObject]) -> Self {
        let result = make(.disambiguation)
        result.objectsToDisambiguate = objectsToDisambiguate
        return result
    }

    /// Returns an object asking the user to confirm the specified object.
    open class func confirmationRequired(with objectToConfirm: INObject?) -> Self {
        let result = make(.confirmationRequired)
        result.resolvedObject = objectToConfirm
        return result
    }
}

/// The result of resolving a parameter that holds a value of a custom enum; the generated
/// `<Enum>ResolutionResult` adds `success(with:)` and `confirmationRequired(with:)` for its enum.
open nonisolated class INEnumResolutionResult: INIntentResolutionResult {
    /// The enum value's raw value the parameter resolved to, if any.
    public internal(set) var resolvedRawValue: Int?

    /// What a generated `<Enum>ResolutionResult`'s `success(with:)` and `confirmationRequired(with:)` return.
    public class func _result(_ outcome: Outcome, rawValue: Int) -> Self {
        let result = make(outcome)
        result.resolvedRawValue = rawValue
        return result
    }
}

/// The result of resolving a string parameter.
open nonisolated class INStringResolutionResult: INIntentResolutionResult {
    public internal(set) var resolvedValue: String?
    /// Returns an object indicating that the parameter resolved to the specified string.
    open class func success(with resolvedString: String) -> Self {
        let result = make(.success)
        result.resolvedValue = resolvedString
        return result
    }
}

/// The result of resolving a Boolean parameter.
open nonisolated class INBooleanResolutionResult: INIntentResolutionResult {
    public internal(set) var resolvedValue: Bool?
    /// Returns an object indicating that the parameter resolved to the specified value.
    open class func success(with resolvedValue: Bool) -> Self {
        let result = make(.success)
        result.resolvedValue = resolvedValue
        return result
    }
}

/// The result of resolving an integer parameter.
open nonisolated class INIntegerResolutionResult: INIntentResolutionResult {
    public internal(set) var resolvedValue: Int?
    /// Returns an object indicating that the parameter resolved to the specified value.
    open class func success(with resolvedValue: Int) -> Self {
        let result = make(.success)
        result.resolvedValue = resolvedValue
        return result
    }
}
