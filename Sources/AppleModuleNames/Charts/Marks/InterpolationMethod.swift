import Foundation
import Vignette
import VignetteCore

/// The ways in which line or area marks interpolate their data.
public nonisolated struct InterpolationMethod: Hashable, Sendable {
    nonisolated enum Kind: Hashable, Sendable { case linear, monotone, catmullRom(Double), cardinal(Double), stepStart, stepCenter, stepEnd }
    let kind: Kind

    /// Straight segments between the points.
    public static let linear = InterpolationMethod(kind: .linear)
    /// A cubic curve that keeps the data's monotonicity between points (no overshoot).
    public static let monotone = InterpolationMethod(kind: .monotone)
    /// A Catmull–Rom spline through the points (centripetal, alpha 0.5).
    public static let catmullRom = InterpolationMethod(kind: .catmullRom(0.5))
    /// A cardinal spline through the points (tension 0).
    public static let cardinal = InterpolationMethod(kind: .cardinal(0))
    /// Steps that change at each point and hold until the next.
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    /// Steps that change halfway between points.
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    /// Steps that hold each value up to its point.
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)

    /// A Catmull–Rom spline with the given alpha (0 uniform, 0.5 centripetal, 1 chordal).
    public static func catmullRom(alpha: Double) -> InterpolationMethod { InterpolationMethod(kind: .catmullRom(alpha)) }
    /// A cardinal spline with the given tension (0 Catmull–Rom-like, 1 straight lines).
    public static func cardinal(tension: Double) -> InterpolationMethod { InterpolationMethod(kind: .cardinal(tension)) }
}
