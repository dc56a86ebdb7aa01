import Foundation

/// A widget's page in the widget gallery, the sheet the Home Screen's "+" opens (iOS 14 and
/// later): the widget's name and description, its snapshot at Home Screen size, a dot per
/// family and the Add Widget button, on the sheet's background: the screen's width on iPhone,
/// a form sheet's (540 pt) on iPad.
///
/// Rendered on request only (`--family gallery-systemSmall`), for each Home Screen family the
/// widget supports; its provider sees a preview context (`isPreview`), as in the gallery.
nonisolated struct WidgetGallerySurface: SurfaceKind {
    let widgetFamily: WidgetFamily
    var family: WidgetFamily? { widgetFamily }

    /// Not rendered by default: the gallery page repeats the Home Screen image.
    static func surfaces(of widget: WidgetDescription) -> [Self] { [] }
    /// The Home Screen families (the Lock Screen's gallery is another sheet).
    static var all: [Self] { WidgetFamily.allCases.filter { !$0.isAccessory }.map(Self.init) }

    var name: String { "gallery-\(widgetFamily.rawValue)" }

    func canShow(_ widget: WidgetDescription) -> Bool { widget.supportedFamilies.contains(widgetFamily) }
    func isOffered(on device: WidgetDevice) -> Bool { device.size(for: widgetFamily) != nil }

    /// The gallery shows the widget as the Home Screen does in its colour scheme; the accented
    /// modes, StandBy and the placeholder are not shown there.
    func shows(_ appearance: WidgetAppearance, on device: WidgetDevice) -> Bool { appearance == .light || appearance == .dark }

    private func pageWidth(on device: WidgetDevice) -> CGFloat { device.isPad ? min(540, device.screenSize.width) : device.screenSize.width }

    func proposal(on device: WidgetDevice) -> ProposedViewSize { ProposedViewSize(width: pageWidth(on: device), height: nil) }
    func displaySize(on device: WidgetDevice) -> CGSize { device.size(for: widgetFamily) ?? .zero }
    /// The page is as tall as its content, so the cell takes the image's height.
    func reviewSize(on device: WidgetDevice) -> CGSize { CGSize(width: pageWidth(on: device), height: 0) }
    func contentScale(on device: WidgetDevice) -> CGFloat { 1 }
    func appearanceScale(_ appearance: WidgetAppearance, on device: WidgetDevice) -> CGFloat { 1 }

    func host(_ content: AnyView, for widget: WidgetDescription?) -> AnyView {
        let families = widget?.supportedFamilies.filter { !$0.isAccessory } ?? [widgetFamily]
        return AnyView(WidgetGalleryPage(family: widgetFamily, families: families, widgetDescription: widget, contentMarginsDisabled: widget?.contentMarginsDisabled ?? false,
                                         containerBackgroundRemovable: widget?.containerBackgroundRemovable ?? true, content: content))
    }
}
