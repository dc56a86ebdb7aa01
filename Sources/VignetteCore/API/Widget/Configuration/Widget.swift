import Foundation

/// The configuration and content of a widget to display on the Home Screen or in Notification
/// Center (WidgetKit's `Widget`).
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    /// Creates a widget using `body` as its content.
    init()
    /// The content and behavior of the widget.
    var body: Body { get }

    /// Vignette: the widgets this value stands for, one for a widget or several for a group
    /// a `WidgetBundleBuilder` made. Implemented for you.
    func _widgetDescriptions() -> [WidgetDescription]
}

extension Widget {
    public func _widgetDescriptions() -> [WidgetDescription] { [body._widgetDescription] }
}

/// A type that describes a widget's content (WidgetKit's `WidgetConfiguration`). Make one with
/// `StaticConfiguration` or `AppIntentConfiguration` and its modifiers.
public protocol WidgetConfiguration {
    /// Vignette: what the configuration declares, for the renderer.
    var _widgetDescription: WidgetDescription { get }
}

/// An empty widget configuration.
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    public init() {}
    public var _widgetDescription: WidgetDescription {
        WidgetDescription(kind: "", source: FailingSource(error: .backend("an EmptyWidgetConfiguration has no content")))
    }
}

/// A configuration changed by a modifier (`.supportedFamilies(_:)`…).
public struct ModifiedWidgetConfiguration: WidgetConfiguration {
    public let _widgetDescription: WidgetDescription
}
