import Foundation

/// An object you use to access configuration information for controls and reload them
/// (WidgetKit's `ControlCenter`, iOS 18).
///
/// Compile-only, as `WidgetCenter` is: a render has no Control Center, no control is configured
/// by a user and each render asks its value provider afresh, so reload requests do nothing and
/// the list of configured controls is empty. An intent's `perform()` that calls them compiles
/// and runs.
public nonisolated final class ControlCenter: Sendable {
    /// The shared control center.
    public static let shared = ControlCenter()

    private init() {}

    /// Reloads the templates for all configured controls belonging to the containing app (none in a render).
    public func reloadAllControls() {}

    /// Reloads the templates for all controls of a particular kind (none in a render).
    public func reloadControls(ofKind kind: String) {}

    /// Retrieves information about user-configured controls: none in a render.
    public func currentControls() async throws -> [ControlInfo] { [] }
}

/// A structure that contains information about user-configured controls.
public nonisolated struct ControlInfo: Sendable {
    /// The string that identifies the control.
    public let kind: String
    /// The push token the control receives updates with (never in a render).
    public var pushInfo: ControlPushInfo? { nil }

    init(kind: String) { self.kind = kind }

    /// The control's configuration intent, if it is of the given type (never in a render: no
    /// control is configured).
    public func configurationIntent<Intent: ControlConfigurationIntent>(of intentType: Intent.Type = Intent.self) -> Intent? { nil }
}

/// A structure that contains the push token a configured control is updated with.
public nonisolated struct ControlPushInfo: Sendable {
    /// The push token.
    public let token: Data
}
