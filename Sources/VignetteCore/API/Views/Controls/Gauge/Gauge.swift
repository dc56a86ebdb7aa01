import Foundation

/// A view that shows a value within a range, as SwiftUI's `Gauge` (iOS 16). Its look is the
/// environment's gauge style (`gaugeStyle(_:)`), `.linearCapacity` by default as on iOS.
public nonisolated struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, PrimitiveView {
    /// The value's position in the range, 0…1 (out-of-range values are clamped).
    let fraction: Double
    /// Why the value or range cannot be shown, for a warning (the gauge then shows 0).
    let problem: String?
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel
    let markedValueLabels: MarkedValueLabels

    /// Creates a gauge representing a value within a range.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        fraction = Self.fraction(of: value, in: bounds)
        problem = Self.problem(with: value, in: bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
        self.markedValueLabels = markedValueLabels()
    }

    /// Where `value` lies in `bounds`, 0…1; an empty range or a non-finite value is 0.
    static func fraction<V: BinaryFloatingPoint>(of value: V, in bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let offset = Double(value - bounds.lowerBound)
        guard span > 0, span.isFinite, offset.isFinite else { return 0 }
        return min(max(offset / span, 0), 1)
    }

    /// What is wrong with a value and range that `fraction` maps to 0, if anything.
    static func problem<V: BinaryFloatingPoint>(with value: V, in bounds: ClosedRange<V>) -> String? {
        let low = Double(bounds.lowerBound), high = Double(bounds.upperBound)
        if !low.isFinite || !high.isFinite { return "its range \(low)...\(high) is not finite; the gauge shows its minimum" }
        if low == high { return "its range \(low)...\(high) is empty; the gauge shows its minimum. Give it a range of two values" }
        if !Double(value).isFinite { return "its value is \(Double(value)); the gauge shows its minimum" }
        return nil
    }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        if let problem { context.warn("gauge-value", subject: "Gauge", problem) }
        // A watch label: along the face's arc.
        if let curve = context.environment.widgetCurve { return context.resolve(CurvedGauge(fraction: fraction, curve: curve), into: &nodes) }
        func shown<V: View>(_ view: V) -> AnyView? { V.self == EmptyView.self ? nil : AnyView(view) }
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: .init(content: shown(label) ?? AnyView(EmptyView())),
            currentValueLabel: shown(currentValueLabel).map { .init(content: $0) },
            minimumValueLabel: shown(minimumValueLabel).map { .init(content: $0) },
            maximumValueLabel: shown(maximumValueLabel).map { .init(content: $0) })
        makeNodes(style: context.environment.gaugeStyle.style, configuration, context, into: &nodes)
    }

    private func makeNodes<S: GaugeStyle>(style: S, _ configuration: GaugeStyleConfiguration, _ context: ResolveContext,
                                          into nodes: inout [LayoutNode]) {
        context.resolve(onRenderThread((style, configuration)) { $0.0.makeBody(configuration: $0.1) }, into: &nodes)
    }
}

nonisolated extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and describes the gauge's purpose.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() }, minimumValueLabel: { EmptyView() },
                  maximumValueLabel: { EmptyView() }, markedValueLabels: { EmptyView() })
    }
}

nonisolated extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and that describes the gauge's purpose
    /// and current value.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel, minimumValueLabel: { EmptyView() },
                  maximumValueLabel: { EmptyView() }, markedValueLabels: { EmptyView() })
    }
}

nonisolated extension Gauge where BoundsLabel == EmptyView {
    /// Creates a gauge representing a value within a range, with marked values (not drawn).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel, minimumValueLabel: { EmptyView() },
                  maximumValueLabel: { EmptyView() }, markedValueLabels: markedValueLabels)
    }
}

nonisolated extension Gauge where MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and describes the gauge's current,
    /// minimum, and maximum values.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel, minimumValueLabel: minimumValueLabel,
                  maximumValueLabel: maximumValueLabel, markedValueLabels: { EmptyView() })
    }
}
