import Foundation

// Angle arithmetic, as SwiftUI's `Angle` has through `Animatable`/`VectorArithmetic`
// (`AdditiveArithmetic` plus scaling). Each operator is concrete (`Angle`, `Double`): generic
// operators would join every arithmetic expression's overload set and slow type checking.
// The scaling operators are in the Vignette module (Operators.swift): an operator that is not a
// protocol's requirement is found only in a module imported whole, and Vignette's files import this
// module name by name.

nonisolated extension Angle: AdditiveArithmetic {
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
}

nonisolated extension Angle {
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
