import Foundation

/// A gauge style that displays bar with a marker that appears at a point along the bar to
/// indicate the gauge's current value.
///
/// Drawn as on the Lock Screen at rest: the label and the current value label on a line above
/// the bar (label leading, value trailing); the minimum and maximum labels at the bar's ends;
/// a 5 pt bar in the tint (a gradient runs leading to trailing) or, untinted, the foreground
/// at 45 % opacity; a 7 pt disc in the foreground colour at the value, the bar cut away
/// around it. It takes the proposed width.
public nonisolated struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// Creates an accessory linear gauge style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LinearGaugeBody(configuration: configuration, kind: .accessoryMarker)
    }
}

/// A gauge style that displays bar that fills from leading to trailing edges as the gauge's
/// current value increases.
///
/// Drawn as: the label above; a 6 pt bar, its track in the tint at 30 % opacity (untinted,
/// the foreground at 25 %) and filled to the value; the minimum and maximum labels at its
/// ends; the current value label below.
public nonisolated struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// Creates an accessory linear capacity gauge style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LinearGaugeBody(configuration: configuration, kind: .accessoryCapacity)
    }
}

/// A gauge style that displays a bar that fills from leading to trailing edges as the gauge's
/// current value increases (the default on iOS).
///
/// Drawn as: the label above; a 4 pt bar, its track the system fill and filled to the value
/// in the tint (by default the accent colour); the minimum and maximum labels at its ends;
/// the current value label below in the secondary style.
public nonisolated struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Creates a linear capacity gauge style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LinearGaugeBody(configuration: configuration, kind: .capacity)
    }
}

/// The three linear gauges.
nonisolated struct LinearGaugeBody: View {
    nonisolated enum Kind { case accessoryMarker, accessoryCapacity, capacity }

    let configuration: GaugeStyleConfiguration
    let kind: Kind
    @Environment(\.self) private var environment

    /// The bar's thickness for each kind.
    static func barHeight(_ kind: Kind) -> CGFloat {
        switch kind {
        case .accessoryMarker: 5
        case .accessoryCapacity: 6
        case .capacity: 4
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: kind == .capacity ? 4 : 2) {
            if kind == .accessoryMarker {
                if configuration.currentValueLabel != nil {
                    HStack(spacing: 4) {
                        configuration.label
                        Spacer(minLength: 0)
                        configuration.currentValueLabel
                    }
                } else {
                    configuration.label
                }
            } else {
                configuration.label
            }
            HStack(spacing: 4) {
                configuration.minimumValueLabel.font(.caption2)
                bar
                configuration.maximumValueLabel.font(.caption2)
            }
            if kind != .accessoryMarker, let current = configuration.currentValueLabel {
                if kind == .capacity {
                    current.font(.caption).foregroundStyle(.secondary)
                } else {
                    current
                }
            }
        }
    }

    private var foreground: ResolvedStyle { ForegroundStyle()._resolveStyle(in: environment) }

    @ViewBuilder private var bar: some View {
        let height = Self.barHeight(kind)
        switch kind {
        case .accessoryMarker:
            let tint = GaugeTint(environment, fallback: foreground.multiplyingOpacity(0.45))
            let marker = GaugeMarker.Track.bar(fraction: configuration.value)
            ZStack {
                Capsule()
                    .fill(tint.leadingToTrailing())
                    .frame(height: height)
                    .mask { GaugeMarker(track: marker, radius: 5, knockout: true).fill(Color.black, style: FillStyle(eoFill: true)) }
                GaugeMarker(track: marker, radius: 3.5).fill(ResolvedShapeStyle(resolved: foreground))
            }
            .frame(height: 7)
        case .accessoryCapacity:
            let tint = GaugeTint(environment, fallback: foreground)
            ZStack {
                Capsule().fill(tint.leadingToTrailing(opacity: environment.tintStyle == nil ? 0.25 : 0.3))
                CapacityBar(fraction: configuration.value).fill(tint.leadingToTrailing())
            }
            .frame(height: height)
        case .capacity:
            let tint = GaugeTint(environment, fallback: Color.accentColor._resolveStyle(in: environment))
            ZStack {
                Capsule().fill(Color(provider: .system(.systemFill)))
                CapacityBar(fraction: configuration.value).fill(tint.leadingToTrailing())
            }
            .frame(height: height)
        }
    }
}
