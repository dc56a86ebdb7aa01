import Foundation

/// The placement of a container background.
public nonisolated struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    /// The background of a widget: it fills the whole widget, under the content margins.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

nonisolated extension View {
    // Both forms record the background on the modified node: the enclosing widget host reads
    // it from its content (`WidgetOutputs`).

    /// Sets the container background of the enclosing container using a view.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        let background = content()
        return modifier(NodeModifier { node, context in
            node.widgetOutputs.append(.containerBackground(ContainerBackground(nodes: context.inStack(nil).resolve(background),
                                                                               isTranslucent: false)))
            return node
        })
    }

    /// Sets the container background of the enclosing container using a style.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        modifier(NodeModifier { node, context in
            let background = ContainerBackground(nodes: context.inStack(nil).resolve(StyleFill(style: style)),
                                                 isTranslucent: style._resolveStyle(in: context.environment).isTranslucent)
            node.widgetOutputs.append(.containerBackground(background))
            return node
        })
    }

    /// Sets the URL to open in the containing app when the user clicks the widget; recorded, not drawn.
    public func widgetURL(_ url: URL?) -> some View {
        modifier(NodeModifier { node, _ in
            node.widgetOutputs.append(.url(url))
            node.annotations["widgetURL"] = url?.absoluteString
            return node
        })
    }
}
