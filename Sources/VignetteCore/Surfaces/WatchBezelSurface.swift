import Foundation

/// The Infograph face's top circular complication (`accessoryCircular`), whose label
/// (`widgetLabel`) watchOS draws along the bezel above it: the only place a circular
/// complication shows its label, so `showsWidgetLabel` is true here and false in the plain
/// `accessoryCircular` images. On the watch devices, for every widget with accessoryCircular;
/// `WatchBezelHost` draws it (Surfaces/AppleWatch.md).
nonisolated struct WatchBezelSurface: SurfaceKind {
    static func surfaces(of widget: WidgetDescription) -> [Self] {
        widget.supportedFamilies.contains(.accessoryCircular) ? [Self()] : []
    }
    static var all: [Self] { [Self()] }

    var name: String { "accessoryCircular-bezel" }
    var family: WidgetFamily? { .accessoryCircular }

    func isOffered(on device: WidgetDevice) -> Bool { device.isWatch }
    func shows(_ appearance: WidgetAppearance, on device: WidgetDevice) -> Bool { appearance.isWatch }

    func proposal(on device: WidgetDevice) -> ProposedViewSize {
        guard let watch = device.watch else { return .zero }
        return ProposedViewSize(WatchBezelHost.geometry(device, watch).canvas)
    }
    /// The circle's size, as the provider's context reports it.
    func displaySize(on device: WidgetDevice) -> CGSize { device.size(for: .accessoryCircular) ?? .zero }
    func reviewSize(on device: WidgetDevice) -> CGSize { proposal(on: device).replacingUnspecifiedDimensions(by: .zero) }
    func contentScale(on device: WidgetDevice) -> CGFloat { 1 }
    func appearanceScale(_ appearance: WidgetAppearance, on device: WidgetDevice) -> CGFloat { 1 }

    func host(_ content: AnyView, for widget: WidgetDescription?) -> AnyView { AnyView(WatchBezelHost(content: content)) }
}
