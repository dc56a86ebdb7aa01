import Foundation

/// Hosts a widget view as WidgetKit does: the container background fills the whole widget,
/// the content is laid out inside the content margins and centred, and everything is clipped
/// to the widget's outline, a continuous rounded rectangle that is also the container shape.
///
/// A view, so that it can be rendered alone (`WidgetHost.layout`) or placed among other views
/// (the home-screen sheet); it takes the size it is offered.
public nonisolated struct WidgetHostView<Content: View>: View, PrimitiveView {
    let family: WidgetFamily
    let contentMarginsDisabled: Bool
    let containerBackgroundRemovable: Bool
    let drawsWallpaper: Bool
    let noticesMissingContainerBackground: Bool
    let content: Content

    /// The widget's corner radius is the render request's device's (accessory families have none).
    public init(family: WidgetFamily, contentMarginsDisabled: Bool = false, @ViewBuilder content: () -> Content) {
        self.init(family: family, contentMarginsDisabled: contentMarginsDisabled, containerBackgroundRemovable: true, drawsWallpaper: true,
                  content: content)
    }

    /// `containerBackgroundRemovable`: the widget's `containerBackgroundRemovable(_:)`; when
    /// false the container background is kept where iOS would remove it (in the tinted and
    /// clear appearances drawn by its luminance in the default group's tone, over the glass).
    /// `drawsWallpaper: false` leaves out the appearance's wallpaper stand-in (keeping any
    /// glass): for a widget placed on a mock-up that has its own wallpaper (the sheets).
    /// `noticesMissingContainerBackground`: the content is an author's widget, which iOS 17 and
    /// later replace with "Please adopt containerBackground API" on the Home Screen when it sets
    /// no container background (a view hosted only to be laid out as a widget keeps its content).
    package init(family: WidgetFamily, contentMarginsDisabled: Bool, containerBackgroundRemovable: Bool = true,
                 drawsWallpaper: Bool = true, noticesMissingContainerBackground: Bool = false, @ViewBuilder content: () -> Content) {
        self.family = family
        self.contentMarginsDisabled = contentMarginsDisabled
        self.containerBackgroundRemovable = containerBackgroundRemovable
        self.drawsWallpaper = drawsWallpaper
        self.noticesMissingContainerBackground = noticesMissingContainerBackground
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let appearance = context.environment.widgetAppearance
        let margins = family.isAccessory ? EdgeInsets()
            : appearance?.isStandBy == true ? EdgeInsets(_all: ModeValues.standByMargin) : EdgeInsets(_all: 16)
        // On the Lock Screen and on a watch face an accessory widget's background is removed.
        let replacesBackground = family.isAccessory ? appearance == .vibrant || appearance?.isWatch == true
                                                    : ModeBackdrop.replacesContainerBackground(in: appearance)
        let radius = family.isAccessory ? 0 : context.environment.widgetDevice.widgetCornerRadius
        let context = context.inStack(nil).with {
            $0.widgetFamily = family
            $0.widgetContentMargins = margins
            $0.showsWidgetContainerBackground = !family.isAccessory && !replacesBackground
            // The inline slot is one line, whatever the content asks.
            if family == .accessoryInline { $0.lineLimit = 1 }
        }
        // The content area is the container `containerRelativeFrame` measures against.
        let contentMargins = contentMarginsDisabled ? EdgeInsets() : margins
        let contentNodes = context.resolve(content.modifier(ContainerBoundary(expectedSize: expectedContentArea(context, contentMargins))))
        // What the content set with `containerBackground` belongs to this widget alone.
        let containerBackground = WidgetOutputs(of: contentNodes, provisionalFrame: contentArea(context, contentMargins)).containerBackground
        let content: LayoutNode
        if containerBackground == nil, noticesMissingContainerBackground, !family.isAccessory {
            // iOS 17 and later show this instead of a Home Screen widget that never adopted the API.
            context.warn("missing-container-background", subject: "containerBackground",
                         "the widget sets no containerBackground(for: .widget), so iOS 17 and later show \"\(AdoptContainerBackgroundNotice.text)\" "
                         + "in its place; give the widget's view .containerBackground(for: .widget) { … } (or .fill.tertiary for the system's)")
            content = ViewLayout.rootNode(context.resolve(AdoptContainerBackgroundNotice()), context)
        } else if family == .accessoryInline {
            content = InlineWidgetContent(contentNodes).line(context)
        } else {
            content = contentNodes.isEmpty ? context.container(ZStackLayout(), children: [], name: "EmptyView")
                                           : ViewLayout.rootNode(contentNodes, context)
        }
        let systemBackground = context.resolve(StyleFill(style: Color(provider: .system(.systemBackground))))
        var backgroundNodes = containerBackground?.nodes ?? systemBackground
        if let containerBackground, containerBackground.isTranslucent, !family.isAccessory {
            backgroundNodes = systemBackground + backgroundNodes
        }
        if let appearance, replacesBackground {
            // iOS removes the container background here and draws its own backdrop; a
            // background marked not removable stays (Home Screen families).
            let kept = !containerBackgroundRemovable && !family.isAccessory ? containerBackground?.nodes : nil
            var backdrop = context.resolve(ModeBackdrop(appearance: appearance, cornerRadius: radius, drawsWallpaper: drawsWallpaper))
            if let kept {
                let keptRoot = ViewLayout.rootNode(kept, context)
                if let recoloring = Recoloring(backgroundIn: appearance) { keptRoot.effects.append(.recolor(recoloring)) }
                backdrop.append(keptRoot)
            }
            backgroundNodes = backdrop
            if let recoloring = Recoloring(appearance) { content.effects.append(.recolor(recoloring)) }
        }
        let background = ViewLayout.rootNode(backgroundNodes, context)

        let layout = WidgetContainerLayout(margins: contentMargins)
        let root = context.container(layout, children: [background, content], name: "Widget")
        root.widgetOutputs = [.widgetHost]
        root.effects = [
            .clip({ rect, _ in Path(roundedRect: rect, cornerRadius: radius, style: .continuous) }, FillStyle()),
            .containerShape(cornerRadius: radius, style: .continuous, custom: nil),
        ]
        nodes.append(root)
    }

    /// The content area's frame in the host, for a `GeometryReader` that sets the container
    /// background (WidgetOutputs): the render's, else the family's size on the device.
    private func contentArea(_ context: ResolveContext, _ margins: EdgeInsets) -> CGRect {
        let expected = expectedContentArea(context, margins)
        let family = context.environment.widgetDevice.size(for: family) ?? .zero
        let size = CGSize(width: expected.width ?? max(family.width - margins.horizontal, 0),
                          height: expected.height ?? max(family.height - margins.vertical, 0))
        return CGRect(origin: CGPoint(x: margins.leading, y: margins.top), size: size)
    }

    /// The content area, when the host is what the render shows: the render's container less
    /// the margins (a host among other views gets its size from the layout).
    private func expectedContentArea(_ context: ResolveContext, _ margins: EdgeInsets) -> ProposedViewSize {
        guard let container = context.environment.nearestContainer, container.boundary == nil else { return .unspecified }
        func inset(_ length: CGFloat?, by margin: CGFloat) -> CGFloat? { length.map { max($0 - margin, 0) } }
        return ProposedViewSize(width: inset(container.size.width, by: margins.horizontal),
                                height: inset(container.size.height, by: margins.vertical))
    }
}

