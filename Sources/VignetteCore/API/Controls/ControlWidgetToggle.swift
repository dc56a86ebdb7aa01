import Foundation

/// A control template representing a toggle (WidgetKit's `ControlWidgetToggle`): two states,
/// off and on. Vignette draws both: the system shows a toggle in its other state as soon as it
/// is tapped, with `valueLabel` called for that state.
public nonisolated struct ControlWidgetToggle<Label: View, ValueLabel: View, Action>: ControlWidgetTemplate {
    public let _controlTemplate: ControlTemplate
    public static var _isToggle: Bool { true }

    private init(title: Text?, label: AnyView?, isOn: Bool, valueLabel: @escaping (Bool) -> ValueLabel) {
        _controlTemplate = ControlTemplate(isToggle: true, isOn: isOn, title: title, label: label,
                                           stateLabel: { AnyView(valueLabel($0)) })
    }

    /// Creates a toggle template for a control; its value reads "On" or "Off".
    /// - Parameters:
    ///   - isOn: A boolean value that describes the current value of the toggle.
    ///   - action: The action the toggle performs when pressed.
    ///   - label: A view that renders the toggle's label.
    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label)
        where ValueLabel == ControlWidgetToggleDefaultLabel, Action: SetValueIntent, Action.ValueType == Bool {
        self.init(title: nil, label: AnyView(label()), isOn: isOn, valueLabel: { ControlWidgetToggleDefaultLabel(isOn: $0) })
    }

    /// Creates a toggle template for a control.
    /// - Parameters:
    ///   - isOn: A boolean value that describes the current value of the toggle.
    ///   - action: The action the toggle performs when pressed.
    ///   - label: A view that renders the toggle's label.
    ///   - valueLabel: A view that renders the toggle's value, for the value it is given.
    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label,
                @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) where Action: SetValueIntent, Action.ValueType == Bool {
        self.init(title: nil, label: AnyView(label()), isOn: isOn, valueLabel: valueLabel)
    }
}

nonisolated extension ControlWidgetToggle where Label == Text {
    /// Creates a toggle template for a control, titled with a localized string.
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, action: Action,
                @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) where Action: SetValueIntent, Action.ValueType == Bool {
        self.init(title: Text(titleKey), label: nil, isOn: isOn, valueLabel: valueLabel)
    }

    /// Creates a toggle template for a control, titled with a localized string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isOn: Bool, action: Action,
                @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) where Action: SetValueIntent, Action.ValueType == Bool {
        self.init(title: Text(titleResource), label: nil, isOn: isOn, valueLabel: valueLabel)
    }

    /// Creates a toggle template for a control, titled with a string.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, isOn: Bool, action: Action,
                @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) where Action: SetValueIntent, Action.ValueType == Bool {
        self.init(title: Text(title), label: nil, isOn: isOn, valueLabel: valueLabel)
    }
}

/// The value label of a `ControlWidgetToggle` made without one: "On" or "Off".
public nonisolated struct ControlWidgetToggleDefaultLabel: View {
    let isOn: Bool
    public var body: some View { Text(isOn ? "On" : "Off") }
}
