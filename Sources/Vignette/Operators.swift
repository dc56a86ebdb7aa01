import VignetteCore

// Angle's operators that no standard protocol declares. They live here, not beside `Angle` in
// VignetteCore, because this module re-exports VignetteCore's names one by one, and an operator
// is found only in a module imported whole (`+` and `-` come through `AdditiveArithmetic`).

extension Angle {
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    /// The angle scaled by a factor.
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    /// The angle scaled by a factor.
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
    /// The angle divided by a factor.
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    public static func *= (lhs: inout Angle, rhs: Double) { lhs.radians *= rhs }
    public static func /= (lhs: inout Angle, rhs: Double) { lhs.radians /= rhs }
}

extension Text {
    /// Concatenates the text in two text views in a new text view.
    public static func + (lhs: Text, rhs: Text) -> Text { Text.concatenating(lhs, rhs) }
}
