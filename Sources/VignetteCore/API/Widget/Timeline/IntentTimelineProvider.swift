import Foundation

/// A type that advises WidgetKit when to update a user-configurable widget's display, configured
/// with a SiriKit custom intent (WidgetKit's `IntentTimelineProvider`).
///
/// Vignette calls it as `TimelineProvider` is called, with a new widget's configuration: an intent
/// with the `.intentdefinition` file's defaults.
public protocol IntentTimelineProvider {
    /// A type that specifies the date to display a widget.
    associatedtype Entry: TimelineEntry
    /// The custom intent containing the user-editable parameters.
    associatedtype Intent: INIntent
    typealias Context = TimelineProviderContext

    /// Provides a timeline entry representing a placeholder version of the widget.
    func placeholder(in context: Context) -> Entry
    /// Provides a timeline entry representing the current time and state of a widget.
    @preconcurrency func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    /// Provides an array of timeline entries for the current time and, optionally, any future
    /// times to update a widget.
    @preconcurrency func getTimeline(for configuration: Intent, in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
    /// Preconfigured configurations (watchOS shows them; Vignette renders the defaults).
    func recommendations() -> [IntentRecommendation<Intent>]
}

nonisolated extension IntentTimelineProvider {
    public func recommendations() -> [IntentRecommendation<Intent>] { [] }
}

/// A recommended configuration of a SiriKit-configured widget (watchOS lists them; Vignette renders
/// the defaults).
public nonisolated struct IntentRecommendation<Intent: INIntent> {
    public let intent: Intent
    public let description: String

    public init(intent: Intent, description: Text) {
        self.intent = intent
        self.description = description.plainText
    }

    public init<S: StringProtocol>(intent: Intent, description: S) {
        self.intent = intent
        self.description = String(description)
    }
}
