import Foundation

/// How the system renders a widget, as WidgetKit's `WidgetRenderingMode`: in full colour (the
/// Home Screen), accented (tinted Home Screen groups) or vibrant (the Lock Screen).
///
/// Vignette renders full colour, and vibrant in the accessory families (the `vibrant`
/// appearance). The accented mode is not rendered yet.
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
    let name: String
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    public static let accented = WidgetRenderingMode(name: "accented")
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
    public var description: String { name }
}

/// How an image is drawn in the accented rendering mode, as WidgetKit's
/// `WidgetAccentedRenderingMode` (iOS 18): recorded, with no effect in the modes Vignette renders.
public struct WidgetAccentedRenderingMode: Hashable, Sendable {
    let name: String
    public static let accented = WidgetAccentedRenderingMode(name: "accented")
    public static let desaturated = WidgetAccentedRenderingMode(name: "desaturated")
    public static let accentedDesaturated = WidgetAccentedRenderingMode(name: "accentedDesaturated")
    public static let fullColor = WidgetAccentedRenderingMode(name: "fullColor")
}

extension Image {
    /// How this image is drawn in the accented rendering mode (no effect in full colour and
    /// vibrant, the modes Vignette renders).
    public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?) -> Image { self }
}

private struct WidgetRenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }

extension EnvironmentValues {
    /// The widget's rendering mode: `.vibrant` in the `vibrant` appearance, else `.fullColor`.
    public internal(set) var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }
}
