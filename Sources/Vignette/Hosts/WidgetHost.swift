import Foundation

/// Hosts a widget view as WidgetKit does: the container background fills the whole widget,
/// the content is laid out inside the content margins and centred, and everything is clipped
/// to the widget's outline, a continuous rounded rectangle that is also the container shape.
public enum WidgetHost {
    /// Lays out `view` as a widget of `family` on `device` in `appearance`.
    public static func layout<V: View>(_ view: V, family: WidgetFamily, device: WidgetDevice = .defaultDevice,
                                       appearance: WidgetAppearance, contentMarginsDisabled: Bool = false,
                                       environment: EnvironmentValues = EnvironmentValues(),
                                       measurer: any TextMeasuring) -> LayoutResult {
        let size = device.size(for: family) ?? device.size(for: .systemSmall)!
        var env = environment
        env.widgetFamily = family
        env.colorScheme = appearance.colorScheme
        env.displayScale = device.scale
        env.widgetContentMargins = family.isAccessory ? EdgeInsets() : EdgeInsets(_all: 16)
        let pass = LayoutPass(environment: env, measurer: measurer)
        let context = pass.context
        let contentNodes = context.resolve(view)
        let content = contentNodes.isEmpty ? context.container(ZStackLayout(), children: [], name: "EmptyView")
                                           : ViewLayout.rootNode(contentNodes, context)
        let backgroundNodes = pass.session.containerBackground
            ?? context.resolve(StyleFill(style: Color(provider: .system(.systemBackground))))
        let background = ViewLayout.rootNode(backgroundNodes, context)

        let margins = contentMarginsDisabled ? EdgeInsets() : env.widgetContentMargins
        let root = context.container(WidgetContainerLayout(margins: margins), children: [background, content], name: "Widget")
        let radius = family.isAccessory ? 0 : device.widgetCornerRadius
        root.effects = [
            .clip({ rect, _ in Path(roundedRect: rect, cornerRadius: radius, style: .continuous) }, FillStyle()),
            .containerShape(cornerRadius: radius, style: .continuous),
        ]
        root.commitPlacement(frame: CGRect(origin: .zero, size: size), proposal: ProposedViewSize(size))
        var result = pass.finish(root, size: size)
        // iPad: the canvas is rasterized at a scale that yields the displayed size's pixels.
        result.displayList.scale = device.scale * device.contentScale(for: family)
        return result
    }
}

/// The widget's own layout: background over the whole widget, content inset by the margins.
struct WidgetContainerLayout: Layout {
    var margins: EdgeInsets

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // The background is centred: a scaled-to-fill photo larger than the widget is cropped evenly.
        subviews[0].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(bounds.size))
        let inner = CGRect(x: bounds.minX + margins.leading, y: bounds.minY + margins.top,
                           width: max(bounds.width - margins.horizontal, 0), height: max(bounds.height - margins.vertical, 0))
        subviews[1].place(at: CGPoint(x: inner.midX, y: inner.midY), anchor: .center, proposal: ProposedViewSize(inner.size))
    }
}
