import Foundation

/// Modes for compositing a view with overlapping content.
public nonisolated enum BlendMode: String, Hashable, CaseIterable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter
}

nonisolated extension View {
    /// Adds a shadow to this view: its alpha, blurred by `radius`, offset and drawn beneath it.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                       y: CGFloat = 0) -> some View {
        modifier(NodeModifier { node, context in
            let shadow = DisplayShadow(color: color.resolve(in: context.environment), radius: radius.isFinite ? max(radius, 0) : 0,
                                       offset: CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0))
            let wrapper = context.wrap(node, in: PassthroughLayout(), name: "shadow")
            wrapper.effects = [.layer(DisplayLayer(shadow: shadow))]
            return wrapper
        })
    }

    /// Applies a Gaussian blur to this view.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        effect(.layer(DisplayLayer(blurRadius: radius.isFinite ? max(radius, 0) : 0)))
    }

    /// Sets the blend mode for compositing this view with overlapping views.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        effect(.layer(DisplayLayer(blendMode: blendMode)))
    }

    /// Masks this view using the alpha channel of the given view, laid out like an overlay.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        let maskView = mask()
        return modifier(NodeModifier { node, context in
            let nodes = context.inStack(nil).resolve(maskView)
            let maskNode = nodes.count == 1 ? nodes[0] : context.container(ZStackLayout(alignment: alignment), children: nodes, name: "ZStack")
            let wrapped = context.wrap(node, in: SecondaryLayerLayout(alignment: alignment), name: "mask", extra: [maskNode])
            wrapped.effects = [.maskedBySecondChild]
            return wrapped
        })
    }

    /// Masks this view using the alpha channel of the given view.
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View { self.mask(alignment: .center) { mask } }
}
