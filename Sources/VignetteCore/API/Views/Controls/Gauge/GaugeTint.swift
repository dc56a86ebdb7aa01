import Foundation

/// What a built-in gauge style paints its track with: the environment's tint, a colour or a
/// gradient laid along the track, else a fallback (the foreground, or the accent colour).
nonisolated struct GaugeTint {
    let style: ResolvedStyle

    init(_ environment: EnvironmentValues, fallback: ResolvedStyle) {
        style = environment.tintStyle?._resolveStyle(in: environment) ?? fallback
    }

    /// The gradient's stops, if the tint is a gradient.
    private var stops: [ResolvedStyle.GradientStop]? {
        switch style {
        case .color: nil
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _): stops
        }
    }

    /// The tint along a circular track from `start` clockwise to `end`.
    func along(from start: Angle, to end: Angle, opacity: Double = 1) -> ResolvedShapeStyle {
        let resolved: ResolvedStyle = stops.map { .angularGradient(stops: $0, center: .center, startAngle: start.radians, endAngle: end.radians) } ?? style
        return ResolvedShapeStyle(resolved: opacity < 1 ? resolved.multiplyingOpacity(opacity) : resolved)
    }

    /// The tint along a horizontal track, leading to trailing.
    func leadingToTrailing(opacity: Double = 1) -> ResolvedShapeStyle {
        let resolved: ResolvedStyle = stops.map { .linearGradient(stops: $0, start: .leading, end: .trailing) } ?? style
        return ResolvedShapeStyle(resolved: opacity < 1 ? resolved.multiplyingOpacity(opacity) : resolved)
    }
}
