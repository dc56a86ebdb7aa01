import Foundation

/// Where a view is shown: a widget family on the Home Screen or Lock Screen, an iOS 10 Today
/// widget in a mode, or a bare view proposed a size (`ImageRenderer`).
///
/// It owns the surface's geometry and framing: the size proposed to the view, the displayed
/// size, the raster scale, the provider's context, the host view, which appearances apply, the
/// file-name stem and the review page's cell. The runner, the previews and the review page ask
/// it; none of them switches over surfaces.
public nonisolated struct Surface: Hashable, Sendable, CustomStringConvertible {
    package let kind: any SurfaceKind

    package init(_ kind: some SurfaceKind) { self.kind = kind }

    /// The kinds of surface, in the order a widget's images are listed.
    static let kinds: [any SurfaceKind.Type] = [WidgetFamilySurface.self, TodayWidgetSurface.self, WidgetGallerySurface.self,
                                                 LiveActivitySurface.self, WatchBezelSurface.self, ControlSurface.self]

    /// A WidgetKit widget of a family: the device's widget size is proposed.
    public static func widget(_ family: WidgetFamily) -> Surface { Surface(WidgetFamilySurface(widgetFamily: family)) }
    /// An iOS 10 Today widget: the screen's width less its margins, and the height the widget asks for.
    public static func today(_ mode: NCWidgetDisplayMode) -> Surface { Surface(TodayWidgetSurface(mode: mode)) }
    /// A Live Activity's presentation: on the Lock Screen, or in the Dynamic Island.
    public static func liveActivity(_ presentation: LiveActivityPresentation) -> Surface { Surface(LiveActivitySurface(presentation: presentation)) }
    /// A control in Control Center, on the Lock Screen or as the Action button's preview; a
    /// toggle `isOn` or not, a button with nil.
    public static func control(_ presentation: ControlPresentation, isOn: Bool? = nil) -> Surface {
        Surface(ControlSurface(presentation: presentation, isOn: isOn))
    }
    /// Any view, proposed a size; the image has the size the view chooses (`ImageRenderer`).
    public static func view(_ proposal: ProposedViewSize) -> Surface { Surface(ViewSurface(proposal: proposal)) }

    /// Whether `widget` can be shown here when asked for: where it is shown by default, and the
    /// surfaces rendered only on request (the widget gallery's page of one of its families).
    public func canShow(_ widget: WidgetDescription) -> Bool { kind.canShow(widget) }

    /// The surface named `name` (`systemSmall`, `today-compact`), or nil.
    public init?(named name: String) {
        guard let surface = Self.all.first(where: { $0.name == name }) else { return nil }
        self = surface
    }

    /// Every surface a widget can be rendered on, for `--family`: those shown by default and
    /// those rendered on request.
    public static var all: [Surface] { kinds.flatMap { allSurfaces(of: $0) } }

    private static func allSurfaces<Kind: SurfaceKind>(of kind: Kind.Type) -> [Surface] { kind.all.map(Surface.init) }
    fileprivate static func surfaces<Kind: SurfaceKind>(of kind: Kind.Type, for widget: WidgetDescription) -> [Surface] {
        kind.surfaces(of: widget).map(Surface.init)
    }

    /// `systemSmall`…, `today-compact`: the review page's column and the file-name stem.
    public var name: String { kind.name }
    public var description: String { kind.name }
    /// The widget family reported on this surface, or nil for a bare view.
    public var family: WidgetFamily? { kind.family }

    public static func == (a: Surface, b: Surface) -> Bool { AnyHashable(a.kind) == AnyHashable(b.kind) }
    public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(kind)) }

    // MARK: Geometry

    /// Whether `device` has this surface.
    public func isOffered(on device: WidgetDevice) -> Bool { kind.isOffered(on: device) }
    /// Whether only a watch has this surface (the corner complication, the bezel, the Smart Stack).
    public var isWatchOnly: Bool { !WidgetDevice.all.contains { !$0.isWatch && kind.isOffered(on: $0) } }
    /// The size proposed to the hosted view.
    public func proposal(on device: WidgetDevice) -> ProposedViewSize { kind.proposal(on: device) }
    /// The widget's size in points as its provider's context reports it: the size it is laid out at.
    public func displaySize(on device: WidgetDevice) -> CGSize { kind.displaySize(on: device) }

    /// Pixels per point of the image. Layout snaps to the display scale; on iPad the widget's
    /// canvas is then shown smaller (as iOS scales the rendered widget down), so the image is
    /// rasterized at the display scale times the canvas's shrink factor, and StandBy's larger.
    public func rasterScale(on device: WidgetDevice, appearance: WidgetAppearance?) -> CGFloat {
        device.scale * kind.contentScale(on: device) * (appearance.map { kind.appearanceScale($0, on: device) } ?? 1)
    }

    /// The review page's cell of an image in `appearance`: its size in points at its natural
    /// size, and the scale when that is larger than the widget (StandBy), else nil.
    package func reviewCell(on device: WidgetDevice, appearance: WidgetAppearance) -> (size: CGSize, scale: CGFloat?) {
        let size = kind.reviewSize(on: device)
        let scale = kind.appearanceScale(appearance, on: device)
        guard scale != 1 else { return (size, nil) }
        return (CGSize(width: size.width * scale, height: size.height * scale), scale)
    }

    // MARK: Widgets

    /// The context WidgetKit gives a provider here on `device`.
    public func providerContext(on device: WidgetDevice, isPreview: Bool) -> TimelineProviderContext {
        TimelineProviderContext(family: kind.family ?? .systemMedium, displaySize: kind.displaySize(on: device), isPreview: isPreview)
    }

    /// Of `appearances`, those drawn here on `device`, in their order: where the surface shows
    /// them, on devices whose iOS has them, and no StandBy for a widget whose container
    /// background is not removable (iOS does not offer it there).
    public func appearances(_ appearances: [WidgetAppearance], on device: WidgetDevice,
                            containerBackgroundRemovable: Bool = true) -> [WidgetAppearance] {
        appearances.filter { appearance in
            appearance.isOffered(on: device) && kind.shows(appearance, on: device)
                && (containerBackgroundRemovable || !appearance.isStandBy)
        }
    }

    /// `content` framed as this surface shows it, with what `widget` declares. What the host draws
    /// outside the author's views (the `containerBackground` it lifts out, a control's symbol)
    /// uses the widget's own module's catalogs, as on iOS each extension has its own: in a package
    /// of several extensions, `Color("WidgetBackground")` is never another extension's.
    package func host(_ content: AnyView, for widget: WidgetDescription?) -> AnyView {
        let hosted = kind.host(content, for: widget)
        guard let module = widget?.module else { return hosted }
        return AnyView(hosted.environment(\.declaringModules, [ModuleID(module)]))
    }
}

nonisolated extension WidgetDescription {
    /// Everything the widget renders as by default: its families, then its Today modes.
    public var surfaces: [Surface] { Surface.kinds.flatMap { Surface.surfaces(of: $0, for: self) } }

    /// Of `asked`, the surfaces the widget is rendered on: those it is shown on by default in
    /// their order, then those rendered on request that can show it (nil: the default ones).
    public func surfaces(asked: [Surface]?) -> [Surface] {
        guard let asked else { return surfaces }
        let shown = surfaces
        return shown.filter(asked.contains) + asked.filter { !shown.contains($0) && $0.canShow(self) }
    }
}
