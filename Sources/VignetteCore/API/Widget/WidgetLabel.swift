import Foundation

// Accessory labels. WidgetKit shows them only on watchOS complications: curved inside a corner
// complication (accessoryCorner), and along the bezel above the Infograph face's top circular
// complication; the iPhone Lock Screen ignores them. The label is recorded on the modified
// node (`WidgetOutputs.widgetLabel`, and its text as the "widgetLabel" annotation); the watch
// hosts draw it (`Hosts/Watch/`), every other host leaves it out.

private nonisolated struct ShowsWidgetLabelKey: EnvironmentKey { static let defaultValue = false }

nonisolated extension EnvironmentValues {
    /// Whether an accessory family widget can display an accessory label: true in a watch's
    /// corner complication and in the Infograph face's bezel complication, false elsewhere (as on
    /// the iPhone Lock Screen).
    public var showsWidgetLabel: Bool {
        get { self[ShowsWidgetLabelKey.self] }
        set { self[ShowsWidgetLabelKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Returns a text label that displays additional content outside the accessory family
    /// widget's main view.
    public func widgetLabel<S: StringProtocol>(_ label: S) -> some View {
        recordingWidgetLabel(String(label), AnyView(Text(verbatim: String(label))))
    }

    /// Returns a localized text label that displays additional content outside the accessory
    /// family widget's main view.
    public func widgetLabel(_ labelKey: LocalizedStringKey) -> some View {
        recordingWidgetLabel(labelKey.resolved, AnyView(Text(labelKey)))
    }

    /// Creates a label for displaying additional content outside an accessory family widget's
    /// main view: a `Text` is drawn along the curve, a `Gauge` as a curved gauge.
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View {
        let label = label()
        return recordingWidgetLabel((label as? Text)?.plainString ?? String(describing: Label.self), AnyView(label))
    }

    /// Displays the widget's content along a curve if the context allows it: in a watch's corner
    /// complication with a label, a `Text` content follows the corner outside the label.
    public func widgetCurvesContent(_ curvesContent: Bool = true) -> some View {
        let text = self as? Text
        return modifier(NodeModifier { node, _ in
            if curvesContent, let text { node.widgetOutputs.append(.curvedContent(text)) }
            return node
        })
    }

    private func recordingWidgetLabel(_ description: String, _ label: AnyView) -> some View {
        modifier(NodeModifier { node, _ in
            node.annotations["widgetLabel"] = description
            node.widgetOutputs.append(.widgetLabel(label))
            return node
        })
    }
}
