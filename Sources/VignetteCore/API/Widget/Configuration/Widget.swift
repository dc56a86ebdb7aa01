import Foundation

/// The configuration and content of a widget to display on the Home Screen or in Notification
/// Center (WidgetKit's `Widget`).
@MainActor @preconcurrency public protocol Widget {
    associatedtype Body: WidgetConfiguration
    /// Creates a widget using `body` as its content.
    init()
    /// The content and behavior of the widget.
    var body: Body { get }

    /// Vignette: the widgets this value stands for, one for a widget or several for a group
    /// a `WidgetBundleBuilder` made. Implemented for you.
    nonisolated func _widgetDescriptions() -> [WidgetDescription]
}

nonisolated extension Widget {
    public func _widgetDescriptions() -> [WidgetDescription] {
        var description = onRenderThread(self) { $0.body }._widgetDescription
        if description.module == nil { description.module = declaringModule(of: Self.self)?.name }
        return [description]
    }
}

/// A widget made by the renderer (`WidgetBundle`'s groups): `init()` is a main-actor requirement (MainActorBridge.swift).
func makeWidget<W: Widget>(_ type: W.Type) -> W { onRenderThread(type) { $0.init() } }

/// A type that describes a widget's content (WidgetKit's `WidgetConfiguration`). Make one with
/// `StaticConfiguration` or `AppIntentConfiguration` and its modifiers.
@MainActor @preconcurrency public protocol WidgetConfiguration {
    /// Vignette: what the configuration declares, for the renderer.
    nonisolated var _widgetDescription: WidgetDescription { get }
}

/// An empty widget configuration.
public nonisolated struct EmptyWidgetConfiguration: WidgetConfiguration {
    public init() {}
    public var _widgetDescription: WidgetDescription {
        WidgetDescription(kind: "", source: FailingSource(error: .backend("an EmptyWidgetConfiguration has no content")))
    }
}

/// A configuration changed by a modifier (`.supportedFamilies(_:)`…).
public nonisolated struct ModifiedWidgetConfiguration: WidgetConfiguration {
    public let _widgetDescription: WidgetDescription
}
