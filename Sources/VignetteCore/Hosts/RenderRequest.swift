import Foundation

/// Everything that describes one render besides the view: the surface the view appears on, the
/// device, the appearance, the reader's settings (`RenderVariant`) and the date taken as "now".
///
/// It is the one place that sets the environment's display scale, colour scheme and
/// placeholder redaction, proposes the surface's size and chooses the scale the display list
/// is rasterized at. Hosts (`WidgetHostView`, `TodayWidgetView`) are views that wrap the
/// widget's view tree; nothing patches a laid-out tree or a finished display list.
public nonisolated struct RenderRequest: Hashable, Sendable {
    /// Where the view appears: it owns the geometry (`Surface`).
    public var surface: Surface
    /// The device; its `scale` is the display scale (see `WidgetDevice.withScale(_:)`).
    public var device: WidgetDevice
    /// The appearance, or nil to keep the colour scheme of the environment given to `layout`.
    public var appearance: WidgetAppearance?
    /// The date relative dates and timers are shown against (`Text(_:style:)`).
    public var now: Date
    /// The reader's settings: text size, Bold Text, locale and direction (`.standard`: none changed).
    public var variant: RenderVariant

    /// The date a render takes as "now" unless its request says otherwise (the render
    /// command's `--now` travels in each job's request): Saturday 21 November 2026, 09:41 UTC —
    /// never the clock, so that images never drift.
    public static let defaultNow = Date(timeIntervalSince1970: 1_795_254_060)

    /// The "now" of the render being made (a provider being asked for entries, a view being laid
    /// out): its request's (the render command's `--now`), else `defaultNow`. `Date()` gives the
    /// same while a render runs (`FrozenClock`); views also see it through the environment
    /// (`Text(_:style:)`, timers, progress).
    public static var now: Date { FrozenClock.now ?? defaultNow }

    public init(_ surface: Surface, device: WidgetDevice = .defaultDevice, appearance: WidgetAppearance? = .light,
                now: Date = RenderRequest.defaultNow, variant: RenderVariant = .standard) {
        self.surface = surface
        self.device = device
        self.appearance = appearance
        self.now = now
        self.variant = variant
    }

    /// The request's environment: `base` with the display scale, colour scheme, placeholder
    /// redaction, "now" and the variant's settings this render asks for.
    public func environment(_ base: EnvironmentValues) -> EnvironmentValues {
        var env = base
        env.displayScale = device.scale
        env.widgetDevice = device
        env.now = now
        if let appearance {
            env.colorScheme = appearance.colorScheme
            if appearance == .placeholder { env.redactionReasons.formUnion(.placeholder) }
            env.widgetRenderingMode = appearance.renderingMode
            env.widgetAppearance = appearance
        }
        if !variant.isStandard { variant.apply(to: &env) }
        return env
    }

    /// The size proposed to the hosted view.
    public var proposal: ProposedViewSize { surface.proposal(on: device) }

    /// Pixels per point of the image (`Surface.rasterScale(on:appearance:)`).
    public var rasterScale: CGFloat { surface.rasterScale(on: device, appearance: appearance) }

    /// Evaluates and lays out `view`, already wrapped by its host, for this request, and builds
    /// its display list.
    public func layout<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues(),
                                measurer: any TextMeasuring) -> LayoutResult {
        FrozenClock.at(now) {
            ViewLayout.layout(view, proposal: proposal, environment: self.environment(environment), rasterScale: rasterScale,
                              measurer: measurer)
        }
    }

    /// Makes the view (a widget's content closure, a preview's body) and lays it out, with the
    /// wall clock at this request's "now" for both.
    public func layout<V: View>(_ makeView: () throws -> V, environment: EnvironmentValues = EnvironmentValues(),
                                measurer: any TextMeasuring) rethrows -> LayoutResult {
        try FrozenClock.at(now) { layout(try makeView(), environment: environment, measurer: measurer) }
    }
}

private nonisolated struct NowKey: EnvironmentKey { static let defaultValue = RenderRequest.defaultNow }
private nonisolated struct WidgetDeviceKey: EnvironmentKey { static let defaultValue = WidgetDevice.defaultDevice }
private nonisolated struct WidgetAppearanceKey: EnvironmentKey { static let defaultValue: WidgetAppearance? = nil }

nonisolated extension EnvironmentValues {
    /// The device the render is for (set by the `RenderRequest`): hosts read its corner radius
    /// and screen from here, so they cannot disagree with the request.
    var widgetDevice: WidgetDevice {
        get { self[WidgetDeviceKey.self] }
        set { self[WidgetDeviceKey.self] = newValue }
    }

    /// The appearance the render is for (set by the `RenderRequest`; nil when it keeps the
    /// environment's colour scheme): the widget host draws its backdrop and colours from it.
    var widgetAppearance: WidgetAppearance? {
        get { self[WidgetAppearanceKey.self] }
        set { self[WidgetAppearanceKey.self] = newValue }
    }

    /// The date the render shows as the present (set by the `RenderRequest`).
    var now: Date {
        get { self[NowKey.self] }
        set { self[NowKey.self] = newValue }
    }
}