/// What iOS 17 and later draw in a Home Screen widget whose view sets no container background:
/// the system's message, centred over the system background.
nonisolated struct AdoptContainerBackgroundNotice: View {
    static let text = "Please adopt containerBackground API"

    var body: some View {
        Text(Self.text)
            .font(.caption)
            .foregroundStyle(.secondary)
            .multilineTextAlignment(.center)
    }
}

/// Lays out widget views for a render request.
public nonisolated enum WidgetHost {
    /// Lays out `view` as a widget of `family` on `device` in `appearance`.
    public static func layout<V: View>(_ view: V, family: WidgetFamily, device: WidgetDevice = .defaultDevice,
                                       appearance: WidgetAppearance, contentMarginsDisabled: Bool = false,
                                       variant: RenderVariant = .standard,
                                       environment: EnvironmentValues = EnvironmentValues(),
                                       measurer: any TextMeasuring) -> LayoutResult {
        let request = RenderRequest(.widget(family), device: device, appearance: appearance, variant: variant)
        let hosted = WidgetHostView(family: family, contentMarginsDisabled: contentMarginsDisabled) { view }
        return request.layout(hosted, environment: environment, measurer: measurer)
    }
}

/// The widget's own layout: background over the whole widget, content inset by the margins.
nonisolated struct WidgetContainerLayout: Layout {
    var margins: EdgeInsets

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let inner = contentArea(in: bounds)
        // The background is centred: a scaled-to-fill photo larger than the widget is cropped evenly.
        subviews[0].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(bounds.size))
        subviews[1].place(at: CGPoint(x: inner.midX, y: inner.midY), anchor: .center, proposal: ProposedViewSize(inner.size))
    }

    private func contentArea(in bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX + margins.leading, y: bounds.minY + margins.top,
               width: max(bounds.width - margins.horizontal, 0), height: max(bounds.height - margins.vertical, 0))
    }
}
