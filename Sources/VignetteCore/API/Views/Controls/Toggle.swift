import Foundation

/// A control that toggles between on and off states, as SwiftUI's `Toggle`: drawn at rest in
/// its style (a switch by default). An interactive widget's toggle takes its state and an App
/// Intent (iOS 17); the intent is never performed.
public nonisolated struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Binding<Bool>
    @Environment(\.toggleStyle) private var style

    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = isOn
    }

    /// Creates a toggle performing an App Intent (interactive widgets).
    public init(isOn: Bool, intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = .constant(isOn)
    }

    public var body: some View {
        style.makeBody(ToggleStyleConfiguration(label: .init(AnyView(label)), isOn: isOn))
    }
}

nonisolated extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, intent: some AppIntent) { self.init(isOn: isOn, intent: intent) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Bool, intent: some AppIntent) { self.init(isOn: isOn, intent: intent) { Text(title) } }
}

/// The properties of a toggle, for a `ToggleStyle`.
public nonisolated struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    public nonisolated struct Label: View {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        public var body: some View { view }
    }

    public let label: Label
    @Binding public var isOn: Bool

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// The appearance and interaction of all toggles within a view hierarchy.
@MainActor @preconcurrency public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The default toggle style: a switch on iOS.
public nonisolated struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SwitchToggleStyle().makeBody(configuration: configuration) }
}

/// The label, then a 51×31 pt switch at the trailing edge: green (or the tint) when on,
/// the secondary system fill when off, with a white 27 pt knob.
public nonisolated struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.label
            Spacer(minLength: 0)
            ZStack(alignment: configuration.isOn ? .trailing : .leading) {
                Capsule()
                    .fill(configuration.isOn ? AnyShapeStyle(Color.green) : AnyShapeStyle(.fill.secondary))
                Circle()
                    .fill(Color.white)
                    .frame(width: 27, height: 27)
                    .shadow(color: .black.opacity(0.15), radius: 2, x: 0, y: 1.5)
                    .padding(2)
            }
            .frame(width: 51, height: 31)
        }
    }
}

/// A toggle drawn as a bordered button, filled with the accent colour when on.
public nonisolated struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(configuration.isOn ? Color.white : Color.accentColor)
            .padding(.horizontal, 14)
            .padding(.vertical, 7)
            .background(configuration.isOn ? Color.accentColor : Color.accentColor.opacity(0.15), in: Capsule())
    }
}

nonisolated extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { DefaultToggleStyle() } }
nonisolated extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() } }
nonisolated extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { ButtonToggleStyle() } }

nonisolated extension View {
    /// Sets the style for toggles in a view hierarchy.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, ErasedViewStyle<ToggleStyleConfiguration>(style))
    }
}

nonisolated extension ErasedViewStyle where Configuration == ToggleStyleConfiguration {
    init<S: ToggleStyle>(_ style: S) { self.init { AnyView(onRenderThread((style, $0)) { $0.0.makeBody(configuration: $0.1) }) } }
}

private nonisolated struct ToggleStyleKey: EnvironmentKey { static let defaultValue = ErasedViewStyle<ToggleStyleConfiguration>(DefaultToggleStyle()) }

nonisolated extension EnvironmentValues {
    var toggleStyle: ErasedViewStyle<ToggleStyleConfiguration> {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}
