import Foundation

/// A view that shows the progress toward completion of a task, as SwiftUI's `ProgressView`,
/// drawn at rest: a determinate bar or ring, or the indeterminate spinner's still frame. A
/// timer interval's progress is taken at the render's "now" (`--now`), never the clock.
public nonisolated struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let progress: Progress
    let label: Label
    let currentValueLabel: CurrentValueLabel
    @Environment(\.progressViewStyle) private var style
    @Environment(\.now) private var now

    /// Where the progress comes from.
    nonisolated enum Progress {
        case indeterminate
        case fraction(Double)
        case interval(ClosedRange<Date>, countsDown: Bool)
    }

    init(progress: Progress, label: Label, currentValueLabel: CurrentValueLabel) {
        self.progress = progress
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// Creates a progress view for showing determinate progress, with a label and a
    /// current-value label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(progress: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }

    /// Creates a progress view for showing progress over a time interval.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(progress: .interval(timerInterval, countsDown: countsDown), label: label(), currentValueLabel: currentValueLabel())
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Progress {
        guard let value else { return .indeterminate }
        guard total > 0, value.isFinite, total.isFinite else { return .fraction(0) }
        return .fraction(min(max(Double(value / total), 0), 1))
    }

    /// The completed fraction at the render's "now", nil when indeterminate.
    var fractionCompleted: Double? {
        switch progress {
        case .indeterminate: return nil
        case .fraction(let f): return f
        case let .interval(range, countsDown):
            let length = range.upperBound.timeIntervalSince(range.lowerBound)
            guard length > 0 else { return 1 }
            let elapsed = min(max(now.timeIntervalSince(range.lowerBound) / length, 0), 1)
            return countsDown ? 1 - elapsed : elapsed
        }
    }

    public var body: some View {
        style.makeBody(ProgressViewStyleConfiguration(fractionCompleted: fractionCompleted,
                                                      label: .init(AnyView(label)), currentValueLabel: .init(AnyView(currentValueLabel)),
                                                      hasLabel: !(label is EmptyView), hasCurrentValueLabel: !(currentValueLabel is EmptyView)))
    }
}

nonisolated extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress.
    public init() { self.init(progress: .indeterminate, label: EmptyView(), currentValueLabel: EmptyView()) }

    /// Creates a progress view for showing determinate progress.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(progress: Self.fraction(value, total), label: EmptyView(), currentValueLabel: EmptyView())
    }
}

nonisolated extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress, with a label.
    public init(@ViewBuilder label: () -> Label) { self.init(progress: .indeterminate, label: label(), currentValueLabel: EmptyView()) }

    /// Creates a progress view for showing determinate progress, with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(progress: Self.fraction(value, total), label: label(), currentValueLabel: EmptyView())
    }
}

nonisolated extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) { self.init(progress: .indeterminate, label: Text(titleKey), currentValueLabel: EmptyView()) }
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(progress: Self.fraction(value, total), label: Text(titleKey), currentValueLabel: EmptyView())
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(progress: Self.fraction(value, total), label: Text(title), currentValueLabel: EmptyView())
    }
}

nonisolated extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// Creates a progress view for a time interval, whose current-value label is the time left
    /// (or elapsed) as a timer.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(progress: .interval(timerInterval, countsDown: countsDown), label: label(),
                  currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}

nonisolated extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(progress: .interval(timerInterval, countsDown: countsDown), label: EmptyView(),
                  currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}

/// The default current-value label of a timer-interval progress view: a timer text.
public nonisolated struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool
    public var body: some View {
        Text(timerInterval: interval, countsDown: countsDown)
            .monospacedDigit()
    }
}

/// The properties of a progress view, for a `ProgressViewStyle`.
public nonisolated struct ProgressViewStyleConfiguration {
    /// A type-erased label of a progress view.
    public nonisolated struct Label: View {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        public var body: some View { view }
    }

    /// A type-erased current-value label of a progress view.
    public nonisolated struct CurrentValueLabel: View {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        public var body: some View { view }
    }

    /// The completed fraction of the task (0…1), or nil when indeterminate.
    public let fractionCompleted: Double?
    let labelView: Label
    let currentValueLabelView: CurrentValueLabel
    let hasLabel: Bool
    let hasCurrentValueLabel: Bool

    init(fractionCompleted: Double?, label: Label, currentValueLabel: CurrentValueLabel, hasLabel: Bool, hasCurrentValueLabel: Bool) {
        self.fractionCompleted = fractionCompleted
        labelView = label
        currentValueLabelView = currentValueLabel
        self.hasLabel = hasLabel
        self.hasCurrentValueLabel = hasCurrentValueLabel
    }

    /// A view that describes the task represented by the progress view.
    public var label: Label? { hasLabel ? labelView : nil }
    /// A view that describes the current value of a progress view.
    public var currentValueLabel: CurrentValueLabel? { hasCurrentValueLabel ? currentValueLabelView : nil }
}

/// A type that applies standard interaction behavior to all progress views within a view hierarchy.
@MainActor @preconcurrency public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The default progress view style: linear when determinate, circular (a spinner) when not.
public nonisolated struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A 4 pt capsule track (the tertiary fill) with the completed part in the accent colour; the
/// label above it and the current value below it, in the secondary style.
public nonisolated struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(.fill.tertiary)
                    Capsule()
                        .fill(Color.accentColor)
                        .frame(width: proxy.size.width * (configuration.fractionCompleted ?? 0))
                }
            }
            .frame(height: 4)
            configuration.currentValueLabel
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

/// Determinate: a ring (4 pt, the tertiary fill) filled clockwise from the top in the accent
/// colour, 20 pt across unless framed. Indeterminate: the spinner's eight spokes at rest.
public nonisolated struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 6) {
            if let fraction = configuration.fractionCompleted {
                ZStack {
                    Circle().stroke(.fill.tertiary, lineWidth: 4)
                    Circle()
                        .trim(from: 0, to: fraction)
                        .stroke(Color.accentColor, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                    // The value fits inside the ring on one line, shrinking rather than wrapping.
                    configuration.currentValueLabel
                        .font(.caption2)
                        .lineLimit(1)
                        .minimumScaleFactor(0.5)
                        .padding(5)
                }
                .frame(minWidth: 20, idealWidth: 20, minHeight: 20, idealHeight: 20)
                .aspectRatio(1, contentMode: .fit)
            } else {
                ZStack {
                    ForEach(0..<8, id: \.self) { spoke in
                        Capsule()
                            .fill(.secondary)
                            .frame(width: 2.5, height: 6)
                            .offset(y: -6)
                            .rotationEffect(.degrees(Double(spoke) * 45))
                            .opacity(1 - Double(spoke) * 0.1)
                    }
                }
                .frame(width: 20, height: 20)
            }
            configuration.label
                .foregroundStyle(.secondary)
        }
    }
}

nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() } }
nonisolated extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() } }
nonisolated extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() } }

nonisolated extension View {
    /// Sets the style for progress views in this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, ErasedViewStyle<ProgressViewStyleConfiguration>(style))
    }
}

nonisolated extension ErasedViewStyle where Configuration == ProgressViewStyleConfiguration {
    init<S: ProgressViewStyle>(_ style: S) { self.init { AnyView(onRenderThread((style, $0)) { $0.0.makeBody(configuration: $0.1) }) } }
}

private nonisolated struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue = ErasedViewStyle<ProgressViewStyleConfiguration>(DefaultProgressViewStyle()) }

nonisolated extension EnvironmentValues {
    var progressViewStyle: ErasedViewStyle<ProgressViewStyleConfiguration> {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}
