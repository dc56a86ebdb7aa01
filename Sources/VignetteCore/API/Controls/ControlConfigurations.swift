import Foundation

/// The description of a control that has no user-configurable options (WidgetKit's
/// `StaticControlConfiguration`).
public nonisolated struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    public let _widgetDescription: WidgetDescription

    /// Creates a configuration for a control, with no user-configurable options.
    /// - Parameters:
    ///   - kind: A string that uniquely identifies the type of control (also its folder in Vignette's output).
    ///   - content: A template that renders the control.
    public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) {
        _widgetDescription = .control(kind: kind, Content.self, source: ControlValueSource<Void>(
            preview: {}, current: {}, content: { content()._controlTemplate }, currentCallName: "its content"))
    }

    /// Creates a configuration for a control, with no user-configurable options.
    /// - Parameters:
    ///   - kind: A string that uniquely identifies the type of control.
    ///   - provider: An object that provides a value to the control template.
    ///   - content: A template that renders the control.
    public init<Provider: ControlValueProvider>(kind: String, provider: Provider,
                                                @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) {
        _widgetDescription = .control(kind: kind, Content.self, source: ControlValueSource<Provider.Value>(
            preview: { provider.previewValue }, current: { try await provider.currentValue() },
            content: { content($0)._controlTemplate }, currentCallName: "currentValue()"))
    }
}

/// The description of a control that uses a custom app intent to provide user-configurable
/// options (WidgetKit's `AppIntentControlConfiguration`). Vignette renders it configured with
/// the intent's defaults.
public nonisolated struct AppIntentControlConfiguration<Configuration: ControlConfigurationIntent, Content: ControlWidgetTemplate>:
    ControlWidgetConfiguration {
    public let _widgetDescription: WidgetDescription

    /// Creates a configuration for a control that uses a custom app intent to provide
    /// user-configurable options.
    /// - Parameters:
    ///   - kind: A string that uniquely identifies the type of control.
    ///   - provider: An object that provides a value to the control template, from the intent.
    ///   - content: A template that renders the control.
    public init<Provider: AppIntentControlValueProvider>(kind: String, provider: Provider,
                                                         @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content)
        where Configuration == Provider.Configuration {
        _widgetDescription = .control(kind: kind, Content.self, source: ControlValueSource<Provider.Value>(
            // The gallery's value: the intent as made, without asking entity queries (`previewValue` is synchronous).
            preview: { provider.previewValue(configuration: Configuration()) },
            current: { try await provider.currentValue(configuration: IntentDefaults.configuration(Configuration.self)) },
            content: { content($0)._controlTemplate }, currentCallName: "currentValue(configuration:)"))
    }

    /// Creates a configuration for a control whose template is made from the intent itself.
    /// - Parameters:
    ///   - kind: A string that uniquely identifies the type of control.
    ///   - intent: A custom intent containing user-editable parameters.
    ///   - content: A template that renders the control.
    public init(kind: String, intent: Configuration.Type = Configuration.self,
                @ControlWidgetTemplateBuilder content: @escaping (Configuration) -> Content) {
        _widgetDescription = .control(kind: kind, Content.self, source: ControlValueSource<Configuration>(
            preview: { Configuration() }, current: { try await IntentDefaults.configuration(Configuration.self) },
            content: { content($0)._controlTemplate }, currentCallName: "its configuration intent"))
    }
}

/// What a control's configuration declares beyond a widget's.
package nonisolated struct ControlDescription: Sendable {
    /// Whether its template is a `ControlWidgetToggle` (drawn on and off) rather than a button.
    package let isToggle: Bool
    /// `promptsForUserConfiguration()`.
    package var promptsForUserConfiguration = false
}

nonisolated extension WidgetDescription {
    /// A control: no widget family, drawn on the control surfaces from its value provider.
    static func control<Content: ControlWidgetTemplate>(kind: String, _ content: Content.Type, source: any EntrySource) -> WidgetDescription {
        var description = WidgetDescription(kind: kind, source: source)
        description.supportedFamilies = []
        description.control = ControlDescription(isToggle: Content._isToggle)
        return description
    }
}
