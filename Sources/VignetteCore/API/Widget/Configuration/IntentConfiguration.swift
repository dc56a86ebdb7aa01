import Foundation

/// An object describing the content of a widget that uses a SiriKit custom intent to provide
/// user-configurable options. Vignette renders it as a newly added widget is configured: with the
/// parameters' default values from the target's `.intentdefinition` file (the `VignetteIntentDefinitions`
/// plugin writes the intent classes and their defaults).
public nonisolated struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration {
    public let _widgetDescription: WidgetDescription

    /// Creates a configuration for a widget by using a custom intent to provide user-configurable options.
    /// - Parameters:
    ///   - kind: A unique string that you choose (also the widget's folder in Vignette's output).
    ///   - intent: A custom SiriKit intent containing the user-editable parameters.
    ///   - provider: An object that determines the timing of updates to the widget's views.
    ///   - content: A view that renders the widget.
    public init<Provider: IntentTimelineProvider>(kind: String, intent: Intent.Type, provider: Provider,
                                                  @ViewBuilder content: @escaping (Provider.Entry) -> Content)
        where Intent == Provider.Intent {
        _widgetDescription = WidgetDescription(kind: kind, source: IntentProviderSource(provider: provider, content: content))
    }
}
