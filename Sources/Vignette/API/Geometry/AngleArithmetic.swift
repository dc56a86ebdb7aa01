import Foundation

// Angle arithmetic, as SwiftUI's `Angle` has through `Animatable`/`VectorArithmetic`
// (`AdditiveArithmetic` plus scaling). Each operator is concrete (`Angle`, `Double`): generic
// operators would join every arithmetic expression's overload set and slow type checking.

extension Angle: AdditiveArithmetic {
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
}

extension Angle {
    /// The angle scaled by a factor.
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    /// The angle scaled by a factor.
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
    /// The angle divided by a factor.
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    public static func *= (lhs: inout Angle, rhs: Double) { lhs.radians *= rhs }
    public static func /= (lhs: inout Angle, rhs: Double) { lhs.radians /= rhs }

    /// The data to animate: the angle in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }

    /// Multiplies the angle by a factor (`VectorArithmetic`'s `scale(by:)`).
    public mutating func scale(by rhs: Double) { radians *= rhs }

    /// The square of the angle in radians (`VectorArithmetic`'s `magnitudeSquared`).
    public var magnitudeSquared: Double { radians * radians }
}
