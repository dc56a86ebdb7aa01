import Foundation

/// A type that describes a control's content (SwiftUI's `ControlWidgetTemplate`): a
/// `ControlWidgetButton` or a `ControlWidgetToggle`, whose symbol and texts come from `Label`,
/// `Text` and `Image` views, tinted with `tint(_:)`.
@MainActor @preconcurrency public protocol ControlWidgetTemplate {
    /// Vignette: what the template shows, for the renderer.
    nonisolated var _controlTemplate: ControlTemplate { get }
    /// Vignette: whether the template is a toggle (drawn on and off).
    nonisolated static var _isToggle: Bool { get }
}

/// A custom attribute that constructs a control's template (SwiftUI's `ControlWidgetTemplateBuilder`).
@resultBuilder
public nonisolated struct ControlWidgetTemplateBuilder {
    public static func buildExpression<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
    public static func buildEither<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>(first: First)
        -> _ConditionalControlTemplate<First, Second> { _ConditionalControlTemplate(_controlTemplate: first._controlTemplate) }
    public static func buildEither<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>(second: Second)
        -> _ConditionalControlTemplate<First, Second> { _ConditionalControlTemplate(_controlTemplate: second._controlTemplate) }
    /// `if #available(iOS 18, *) { … }`: always true on Linux.
    public static func buildLimitedAvailability<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
}

/// One of two templates chosen by `if`/`else` in a control's content.
public nonisolated struct _ConditionalControlTemplate<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>: ControlWidgetTemplate {
    public let _controlTemplate: ControlTemplate
    public static var _isToggle: Bool { First._isToggle || Second._isToggle }
}

/// A template with its tint set (`tint(_:)`).
public nonisolated struct _TintedControlTemplate<Content: ControlWidgetTemplate>: ControlWidgetTemplate {
    public let _controlTemplate: ControlTemplate
    public static var _isToggle: Bool { Content._isToggle }
}

nonisolated extension ControlWidgetTemplate {
    /// Sets the tint color within this control template: a toggle's symbol platter when it is on,
    /// and the symbol and value the Action button shows in the Dynamic Island. (Controls ignore
    /// `View.tint(_:)` on their labels, as on iOS.)
    public func tint(_ tint: Color?) -> some ControlWidgetTemplate {
        var template = _controlTemplate
        template.tint = tint
        return _TintedControlTemplate<Self>(_controlTemplate: template)
    }
}

/// What a control's template shows, its label views erased: the renderer takes its symbol from
/// the labels' images and its title and value from their texts (`ControlTemplateView`).
///
/// `@unchecked Sendable`: it holds the author's label closures, which are called on the thread
/// rendering the image, as views' bodies are.
public nonisolated struct ControlTemplate: @unchecked Sendable {
    /// Whether it is a toggle, and its state.
    package let isToggle: Bool
    package var isOn: Bool
    /// The title given as a string, if any.
    package let title: Text?
    /// The label: the title's text and, often, the symbol.
    package let label: AnyView?
    /// A toggle's value label (or the default "On"/"Off"), a button's action label, for a state.
    package let stateLabel: ((Bool) -> AnyView)?
    /// `tint(_:)`, or nil for the system's.
    package var tint: Color?

    init(isToggle: Bool, isOn: Bool = false, title: Text?, label: AnyView?, stateLabel: ((Bool) -> AnyView)?) {
        self.isToggle = isToggle
        self.isOn = isOn
        self.title = title
        self.label = label
        self.stateLabel = stateLabel
    }

    /// The template in the state `isOn` (a toggle's, as the system shows it once tapped); a button is stateless.
    package func inState(_ isOn: Bool) -> ControlTemplate {
        var template = self
        if isToggle { template.isOn = isOn }
        return template
    }
}
