import Foundation

/// A gauge style that displays an open ring with a marker that appears at a point along the
/// ring to indicate the gauge's current value.
///
/// Drawn as the Lock Screen draws it at rest: a ring open at the bottom (270°, round ends) in
/// the tint (a gradient runs along the ring) or, untinted, the foreground at 45 % opacity; a
/// disc in the foreground colour at the value, with the ring cut away around it; the current
/// value label in the centre; the minimum and maximum labels in the opening, under the
/// ring's ends, or else the label, centred in the opening (as Apple's documentation says).
/// The gauge is the largest square the proposal holds; lines and type scale with it
/// (6 pt ring and 20 pt value at the 76 pt accessoryCircular size).
public nonisolated struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// Creates an accessory circular gauge style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View { CircularGaugeBody(configuration: configuration, isCapacity: false) }
}

/// A gauge style that displays a closed ring that's partially filled in to indicate the
/// gauge's current value.
///
/// Drawn as a full ring: the track in the tint at 30 % opacity (untinted, the foreground at
/// 25 %), the value filled clockwise from the top with round ends, and the current value label
/// in the centre (without one, the label).
public nonisolated struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// Creates an accessory circular capacity gauge style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View { CircularGaugeBody(configuration: configuration, isCapacity: true) }
}

/// The two circular accessory gauges.
nonisolated struct CircularGaugeBody: View {
    let configuration: GaugeStyleConfiguration
    let isCapacity: Bool
    @Environment(\.self) private var environment

    /// The open ring spans 270°, its opening centred at the bottom.
    static let openStart = Angle.degrees(135)
    static let openEnd = Angle.degrees(405)

    var body: some View {
        GeometryReader { proxy in
            let side = min(proxy.size.width, proxy.size.height)
            ZStack {
                if isCapacity { capacityRing(side) } else { openRing(side) }
                labels(side)
            }
            .frame(width: side, height: side)
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
        .aspectRatio(1, contentMode: .fit)
    }

    static func lineWidth(forSide side: CGFloat) -> CGFloat { (side * 0.08 * 2).rounded() / 2 }

    private var foreground: ResolvedStyle { ForegroundStyle()._resolveStyle(in: environment) }

    @ViewBuilder private func openRing(_ side: CGFloat) -> some View {
        let lineWidth = Self.lineWidth(forSide: side)
        let tint = GaugeTint(environment, fallback: foreground.multiplyingOpacity(0.45))
        let angle = Self.openStart + .radians((Self.openEnd - Self.openStart).radians * configuration.value)
        let marker = GaugeMarker.Track.ring(angle: angle, ringInset: lineWidth / 2)
        ZStack {
            GaugeArc(start: Self.openStart, end: Self.openEnd)
                .strokeBorder(tint.along(from: Self.openStart, to: Self.openEnd),
                              style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .mask {
                    GaugeMarker(track: marker, radius: lineWidth / 2 + max(1.5, lineWidth * 0.25), knockout: true)
                        .fill(Color.black, style: FillStyle(eoFill: true))
                }
            GaugeMarker(track: marker, radius: lineWidth / 2).fill(ResolvedShapeStyle(resolved: foreground))
        }
    }

    @ViewBuilder private func capacityRing(_ side: CGFloat) -> some View {
        let lineWidth = Self.lineWidth(forSide: side)
        let top = Angle.degrees(-90)
        let full = top + .degrees(360)
        let tint = GaugeTint(environment, fallback: foreground)
        let trackOpacity = environment.tintStyle == nil ? 0.25 : 0.3
        // A gradient's seam goes just before the round start cap, which would otherwise take
        // the gradient's last colour.
        let cap = Angle.radians(Double(lineWidth) / Double(max(side - lineWidth, 1)) * 1.1)
        let (from, to) = (top - cap, full - cap)
        ZStack {
            GaugeArc(start: top, end: full).strokeBorder(tint.along(from: from, to: to, opacity: trackOpacity), lineWidth: lineWidth)
            GaugeArc(start: top, end: top + .degrees(360 * configuration.value))
                .strokeBorder(tint.along(from: from, to: to), style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
        }
    }

    @ViewBuilder private func labels(_ side: CGFloat) -> some View {
        let lineWidth = Self.lineWidth(forSide: side)
        let center = CGPoint(x: side / 2, y: side / 2)
        let radius = side / 2 - lineWidth / 2
        let boundsSize = (side * 0.14).rounded()
        // The current value in the centre, inside the ring (a capacity ring without one shows
        // its label there instead).
        Group {
            if let current = configuration.currentValueLabel { current } else if isCapacity { configuration.label }
        }
        .font(.system(size: (side * 0.26).rounded(), weight: .medium, design: .rounded))
        .lineLimit(1)
        .minimumScaleFactor(0.5)
        .frame(maxWidth: side - 2 * lineWidth - 8)
        if !isCapacity {
            // Bounds labels and the label: small, under the ring's open ends.
            Group { boundsLabels(center: center, radius: radius, lineWidth: lineWidth, size: boundsSize) }
                .font(.system(size: boundsSize, weight: .medium, design: .rounded))
        }
    }

    @ViewBuilder private func boundsLabels(center: CGPoint, radius: CGFloat, lineWidth: CGFloat, size boundsSize: CGFloat) -> some View {
            let end = CGPoint(x: radius * cos(Self.openStart.radians), y: radius * sin(Self.openStart.radians))
            let labelY = center.y + end.y + lineWidth / 2 + boundsSize * 0.3
            if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                configuration.minimumValueLabel.fixedSize().position(x: center.x + end.x, y: labelY)
                configuration.maximumValueLabel.fixedSize().position(x: center.x - end.x, y: labelY)
            } else {
                configuration.label
                    .frame(width: -2 * end.x, height: boundsSize * 1.4)
                    .position(x: center.x, y: labelY)
            }
    }
}
