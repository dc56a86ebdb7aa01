import Foundation

/// The watch face's drawing of complications with a label, shared by the corner and the bezel:
/// the face's black (clipped to the display's outline), the content framed and clipped to a
/// circle, the label along its curve, recoloured for a tinted face.
nonisolated enum WatchFace {
    /// A gap between a complication's circle and its curved label (*estimate*).
    static let labelGap: CGFloat = 2

    /// The system's label font: rounded, semibold, at the face's size (watchOS draws
    /// complication labels in SF Compact Rounded; Vignette's stand-in is its rounded design).
    static func labelFont(size: CGFloat) -> Font { .system(size: size, weight: .semibold, design: .rounded) }

    /// The content, background and label of a watch host, resolved and placed.
    static func makeNodes(content: AnyView, family: WidgetFamily, canvas: CGSize, circle: (CGSize) -> (CGRect, WidgetCurve?),
                          labelCurve: (CGRect, CGFloat) -> WidgetCurve, labelTextSize: CGFloat, outline: @escaping @Sendable (CGRect) -> Path,
                          _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let appearance = context.environment.widgetAppearance
        let context = context.inStack(nil).with {
            $0.widgetFamily = family
            $0.widgetContentMargins = EdgeInsets()
            $0.showsWidgetContainerBackground = false
            $0.showsWidgetLabel = true
        }
        let contentNodes = context.resolve(content)
        let outputs = WidgetOutputs(of: contentNodes)
        let label = outputs.widgetLabel
        let (circleRect, outerCurve) = circle(CGSize(width: label == nil ? 0 : 1, height: 0))
        var children: [LayoutNode] = []
        var rects: [CGRect] = []

        // The face.
        children.append(ViewLayout.rootNode(context.resolve(ModeBackdrop.color(ModeValues.watchFace)), context))
        rects.append(CGRect(origin: .zero, size: canvas))

        // The content: curved along the outside of the corner, or in its circle.
        let drawn: LayoutNode
        if let text = outputs.curvedContent, label != nil, let outerCurve {
            drawn = ViewLayout.rootNode(context.with { $0.widgetCurve = outerCurve; $0.font = labelFont(size: labelTextSize * 1.5) }.resolve(text), context)
            rects.append(CGRect(origin: .zero, size: canvas))
        } else {
            drawn = contentNodes.isEmpty ? context.container(ZStackLayout(), children: [], name: "EmptyView") : ViewLayout.rootNode(contentNodes, context)
            drawn.effects.append(.clip({ rect, _ in Path(ellipseIn: rect) }, FillStyle()))
            rects.append(circleRect)
        }
        children.append(drawn)

        // The label along its curve.
        if let label {
            let curve = labelCurve(circleRect, labelTextSize)
            let labelNodes = context.with { $0.widgetCurve = curve; $0.font = labelFont(size: labelTextSize); $0.lineLimit = 1 }.resolve(label)
            children.append(ViewLayout.rootNode(labelNodes, context))
            rects.append(CGRect(origin: .zero, size: canvas))
        }
        if let appearance, let recoloring = Recoloring(appearance) {
            for child in children.dropFirst() { child.effects.append(.recolor(recoloring)) }
        }
        let root = context.container(CentredPlacementLayout(canvas: canvas, rects: rects), children: children, name: "WatchFace")
        root.widgetOutputs = [.widgetHost]
        // The display's rounded corners: outside them is the bezel, left transparent.
        root.effects = [.clip({ rect, _ in outline(rect) }, FillStyle())]
        nodes.append(root)
    }

    /// The display's outline over the part of the screen the image shows (its top, or its
    /// top-leading part): the screen's rounded rectangle, its corners out of sight beyond the image.
    static func displayOutline(in rect: CGRect, cornerRadius: CGFloat, fullWidth: Bool) -> Path {
        let screen = CGRect(x: rect.minX, y: rect.minY, width: fullWidth ? rect.width : rect.width * 4, height: rect.height * 4)
        return Path(roundedRect: screen, cornerRadius: cornerRadius, style: .continuous)
    }
}

/// Places each subview centred on its point, proposed its size (its rectangle's, or nil for
/// its ideal size); takes the canvas's size. The watch face's pieces and a curved label's letters.
nonisolated struct CentredPlacementLayout: Layout {
    let canvas: CGSize
    let centres: [CGPoint]
    let proposals: [ProposedViewSize]

    /// Each subview in its rectangle, proposed the rectangle's size.
    init(canvas: CGSize, rects: [CGRect]) {
        self.canvas = canvas
        centres = rects.map { CGPoint(x: $0.midX, y: $0.midY) }
        proposals = rects.map { ProposedViewSize($0.size) }
    }

    /// Each subview at its ideal size, centred on its point.
    init(canvas: CGSize, centres: [CGPoint]) {
        self.canvas = canvas
        self.centres = centres
        proposals = centres.map { _ in .unspecified }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { canvas }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() where index < centres.count {
            subview.place(at: CGPoint(x: bounds.minX + centres[index].x, y: bounds.minY + centres[index].y), anchor: .center,
                          proposal: proposals[index])
        }
    }
}

