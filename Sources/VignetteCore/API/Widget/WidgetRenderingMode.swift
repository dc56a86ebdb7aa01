import Foundation

/// How the system renders a widget, as WidgetKit's `WidgetRenderingMode`: in full colour (the
/// Home Screen), accented (tinted Home Screen groups) or vibrant (the Lock Screen).
///
/// Vignette renders all three: full colour (light, dark, StandBy), accented (the `tinted` and
/// `clear` appearances) and vibrant (the `vibrant` appearance of the accessory families, and
/// StandBy at night). `Display/Modes/Recoloring.swift` draws them.
public nonisolated struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
    let name: String
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    public static let accented = WidgetRenderingMode(name: "accented")
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
    public var description: String { name }
}

/// How an image is drawn in the accented rendering mode, as WidgetKit's
/// `WidgetAccentedRenderingMode` (iOS 18). Without one, an image is a template: its alpha in
/// its group's colour.
public nonisolated struct WidgetAccentedRenderingMode: Hashable, Sendable {
    nonisolated enum Kind: UInt8 { case accented, desaturated, accentedDesaturated, fullColor }
    let kind: Kind
    /// In the accent group, as a template (as `widgetAccentable()` on the image).
    public static let accented = WidgetAccentedRenderingMode(kind: .accented)
    /// Its luminance as alpha, in the default group's colour.
    public static let desaturated = WidgetAccentedRenderingMode(kind: .desaturated)
    /// Its luminance as alpha, in the accent group's colour.
    public static let accentedDesaturated = WidgetAccentedRenderingMode(kind: .accentedDesaturated)
    /// In its own colours.
    public static let fullColor = WidgetAccentedRenderingMode(kind: .fullColor)
}

nonisolated extension Image {
    /// Specifies how to render this image in the accented rendering mode (no effect in the
    /// others).
    public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?) -> some View {
        effect(.accentedImageMode(renderingMode), when: { $0.widgetRenderingMode == .accented })
    }
}

private nonisolated struct WidgetRenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }

nonisolated extension EnvironmentValues {
    /// The widget's rendering mode: the render's appearance's (`WidgetAppearance.renderingMode`).
    public internal(set) var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }
}
