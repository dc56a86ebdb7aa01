import Foundation

private nonisolated struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }

nonisolated extension EnvironmentValues {
    /// Whether the system preference for Reduce Transparency is enabled (Settings › Accessibility ›
    /// Display & Text Size). Read-only, as in SwiftUI: the reader's setting
    /// (`RenderVariant.accessibilityReduceTransparency`, `render --reduce-transparency`). When it
    /// is on, materials are drawn opaque.
    public var accessibilityReduceTransparency: Bool { self[ReduceTransparencyKey.self] }

    /// The writable form previews set (`.environment(\._accessibilityReduceTransparency, true)`), as SwiftUI's.
    public var _accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }
}
