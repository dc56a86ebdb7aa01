import Foundation

/// A WidgetKit widget of a family, on the Home Screen (system families) or the Lock Screen
/// (accessory families): the device's widget size is proposed, and `WidgetHostView` frames it.
nonisolated struct WidgetFamilySurface: SurfaceKind {
    let widgetFamily: WidgetFamily
    var family: WidgetFamily? { widgetFamily }

    static func surfaces(of widget: WidgetDescription) -> [Self] { widget.supportedFamilies.map(Self.init) }
    static var all: [Self] { WidgetFamily.allCases.map(Self.init) }

    var name: String { widgetFamily.rawValue }

    func isOffered(on device: WidgetDevice) -> Bool { device.size(for: widgetFamily) != nil }

    func shows(_ appearance: WidgetAppearance, on device: WidgetDevice) -> Bool {
        // A watch shows its accessory families in full colour and accented only (never vibrant).
        if device.isWatch { return appearance.isWatch }
        return switch appearance {
        case .light, .dark, .placeholder: true
        case .vibrant: widgetFamily.isAccessory
        case .tinted, .clear: !widgetFamily.isAccessory
        case .standBy, .standByNight: widgetFamily == .systemSmall && !device.isPad
        case .watchFullColor, .watchAccented: false
        }
    }

    /// The family's size; a watch's corner complication gets the corner of the face it sits in
    /// (`WatchCornerHost`).
    func proposal(on device: WidgetDevice) -> ProposedViewSize {
        if widgetFamily == .accessoryCorner, let watch = device.watch { return ProposedViewSize(WatchCornerHost.imageSize(device, watch)) }
        return ProposedViewSize(device.size(for: widgetFamily) ?? .zero)
    }

    /// On iPad the canvas, larger than what the screen shows (`reviewSize`).
    func displaySize(on device: WidgetDevice) -> CGSize { device.size(for: widgetFamily) ?? .zero }
    func reviewSize(on device: WidgetDevice) -> CGSize {
        if widgetFamily == .accessoryCorner, let watch = device.watch { return WatchCornerHost.imageSize(device, watch) }
        return device.displaySize(for: widgetFamily) ?? .zero
    }
    func contentScale(on device: WidgetDevice) -> CGFloat { device.contentScale(for: widgetFamily) }

    func appearanceScale(_ appearance: WidgetAppearance, on device: WidgetDevice) -> CGFloat {
        appearance.isStandBy ? device.standByScale(for: widgetFamily) : 1
    }

    func host(_ content: AnyView, for widget: WidgetDescription?) -> AnyView {
        if widgetFamily == .accessoryCorner { return AnyView(WatchCornerHost(content: content)) }
        return AnyView(WidgetHostView(family: widgetFamily, contentMarginsDisabled: widget?.contentMarginsDisabled ?? false,
                               containerBackgroundRemovable: widget?.containerBackgroundRemovable ?? true,
                               noticesMissingContainerBackground: widget != nil) { content })
    }
}
