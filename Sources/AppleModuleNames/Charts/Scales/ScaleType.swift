import Foundation
import Vignette
import VignetteCore

/// The ways you can scale the domain or range of a plot. On an x or y scale of numbers, `.log`,
/// `.squareRoot`, `.power(exponent:)` and `.symmetricLog` place marks, grid lines and ticks
/// through their function (a log scale's ticks at powers of ten, its automatic domain widened to
/// them; zero on a log scale sits at the domain's start); `.linear` and no type are linear.
/// `.date` and `.category` change nothing: the values' kind decides. A foreground style scale
/// reads its values as categories whatever the type.
public nonisolated struct ScaleType: Hashable, Sendable {
    nonisolated enum Kind: Hashable, Sendable {
        case category, date, linear, log, power(Double), symmetricLog(Double)
    }
    let kind: Kind

    /// A scale that has discrete domain values as inputs.
    public static var category: ScaleType { ScaleType(kind: .category) }
    /// A date scale, linear in the dates' timestamps.
    public static var date: ScaleType { ScaleType(kind: .date) }
    /// A number scale, `y = a * x + b`.
    public static var linear: ScaleType { ScaleType(kind: .linear) }
    /// A number scale, `y = a * log(x) + b`.
    public static var log: ScaleType { ScaleType(kind: .log) }
    /// A number scale, `y = a * sqrt(x) + b` (a power scale with exponent 0.5).
    public static var squareRoot: ScaleType { ScaleType(kind: .power(0.5)) }
    /// A number scale, `y = a * pow(x, exponent) + b`.
    public static func power(exponent: Double) -> ScaleType { ScaleType(kind: .power(exponent)) }
    /// A number scale, `y = a * sign(x) * log(1 + |x|) + b`.
    public static var symmetricLog: ScaleType { ScaleType(kind: .symmetricLog(1)) }
    /// A number scale, `y = a * sign(x) * log(1 + |x * slopeAtZero|) + b`.
    public static func symmetricLog(slopeAtZero: Double) -> ScaleType { ScaleType(kind: .symmetricLog(slopeAtZero)) }
}
