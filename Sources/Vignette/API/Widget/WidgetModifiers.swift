import Foundation

/// The placement of a container background.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    /// The background of a widget: it fills the whole widget, under the content margins.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

extension View {
    /// Sets the container background of the enclosing container using a view.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        let background = content()
        return modifier(NodeModifier { node, context in
            context.session.containerBackground = context.inStack(nil).resolve(background)
            context.session.containerBackgroundIsTranslucent = false
            return node
        })
    }

    /// Sets the container background of the enclosing container using a style.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        modifier(NodeModifier { node, context in
            context.session.containerBackground = context.inStack(nil).resolve(StyleFill(style: style))
            context.session.containerBackgroundIsTranslucent = style._resolveStyle(in: context.environment).isTranslucent
            return node
        })
    }

    /// Sets the URL to open in the containing app when the user clicks the widget; recorded, not drawn.
    public func widgetURL(_ url: URL?) -> some View {
        modifier(NodeModifier { node, context in
            context.session.widgetURL = url
            node.annotations["widgetURL"] = url?.absoluteString
            return node
        })
    }
}
