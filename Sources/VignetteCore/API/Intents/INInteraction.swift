import Foundation

/// An intent and its response, donated to the system so that Siri can suggest it (SiriKit's
/// `INInteraction`). Compile-only: donations go nowhere on Linux, and their completion handlers are
/// called at once with no error.
open nonisolated class INInteraction: NSObject {
    /// The interaction's intent.
    public let intent: INIntent
    /// The interaction's response.
    public let intentResponse: INIntentResponse?
    /// A string you use to identify the interaction.
    open var identifier: String?
    /// A string you use to group interactions.
    open var groupIdentifier: String?

    /// Creates an interaction object with the specified intent and response.
    public init(intent: INIntent, response: INIntentResponse?) {
        self.intent = intent
        intentResponse = response
        super.init()
    }

    /// Donates the interaction to the system.
    open func donate(completion: (@Sendable (Error?) -> Void)? = nil) { completion?(nil) }

    /// Deletes all donated interactions.
    open class func deleteAll(completion: (@Sendable (Error?) -> Void)? = nil) { completion?(nil) }
    /// Deletes the donated interactions with the specified identifiers.
    open class func delete(with interactionIdentifiers: [String], completion: (@Sendable (Error?) -> Void)? = nil) { completion?(nil) }
    /// Deletes the donated interactions with the specified group identifier.
    open class func delete(with groupIdentifier: String, completion: (@Sendable (Error?) -> Void)? = nil) { completion?(nil) }
}
