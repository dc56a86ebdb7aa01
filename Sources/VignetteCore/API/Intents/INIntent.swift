import Foundation

/// A request to fulfill in your app or Intents extension (SiriKit's `INIntent`).
///
/// A widget's configuration intent is a subclass that the target's `.intentdefinition` file
/// describes; the `VignetteIntentDefinitions` build-tool plugin writes it as Xcode does. Its
/// parameters start empty, as an intent made in code does; Vignette renders an `IntentConfiguration`
/// widget with the configuration WidgetKit gives a newly added widget: the definition's defaults.
open nonisolated class INIntent: NSObject {
    /// The unique identifier for this intent object.
    public let identifier: String?
    /// A textual description of the intent.
    open var intentDescription: String? { nil }
    /// A phrase suggested to the user when they add a shortcut for the intent (compile-only).
    open var suggestedInvocationPhrase: String?
    private var images: [String: INImage] = [:]

    public required override init() {
        identifier = nil
        super.init()
    }

    /// Sets the parameters to the values the intent definition gives a new configuration (written by
    /// the `VignetteIntentDefinitions` plugin; SiriKit applies them itself, so this is not Apple API).
    open func _setDefinitionDefaults() {}

    /// Sets the image for the parameter with the given name.
    open func setImage(_ image: INImage?, forParameterNamed parameterName: String) { images[parameterName] = image }
    /// The image for the parameter with the given name.
    open func image(forParameterNamed parameterName: String) -> INImage? { images[parameterName] }
}

/// Your app's response to an intent (SiriKit's `INIntentResponse`); a generated response class adds
/// its `code`. Compile-only: nothing handles intents on Linux.
open nonisolated class INIntentResponse: NSObject {
    /// The user activity to pass to your app when it's launched.
    open var userActivity: NSUserActivity?

    public override init() { super.init() }
}

/// An interface for providing the object to handle an intent.
public nonisolated protocol INIntentHandlerProviding: NSObjectProtocol {
    /// Returns the object that handles the specified intent.
    func handler(for intent: INIntent) -> Any?
}

/// The principal class of an Intents extension (SiriKit's `INExtension`): its `handler(for:)` returns
/// the object that answers an intent's options and defaults. Compile-only: widget configuration on
/// Linux uses the `.intentdefinition` defaults, never the handler.
open nonisolated class INExtension: NSObject, INIntentHandlerProviding {
    public override init() { super.init() }

    /// Returns the object that handles the specified intent.
    open func handler(for intent: INIntent) -> Any? { nil }
}
