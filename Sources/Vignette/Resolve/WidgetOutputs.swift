import Foundation

/// What a widget's content tells its host besides its nodes, as SwiftUI passes these up as
/// preferences: the modifiers record them on the node they modify (`WidgetOutput`), and
/// whoever needs them reads them from the resolved nodes. Nothing is written anywhere else.
struct WidgetOutputs {
    /// Set by `containerBackground(_:for:)`: the host paints it under the margins.
    var containerBackground: ContainerBackground?
    /// Set by `widgetURL(_:)` (`.some(nil)` when the URL given was nil).
    var url: URL??

    /// The outputs of `nodes`' subtrees, in the order their views were evaluated: a later one
    /// replaces an earlier one, as the last `containerBackground` or `widgetURL` evaluated wins
    /// (a modifier applies after its content, so an outer one wins over an inner one). Another
    /// widget host's content inside is left out: its outputs are its own, unless
    /// `acrossHosts` (the URL a whole render reports).
    init(of nodes: [LayoutNode], acrossHosts: Bool = false) {
        for node in nodes { collect(node, acrossHosts: acrossHosts) }
    }

    private mutating func collect(_ node: LayoutNode, acrossHosts: Bool) {
        let recorded = node.widgetOutputs
        if !acrossHosts, recorded.contains(where: \.isWidgetHost) { return }
        for child in node.children { collect(child, acrossHosts: acrossHosts) }
        for output in recorded {
            switch output {
            case .containerBackground(let background): containerBackground = background
            case .url(let url): self.url = .some(url)
            case .widgetHost: break
            }
        }
    }
}

/// A widget's container background, resolved where `containerBackground(_:for:)` was applied.
struct ContainerBackground {
    let nodes: [LayoutNode]
    /// A translucent style (`.fill.tertiary`): the host draws it over the system background,
    /// as WidgetKit does.
    let isTranslucent: Bool
}

/// One output recorded on a node, in the order its modifiers applied (innermost first).
enum WidgetOutput {
    case containerBackground(ContainerBackground)
    case url(URL?)
    /// The root of a widget host: the outputs inside belong to that widget.
    case widgetHost

    var isWidgetHost: Bool { if case .widgetHost = self { true } else { false } }
}
