import Foundation

/// The size classes, like regular or small, that you can apply to controls within a view.
///
/// Recorded in the environment (`\.controlSize`) for the author's own views to read; Vignette's
/// built-in controls draw at the regular size whatever it is (compile-only for them).
public nonisolated enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

private nonisolated struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

nonisolated extension EnvironmentValues {
    /// The size to apply to controls within a view.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the size for controls within this view (recorded in the environment; built-in
    /// controls keep their regular size).
    public func controlSize(_ controlSize: ControlSize) -> some View { environment(\.controlSize, controlSize) }
}
