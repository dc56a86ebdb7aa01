import Foundation

// Accessory labels. WidgetKit shows them only on watchOS complications (accessoryCorner, the
// circular family on some faces): the iPhone Lock Screen ignores them. Vignette renders iPhone
// widgets, so `showsWidgetLabel` is false unless set, and a label is never drawn: its text is
// recorded on the modified view's node as the "widgetLabel" annotation, like `widgetURL`.

private nonisolated struct ShowsWidgetLabelKey: EnvironmentKey { static let defaultValue = false }

nonisolated extension EnvironmentValues {
    /// Whether an accessory family widget can display an accessory label: false by default,
    /// as on the iPhone Lock Screen.
    public var showsWidgetLabel: Bool {
        get { self[ShowsWidgetLabelKey.self] }
        set { self[ShowsWidgetLabelKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Returns a text label that displays additional content outside the accessory family
    /// widget's main view. Not drawn (see above); recorded as the node's "widgetLabel".
    public func widgetLabel<S: StringProtocol>(_ label: S) -> some View { recordingWidgetLabel(String(label)) }

    /// Returns a localized text label that displays additional content outside the accessory
    /// family widget's main view. Not drawn; recorded as the node's "widgetLabel".
    public func widgetLabel(_ labelKey: LocalizedStringKey) -> some View { recordingWidgetLabel(labelKey.resolved) }

    /// Creates a label for displaying additional content outside an accessory family widget's
    /// main view. Not drawn; a `Text` label's characters are recorded as the node's "widgetLabel".
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View {
        recordingWidgetLabel((label() as? Text)?.plainString ?? String(describing: Label.self))
    }

    private func recordingWidgetLabel(_ description: String) -> some View {
        modifier(NodeModifier { node, _ in
            node.annotations["widgetLabel"] = description
            return node
        })
    }
}
