import Foundation

/// A control that initiates an action, as SwiftUI's `Button`. A still image draws its label in
/// the button style; the action (or the App Intent a widget's button runs) is never performed.
public nonisolated struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    @Environment(\.buttonStyle) private var style

    /// Creates a button that displays a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        role = nil
    }

    /// Creates a button with a specified role that displays a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
    }

    /// Creates a button that performs an App Intent (interactive widgets, iOS 17).
    public init(intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.label = label()
        role = nil
    }

    public var body: some View {
        style.makeBody(ButtonStyleConfiguration(label: .init(AnyView(label)), role: role, isPressed: false))
    }
}

nonisolated extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { self.init(action: action) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { self.init(action: action) { Text(title) } }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, intent: some AppIntent) { self.init(intent: intent) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, intent: some AppIntent) { self.init(intent: intent) { Text(title) } }
}

nonisolated extension Button where Label == VignetteCore.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { VignetteCore.Label(titleKey, systemImage: systemImage) }
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, intent: some AppIntent) {
        self.init(intent: intent) { VignetteCore.Label(titleKey, systemImage: systemImage) }
    }
}

/// A value that describes the purpose of a button.
public nonisolated struct ButtonRole: Equatable, Sendable {
    let isDestructive: Bool
    public static let destructive = ButtonRole(isDestructive: true)
    public static let cancel = ButtonRole(isDestructive: false)
}

/// The properties of a button, for a `ButtonStyle`.
public nonisolated struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public nonisolated struct Label: View {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        public var body: some View { view }
    }

    public let label: Label
    public let role: ButtonRole?
    /// Always false in a still image.
    public let isPressed: Bool
}

/// A type that applies standard interaction behavior and a custom appearance to all buttons
/// within a view hierarchy.
@MainActor @preconcurrency public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The default button style: borderless on iOS.
public nonisolated struct DefaultButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BorderlessButtonStyle().makeBody(configuration: configuration) }
}

/// The label in the accent colour (red for a destructive role), with no border.
public nonisolated struct BorderlessButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundStyle(configuration.role == .destructive ? Color.red : Color.accentColor)
    }
}

/// The label as it is: no colour, no border.
public nonisolated struct PlainButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The label in the accent colour on a capsule of a light tint of it (iOS 17's bordered
/// button: 14 pt side and 7 pt vertical padding at the body size).
public nonisolated struct BorderedButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        let tint = configuration.role == .destructive ? Color.red : Color.accentColor
        configuration.label
            .foregroundStyle(tint)
            .padding(.horizontal, 14)
            .padding(.vertical, 7)
            .modifier(ButtonPlatter(style: tint.opacity(0.15)))
    }
}

/// White label on a capsule of the accent colour.
public nonisolated struct BorderedProminentButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(Color.white)
            .padding(.horizontal, 14)
            .padding(.vertical, 7)
            .modifier(ButtonPlatter(style: configuration.role == .destructive ? Color.red : Color.accentColor))
    }
}

/// A bordered button's platter, in the environment's `buttonBorderShape(_:)`.
nonisolated struct ButtonPlatter: ViewModifier {
    let style: Color
    @Environment(\.buttonBorderShape) private var shape

    func body(content: Content) -> some View {
        content.background(style, in: shape.resolved)
    }
}

nonisolated extension ButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { DefaultButtonStyle() } }
nonisolated extension ButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() } }
nonisolated extension ButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { PlainButtonStyle() } }
nonisolated extension ButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { BorderedButtonStyle() } }
nonisolated extension ButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

nonisolated extension View {
    /// Sets the style for buttons within this view.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, ErasedViewStyle<ButtonStyleConfiguration>(style))
    }
}

nonisolated extension ErasedViewStyle where Configuration == ButtonStyleConfiguration {
    init<S: ButtonStyle>(_ style: S) { self.init { AnyView(onRenderThread((style, $0)) { $0.0.makeBody(configuration: $0.1) }) } }
}

private nonisolated struct ButtonStyleKey: EnvironmentKey { static let defaultValue = ErasedViewStyle<ButtonStyleConfiguration>(DefaultButtonStyle()) }

nonisolated extension EnvironmentValues {
    var buttonStyle: ErasedViewStyle<ButtonStyleConfiguration> {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}
