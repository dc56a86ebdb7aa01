import Foundation

/// The function a number scale puts values through before placing them linearly along the axis
/// (`ScaleType`'s `y = a * f(x) + b`), and the ticks it draws.
nonisolated extension ScaleType.Kind {
    /// `f(x)`, or nil where it is undefined (zero and negatives on a log scale).
    func apply(_ v: Double) -> Double? {
        switch self {
        case .log: return v > 0 ? log10(v) : nil
        case .power(let e): return v < 0 ? -pow(-v, e) : pow(v, e)
        case .symmetricLog(let c): return (v < 0 ? -1 : 1) * log1p(abs(v * c))
        case .linear, .date, .category: return v
        }
    }

    /// The inverse of `apply`.
    func invert(_ t: Double) -> Double {
        switch self {
        case .log: return pow(10, t)
        case .power(let e): return t < 0 ? -pow(-t, 1 / e) : pow(t, 1 / e)
        case .symmetricLog(let c): return (t < 0 ? -1 : 1) * expm1(abs(t)) / c
        case .linear, .date, .category: return t
        }
    }

    /// Whether positions go through a function other than the identity.
    var isNonlinear: Bool {
        switch self {
        case .log, .power, .symmetricLog: true
        case .linear, .date, .category: false
        }
    }
}

nonisolated enum LogTicks {
    /// A log domain over positive values, widened to powers of ten.
    static func domain(lower: Double, upper: Double) -> (Double, Double) {
        let lo = pow(10, floor(log10(lower))), hi = pow(10, ceil(log10(upper)))
        return hi > lo ? (lo, hi) : (lo, lo * 10)
    }

    /// The powers of ten in `lower…upper`, every one if at most `desired` intervals fit, else every
    /// second, third…; nil when fewer than two powers lie in the domain (linear ticks then).
    static func ticks(lower: Double, upper: Double, desired: Int) -> [Double]? {
        guard lower > 0, upper > lower else { return nil }
        let first = Int(ceil(log10(lower) - 1e-9)), last = Int(floor(log10(upper) + 1e-9))
        guard last > first else { return nil }
        let every = Int((Double(last - first) / Double(max(desired, 1))).rounded(.up))
        return stride(from: first, through: last, by: max(every, 1)).map { pow(10, Double($0)) }
    }
}