/// A corner complication (`accessoryCorner`) as the watch face shows it: the image is the
/// screen's top-leading quarter; the content in a circle tucked into the display's rounded
/// corner, the label (`widgetLabel`) curved along a circle about the screen's centre on its
/// inside, and with `widgetCurvesContent()` a text content curved outside it instead of the
/// circle. With a label, the circle shrinks to the HIG's "with label" size.
/// Geometry and sources: `Surfaces/AppleWatch.md`.
nonisolated struct WatchCornerHost: View, PrimitiveView {
    let content: AnyView

    /// The screen's top-leading quarter.
    static func imageSize(_ device: WidgetDevice, _ watch: WatchGeometry) -> CGSize {
        CGSize(width: device.screenSize.width / 2, height: device.screenSize.height / 2)
    }

    /// The circle's centre: inside the display's rounded corner, 2 pt from its edge.
    static func circleRect(diameter d: CGFloat, cornerRadius r: CGFloat) -> CGRect {
        let c = r - (r - d / 2) / 2.squareRoot() + WatchFace.labelGap
        let origin = max(c, d / 2 + WatchFace.labelGap) - d / 2
        return CGRect(x: origin, y: origin, width: d, height: d)
    }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let device = context.environment.widgetDevice
        guard let watch = device.watch, let full = device.size(for: .accessoryCorner)?.width else {
            context.warn("corner-without-watch", subject: "accessoryCorner",
                         "accessoryCorner is a watch face's corner: render it on a watch device (--device watch-45mm)")
            return
        }
        let canvas = Self.imageSize(device, watch)
        let center = CGPoint(x: canvas.width, y: canvas.height)
        let lineHeight = watch.cornerTextSize * 1.25
        WatchFace.makeNodes(
            content: content, family: .accessoryCorner, canvas: canvas,
            circle: { labelled in
                let rect = Self.circleRect(diameter: labelled.width > 0 ? watch.cornerWithLabel : full, cornerRadius: watch.screenCornerRadius)
                let distance = hypot(center.x - rect.midX, center.y - rect.midY)
                let angle = atan2(Double(rect.midX - center.x), Double(center.y - rect.midY))
                // Curved content follows the corner outside the label, across the circle's place.
                let outer = WidgetCurve(canvas: canvas, center: center, radius: distance, midAngle: angle, maximumSpan: 0.7)
                return (rect, outer)
            },
            labelCurve: { rect, _ in
                let distance = hypot(center.x - rect.midX, center.y - rect.midY)
                let angle = atan2(Double(rect.midX - center.x), Double(center.y - rect.midY))
                return WidgetCurve(canvas: canvas, center: center, radius: distance - rect.width / 2 - WatchFace.labelGap - lineHeight / 2,
                                   midAngle: angle, maximumSpan: 0.8)
            },
            labelTextSize: watch.cornerTextSize,
            outline: { [r = watch.screenCornerRadius] in WatchFace.displayOutline(in: $0, cornerRadius: r, fullWidth: false) }, context, into: &nodes)
    }
}

/// The Infograph face's top circular complication with its label along the bezel: the image
/// is the screen's width and its top down to below the circle; the label curves along a
/// circle about the screen's centre, across the top, the circle below it.
nonisolated struct WatchBezelHost: View, PrimitiveView {
    let content: AnyView

    static func geometry(_ device: WidgetDevice, _ watch: WatchGeometry) -> (canvas: CGSize, circle: CGRect, curve: WidgetCurve) {
        let w = device.screenSize.width, h = device.screenSize.height
        let d = device.size(for: .accessoryCircular)?.width ?? 0
        let lineHeight = watch.bezelTextSize * 1.25
        let center = CGPoint(x: w / 2, y: h / 2)
        let radius = w / 2 - 3 - lineHeight / 2
        let circleTop = center.y - radius + lineHeight / 2 + WatchFace.labelGap * 4
        let circle = CGRect(x: (w - d) / 2, y: circleTop, width: d, height: d)
        let canvas = CGSize(width: w, height: (circle.maxY + 6).rounded(.up))
        return (canvas, circle, WidgetCurve(canvas: canvas, center: center, radius: radius, midAngle: 0, maximumSpan: 2.6))
    }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let device = context.environment.widgetDevice
        guard let watch = device.watch else { return }
        let g = Self.geometry(device, watch)
        WatchFace.makeNodes(content: content, family: .accessoryCircular, canvas: g.canvas, circle: { _ in (g.circle, nil) },
                            labelCurve: { _, _ in g.curve }, labelTextSize: watch.bezelTextSize,
                            outline: { [r = watch.screenCornerRadius] in WatchFace.displayOutline(in: $0, cornerRadius: r, fullWidth: true) },
                            context, into: &nodes)
    }
}
