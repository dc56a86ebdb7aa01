import Foundation

/// A control for navigating to a URL. A still image has no interaction: the label is drawn
/// and the destination recorded on the node (`annotations["link"]`), as a tap target region.
public nonisolated struct Link<Label: View>: View, PrimitiveView {
    let destination: URL
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        context.modify(label, into: &nodes) { node, context in
            let wrapper = context.wrap(node, in: PassthroughLayout(), name: "Link")
            wrapper.annotations["link"] = destination.absoluteString
            return wrapper
        }
    }
}

nonisolated extension Link where Label == Text {
    /// Creates a control, consisting of a text label, that navigates to a URL.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
