import Foundation

/// An object describing the content of a widget that has no user-configurable options.
public nonisolated struct StaticConfiguration<Content: View>: WidgetConfiguration {
    public let _widgetDescription: WidgetDescription

    /// Creates a configuration for a widget by using a provider to supply timeline entries.
    /// - Parameters:
    ///   - kind: A unique string that you choose (also the widget's folder in Vignette's output).
    ///   - provider: An object that determines the timing of updates to the widget's views.
    ///   - content: A view that renders the widget.
    public init<Provider: TimelineProvider>(kind: String, provider: Provider,
                                            @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        _widgetDescription = WidgetDescription(kind: kind, source: TimelineProviderSource(provider: provider, content: content))
    }
}

/// An object describing the content of a widget that uses a custom intent to provide
/// user-configurable options. Vignette renders it configured with the intent's defaults.
public nonisolated struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
    public let _widgetDescription: WidgetDescription

    /// Creates a configuration for a widget by using a custom intent to provide
    /// user-configurable options.
    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @ViewBuilder content: @escaping (Provider.Entry) -> Content)
        where Intent == Provider.Intent {
        _widgetDescription = WidgetDescription(kind: kind, source: AppIntentProviderSource(provider: provider, content: content))
    }
}
