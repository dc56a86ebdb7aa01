import Foundation

/// The configuration and content of a control to display in system spaces such as Control
/// Center, the Lock Screen and the Action button (SwiftUI's `ControlWidget`, iOS 18).
///
/// It sits in a `WidgetBundle` next to widgets. Vignette renders it in each Control Center size,
/// on the Lock Screen and as the Action button's preview (`Surfaces/Controls.md`), a toggle in
/// both of its states.
@MainActor @preconcurrency public protocol ControlWidget {
    associatedtype Body: ControlWidgetConfiguration
    /// Creates a control using `body` as its content.
    init()
    /// The content and behavior of the control.
    @ControlWidgetConfigurationBuilder var body: Body { get }
}

nonisolated extension ControlWidget {
    /// Vignette: what the control's configuration declares, for the renderer.
    package func _controlDescription() -> WidgetDescription { onRenderThread(self) { $0.body }._widgetDescription }
}

/// A type that describes a control widget's content (SwiftUI's `ControlWidgetConfiguration`).
/// Make one with `StaticControlConfiguration` or `AppIntentControlConfiguration` and its modifiers.
@MainActor @preconcurrency public protocol ControlWidgetConfiguration {
    /// Vignette: what the configuration declares, for the renderer.
    nonisolated var _widgetDescription: WidgetDescription { get }
}

/// A custom attribute that constructs a control's configuration (SwiftUI's
/// `ControlWidgetConfigurationBuilder`).
@resultBuilder
public nonisolated struct ControlWidgetConfigurationBuilder {
    public static func buildExpression<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
    /// `if #available(iOS 18, *) { … }`: always true on Linux.
    public static func buildLimitedAvailability<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
}

/// A control configuration changed by a modifier (`.displayName(_:)`…).
public nonisolated struct ModifiedControlConfiguration: ControlWidgetConfiguration {
    public let _widgetDescription: WidgetDescription
}

nonisolated extension ControlWidgetConfiguration {
    private func changing(_ change: (inout WidgetDescription) -> Void) -> ModifiedControlConfiguration {
        var description = _widgetDescription
        change(&description)
        return ModifiedControlConfiguration(_widgetDescription: description)
    }

    /// Sets the name shown for the control in the controls gallery (by default the app's name).
    public func displayName(_ displayName: LocalizedStringResource) -> some ControlWidgetConfiguration {
        changing { $0.displayName = displayName.localizedText(locale: nil) }
    }

    /// Sets the description shown for the control in the controls gallery.
    public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration {
        changing { $0.summary = description.localizedText(locale: nil) }
    }

    /// Asks people to configure the control when they add it. Recorded; Vignette renders the
    /// configuration intent's defaults.
    public func promptsForUserConfiguration() -> some ControlWidgetConfiguration {
        changing { $0.control?.promptsForUserConfiguration = true }
    }
}

/// A control listed in a widget bundle: WidgetKit takes controls in the same bundle as widgets.
public nonisolated struct _ControlInBundle<Control: ControlWidget>: Widget {
    let control: Control
    public init() { control = onRenderThread(Control.self) { $0.init() } }
    init(_ control: Control) { self.control = control }
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
    public func _widgetDescriptions() -> [WidgetDescription] { [control._controlDescription()] }
}

nonisolated extension WidgetBundleBuilder {
    /// A control in a widget bundle's body, next to its widgets.
    public static func buildExpression<Control: ControlWidget>(_ control: Control) -> _ControlInBundle<Control> { _ControlInBundle(control) }
}
