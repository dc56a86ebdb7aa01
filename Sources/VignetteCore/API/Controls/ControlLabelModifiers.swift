import Foundation

nonisolated extension View {
    /// The action hint of the control described by the modified label: the text shown next to
    /// the Action button to describe what the control does. Vignette draws it in the Action
    /// button's hint (`control-actionButtonHint`); without one, the system's ("Hold to Turn On ‘…’").
    public func controlWidgetActionHint(_ hint: Text) -> some View {
        modifier(NodeModifier { node, _ in
            node.widgetOutputs.append(.controlActionHint(hint))
            return node
        })
    }

    /// The action hint of the control described by the modified label, from a localized string resource.
    public func controlWidgetActionHint(_ hint: LocalizedStringResource) -> some View { controlWidgetActionHint(Text(hint)) }

    /// The status of the control described by the modified label: the text Control Center shows
    /// when the control's state changes. Vignette draws it above the control's 2×1 module
    /// (`control-status`).
    public func controlWidgetStatus(_ status: Text) -> some View {
        modifier(NodeModifier { node, _ in
            node.widgetOutputs.append(.controlStatus(status))
            return node
        })
    }

    /// The status of the control described by the modified label, from a localized string resource.
    public func controlWidgetStatus(_ status: LocalizedStringResource) -> some View { controlWidgetStatus(Text(status)) }
}

/// Which part of a control's label views draw: a label gives the control its symbol (its images)
/// and its title or value (its texts), each drawn where the presentation puts it.
package nonisolated enum ControlLabelPart: Sendable {
    case symbol, text
}

private nonisolated struct ControlLabelPartKey: EnvironmentKey { static let defaultValue: ControlLabelPart? = nil }

nonisolated extension EnvironmentValues {
    /// Set by a control's host around its label views: `Text` draws nothing for `.symbol`,
    /// `Image` nothing for `.text`.
    package var controlLabelPart: ControlLabelPart? {
        get { self[ControlLabelPartKey.self] }
        set { self[ControlLabelPartKey.self] = newValue }
    }
}
