import Foundation

/// What a widget's content tells its host besides its nodes, as SwiftUI passes these up as
/// preferences: the modifiers record them on the node they modify (`WidgetOutput`), and
/// whoever needs them reads them from the resolved nodes. Nothing is written anywhere else.
///
/// When several are set, the last one evaluated wins (a modifier applies after its content, so
/// an outer one wins over an inner one, and a later sibling over an earlier one). Another
/// widget host's content inside is left out: its outputs are its own, unless `acrossHosts`
/// (the URL a whole render reports).
///
/// A `GeometryReader`'s content exists only once the reader is placed, after the host has read
/// these; iOS reads them after layout and finds what the reader's content sets. With a
/// `provisionalFrame` (the host's content area), a reader not yet placed has its content
/// evaluated with that frame to look for them: exact for the reader that fills the widget, as
/// widgets write it; the content drawn is still evaluated with the reader's own frame.
nonisolated struct WidgetOutputs {
    let nodes: [LayoutNode]
    let acrossHosts: Bool
    let provisionalFrame: CGRect?

    init(of nodes: [LayoutNode], acrossHosts: Bool = false, provisionalFrame: CGRect? = nil) {
        self.nodes = nodes
        self.acrossHosts = acrossHosts
        self.provisionalFrame = provisionalFrame
    }

    /// Set by `containerBackground(_:for:)`: the host paints it under the margins.
    var containerBackground: ContainerBackground? {
        last { if case .containerBackground(let background) = $0 { background } else { nil } }
    }

    /// Set by `widgetURL(_:)` (`.some(nil)` when the URL given was nil).
    var url: URL?? {
        last { if case .url(let url) = $0 { .some(url) } else { nil } }
    }

    /// Set by `activityBackgroundTint(_:)` (`.some(nil)`: the system's material, as when unset).
    var activityBackgroundTint: Color?? {
        last { if case .activityBackgroundTint(let color) = $0 { .some(color) } else { nil } }
    }

    /// Set by `widgetLabel`: the label a watch host draws outside the content.
    var widgetLabel: AnyView? {
        last { if case .widgetLabel(let label) = $0 { label } else { nil } }
    }

    /// Set by `widgetCurvesContent()` on a `Text`: the text a corner host draws along its curve.
    var curvedContent: Text? {
        last { if case .curvedContent(let text) = $0 { text } else { nil } }
    }

    /// Set by `controlWidgetActionHint(_:)`: the hint the Action button shows.
    var controlActionHint: Text? {
        last { if case .controlActionHint(let hint) = $0 { hint } else { nil } }
    }

    /// Set by `controlWidgetStatus(_:)`: the status Control Center shows when the control changes.
    var controlStatus: Text? {
        last { if case .controlStatus(let status) = $0 { status } else { nil } }
    }

    /// The last output `match` takes, in evaluation order: found by walking that order
    /// backwards and stopping at the first, so that a background set on the content's
    /// outermost view (as widgets do) is found without visiting the rest of the tree.
    private func last<T>(_ match: (WidgetOutput) -> T?) -> T? {
        for node in nodes.reversed() {
            if let found = last(in: node, match) { return found }
        }
        return nil
    }

    /// Evaluation order within a subtree is its children's, in order, then the node's own
    /// outputs, innermost modifier first: backwards, the node's own come first.
    private func last<T>(in node: LayoutNode, _ match: (WidgetOutput) -> T?) -> T? {
        if let recorded = node.recordedWidgetOutputs {
            if !acrossHosts, recorded.contains(where: { if case .widgetHost = $0 { true } else { false } }) { return nil }
            for output in recorded.reversed() {
                if let found = match(output) { return found }
            }
        }
        for child in children(of: node).reversed() {
            if let found = last(in: child, match) { return found }
        }
        return nil
    }

    /// A node's children; a reader's content, not yet built, evaluated in the provisional frame.
    private func children(of node: LayoutNode) -> [LayoutNode] {
        guard node.children.isEmpty, let frame = provisionalFrame, !node.isPlaced, let make = node.deferredChildren else {
            return node.children
        }
        return make(frame, [:])
    }
}

/// A widget's container background, resolved where `containerBackground(_:for:)` was applied.
nonisolated struct ContainerBackground {
    let nodes: [LayoutNode]
    /// A translucent style (`.fill.tertiary`): the host draws it over the system background,
    /// as WidgetKit does.
    let isTranslucent: Bool
}

/// One output recorded on a node, in the order its modifiers applied (innermost first).
nonisolated enum WidgetOutput {
    case containerBackground(ContainerBackground)
    case url(URL?)
    /// Set by `activityBackgroundTint(_:)` (nil: the system's material).
    case activityBackgroundTint(Color?)
    /// Set by `widgetLabel`: the label's view.
    case widgetLabel(AnyView)
    /// Set by `widgetCurvesContent()` on a text.
    case curvedContent(Text)
    /// Set by `controlWidgetActionHint(_:)` on a control's label.
    case controlActionHint(Text)
    /// Set by `controlWidgetStatus(_:)` on a control's label.
    case controlStatus(Text)
    /// The root of a widget host: the outputs inside belong to that widget.
    case widgetHost
}
