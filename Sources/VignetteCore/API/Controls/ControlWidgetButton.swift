import Foundation

/// A control template representing a button (WidgetKit's `ControlWidgetButton`). Buttons don't
/// have state; they perform their action (never performed while rendering).
public nonisolated struct ControlWidgetButton<Label: View, ActionLabel: View, Action>: ControlWidgetTemplate {
    public let _controlTemplate: ControlTemplate
    public static var _isToggle: Bool { false }

    private init(title: Text?, label: AnyView?, actionLabel: ((Bool) -> ActionLabel)?) {
        _controlTemplate = ControlTemplate(isToggle: false, title: title, label: label,
                                           stateLabel: actionLabel.map { make in { AnyView(make($0)) } })
    }

    /// Creates a button template for a control.
    /// - Parameters:
    ///   - action: The action your button performs when pressed.
    ///   - label: A view that renders the button.
    public init(action: Action, @ViewBuilder label: @escaping () -> Label)
        where ActionLabel == ControlWidgetButtonDefaultActionLabel, Action: AppIntent {
        self.init(title: nil, label: AnyView(label()), actionLabel: nil)
    }

    /// Creates a button template for a control.
    /// - Parameters:
    ///   - action: The action your button performs when pressed.
    ///   - label: A view that renders the button.
    ///   - actionLabel: A view that is rendered when the button's action is performed.
    public init(action: Action, @ViewBuilder label: @escaping () -> Label,
                @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) where Action: AppIntent {
        self.init(title: nil, label: AnyView(label()), actionLabel: actionLabel)
    }
}

nonisolated extension ControlWidgetButton where Label == Text {
    /// Creates a button template for a control, titled with a localized string.
    public init(_ titleKey: LocalizedStringKey, action: Action,
                @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) where Action: AppIntent {
        self.init(title: Text(titleKey), label: nil, actionLabel: actionLabel)
    }

    /// Creates a button template for a control, titled with a localized string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, action: Action,
                @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) where Action: AppIntent {
        self.init(title: Text(titleResource), label: nil, actionLabel: actionLabel)
    }

    /// Creates a button template for a control, titled with a string.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, action: Action,
                @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) where Action: AppIntent {
        self.init(title: Text(title), label: nil, actionLabel: actionLabel)
    }
}

/// The default action label of a `ControlWidgetButton` made without one: nothing beyond its label.
public nonisolated struct ControlWidgetButtonDefaultActionLabel: View {
    public var body: some View { EmptyView() }
}
