import Foundation

/// An object that contains a list of user-configured widgets and is used for reloading widget
/// timelines (WidgetKit's `WidgetCenter`).
///
/// A render has no Home Screen: no widget is configured by a user, and each render asks its
/// provider afresh. So the reload requests do nothing and the list of configured widgets is
/// empty; code that calls them (an intent's `perform()`, a shared model) compiles and runs.
public nonisolated final class WidgetCenter: Sendable {
    /// The shared widget center.
    public static let shared = WidgetCenter()

    private init() {}

    /// Reloads the timelines for all configured widgets belonging to the containing app (none in a render).
    public func reloadAllTimelines() {}

    /// Reloads the timelines for all widgets of a particular kind (none in a render).
    public func reloadTimelines(ofKind kind: String) {}

    /// Retrieves information about user-configured widgets: none in a render.
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        completion(.success([]))
    }

    /// Retrieves information about user-configured widgets: none in a render.
    public func currentConfigurations() async throws -> [WidgetInfo] { [] }

    /// Asks the system to refresh the widgets it recommends (nothing to refresh in a render).
    public func invalidateConfigurationRecommendations() {}
}

/// A structure that contains information about user-configured widgets.
public nonisolated struct WidgetInfo: Sendable {
    /// The string that identifies the widget.
    public let kind: String
    /// The widget's family.
    public let family: WidgetFamily

    init(kind: String, family: WidgetFamily) {
        self.kind = kind
        self.family = family
    }

    /// The widget's configuration intent, if it is of the given type (never in a render: no
    /// widget is configured).
    public func widgetConfigurationIntent<Intent: WidgetConfigurationIntent>(of type: Intent.Type = Intent.self) -> Intent? { nil }
}
