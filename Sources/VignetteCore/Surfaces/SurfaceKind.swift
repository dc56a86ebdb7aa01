import Foundation

/// One kind of place a widget is shown (a Home Screen or Lock Screen family, an iOS 10 Today
/// widget, a bare view): everything about its geometry and hosting, asked through `Surface`.
///
/// A new surface is a type conforming to this protocol in its own file, its host view, a test,
/// and one line in `Surface.kinds`; nothing else switches over surfaces.
package nonisolated protocol SurfaceKind: Hashable, Sendable {
    /// The surfaces of this kind `widget` is shown on by default (its families, its Today modes…).
    static func surfaces(of widget: WidgetDescription) -> [Self]
    /// Every surface of this kind, for `--family` and its help.
    static var all: [Self] { get }

    /// Its name: the review page's column, the file-name stem and the `--family` value.
    var name: String { get }
    /// The family WidgetKit reports here (`\.widgetFamily`, the provider's context), or nil for
    /// a view that is not a widget.
    var family: WidgetFamily? { get }

    /// Whether `widget` can be shown here when asked for (`--family`): by default, where it is
    /// shown by default; a surface rendered only on request (the widget gallery) says more.
    func canShow(_ widget: WidgetDescription) -> Bool

    /// Whether `device` has this surface (an iPhone has no systemExtraLarge).
    func isOffered(on device: WidgetDevice) -> Bool
    /// Whether an image in `appearance` exists here, on a device whose iOS has the appearance.
    func shows(_ appearance: WidgetAppearance, on device: WidgetDevice) -> Bool

    /// The size proposed to the hosted view, in points.
    func proposal(on device: WidgetDevice) -> ProposedViewSize
    /// The widget's size in points as its provider's context reports it
    /// (`TimelineProviderContext.displaySize`): the size it is laid out at.
    func displaySize(on device: WidgetDevice) -> CGSize
    /// The size of its review-page cell in points, as the screen shows it (a zero height: the
    /// image's own).
    func reviewSize(on device: WidgetDevice) -> CGSize
    /// Displayed size over laid-out size: iOS draws an iPad's widget canvas smaller.
    func contentScale(on device: WidgetDevice) -> CGFloat
    /// How much larger than `displaySize` the appearance shows the surface (StandBy's scale).
    func appearanceScale(_ appearance: WidgetAppearance, on device: WidgetDevice) -> CGFloat

    /// `content` framed as this surface shows it, with what `widget` declares of its margins,
    /// background and header (nil: a view with the defaults).
    func host(_ content: AnyView, for widget: WidgetDescription?) -> AnyView
}

nonisolated extension SurfaceKind {
    package func canShow(_ widget: WidgetDescription) -> Bool { Self.surfaces(of: widget).contains(self) }
}
