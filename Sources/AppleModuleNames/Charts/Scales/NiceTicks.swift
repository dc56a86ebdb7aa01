import Foundation

/// Tick values as Swift Charts chooses them for numbers: steps of 1, 2, 2.5 or 5 times a power
/// of ten, as many as fit the axis (at most `desired` intervals), the domain widened to whole steps.
nonisolated enum NiceTicks {
    /// The smallest nice step whose whole steps cover `lower…upper` in at most `desired` intervals
    /// (with `widening` false, a fixed domain: at most `desired` steps fit inside it).
    static func step(lower: Double, upper: Double, desired: Int, widening: Bool = true) -> Double {
        let span = upper - lower
        guard span > 0, span.isFinite else { return 1 }
        let raw = span / Double(max(desired, 1))
        var power = pow(10, floor(log10(raw)))
        while true {
            for factor in [1, 2, 2.5, 5] where factor * power >= raw * (1 - 1e-9) {
                let s = factor * power
                let intervals = ((upper / s - 1e-9).rounded(.up) - (lower / s + 1e-9).rounded(.down))
                if !widening || intervals <= Double(max(desired, 1)) { return s }
            }
            power *= 10
        }
    }

    /// The domain widened to whole steps, and the ticks in it.
    static func nice(lower: Double, upper: Double, desired: Int) -> (lower: Double, upper: Double, ticks: [Double]) {
        var (lo, hi) = (lower, upper)
        if lo == hi {
            // One value: a unit around it (0…1 for zero), as a chart of one bar shows.
            if lo == 0 { hi = 1 } else if lo > 0 { lo = 0 } else { hi = 0 }
        }
        let s = step(lower: lo, upper: hi, desired: desired)
        let niceLower = (lo / s).rounded(.down) * s
        let niceUpper = (hi / s).rounded(.up) * s
        return (niceLower, niceUpper, ticks(lower: niceLower, upper: niceUpper, step: s))
    }

    /// The multiples of `step` in `lower…upper`.
    static func ticks(lower: Double, upper: Double, step: Double) -> [Double] {
        guard step > 0, upper >= lower, (upper - lower) / step < 1000 else { return [] }
        let first = (lower / step - 1e-9).rounded(.up)
        let last = (upper / step + 1e-9).rounded(.down)
        guard first <= last else { return [] }
        // Multiplying, not adding, keeps 0.1-steps free of accumulated error (0.30000000000000004).
        return stride(from: first, through: last, by: 1).map { clean($0 * step) }
    }

    /// Rounds away the binary noise of a product of decimal steps.
    private static func clean(_ v: Double) -> Double {
        let scaled = (v * 1e9).rounded() / 1e9
        return scaled == 0 ? 0 : scaled
    }
}
