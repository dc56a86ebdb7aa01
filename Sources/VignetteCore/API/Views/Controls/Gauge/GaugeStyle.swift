import Foundation

/// Defines the implementation of all gauge instances within a view hierarchy.
@MainActor @preconcurrency public protocol GaugeStyle {
    /// A view representing the body of a gauge.
    associatedtype Body: View
    /// Creates a view representing the body of a gauge.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a gauge instance.
    typealias Configuration = GaugeStyleConfiguration
}

/// The properties of a gauge instance.
public nonisolated struct GaugeStyleConfiguration {
    /// A type-erased label of a gauge, describing its purpose.
    public nonisolated struct Label: View {
        let content: AnyView
        public var body: AnyView { content }
    }

    /// A type-erased value label of a gauge that contains the current value.
    public nonisolated struct CurrentValueLabel: View {
        let content: AnyView
        public var body: AnyView { content }
    }

    /// A type-erased value label of a gauge describing the minimum value.
    public nonisolated struct MinimumValueLabel: View {
        let content: AnyView
        public var body: AnyView { content }
    }

    /// A type-erased value label of a gauge describing the maximum value.
    public nonisolated struct MaximumValueLabel: View {
        let content: AnyView
        public var body: AnyView { content }
    }

    /// The current value of the gauge, in the range `0.0...1.0`.
    public var value: Double
    /// A view that describes the purpose of the gauge.
    public var label: Label
    /// A view that describes the current value.
    public var currentValueLabel: CurrentValueLabel?
    /// A view that describes the minimum of the range for the current value.
    public var minimumValueLabel: MinimumValueLabel?
    /// A view that describes the maximum of the range for the current value.
    public var maximumValueLabel: MaximumValueLabel?
}

nonisolated extension View {
    /// Sets the style for gauges within this view.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, GaugeStyleBox(style: style))
    }
}

/// A gauge style in the environment. Styles are plain values (SwiftUI's are too); the box is
/// `@unchecked Sendable` because the `GaugeStyle` protocol, like SwiftUI's, does not require it.
nonisolated struct GaugeStyleBox: @unchecked Sendable {
    let style: any GaugeStyle
}

private nonisolated struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: GaugeStyleBox { GaugeStyleBox(style: DefaultGaugeStyle()) }
}

nonisolated extension EnvironmentValues {
    var gaugeStyle: GaugeStyleBox {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

/// The default gauge view style in the current context of the view being styled: on iOS,
/// `linearCapacity`, in every widget family.
public nonisolated struct DefaultGaugeStyle: GaugeStyle {
    /// Creates a default gauge style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { LinearCapacityGaugeStyle().makeBody(configuration: configuration) }
}

nonisolated extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default gauge view style in the current context of the view being styled.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A gauge style that displays an open ring with a marker that appears at a point along
    /// the ring to indicate the gauge's current value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A gauge style that displays a closed ring that's partially filled in to indicate the
    /// gauge's current value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A gauge style that displays bar with a marker that appears at a point along the bar to
    /// indicate the gauge's current value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A gauge style that displays bar that fills from leading to trailing edges as the gauge's
    /// current value increases.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

nonisolated extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A gauge style that displays a bar that fills from leading to trailing edges as the
    /// gauge's current value increases.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
