import Foundation
import Vignette
import VignetteCore

/// One axis's scale: where a value lies along the axis, as a fraction from its start (the
/// leading edge for x, the bottom for y), and its tick values.
nonisolated struct ChartScale: Sendable {
    nonisolated enum Kind: Sendable {
        case number, date, category
        var plural: String { switch self { case .number: "numbers"; case .date: "dates"; case .category: "categories" } }
    }

    var kind: Kind
    /// Numbers and dates (as seconds since the reference date): the domain's bounds.
    var lower: Double = 0
    var upper: Double = 1
    var reversed = false
    /// Numbers: the scale type's function (`.log`, `.power`, `.symmetricLog`); nil is linear.
    var function: ScaleType.Kind?
    /// Categories, in the order the data names them.
    var categories: [String] = []
    /// The automatic ticks, and for dates the calendar step they come from.
    var ticks: [PlotData] = []
    var dateStep: (Calendar.Component, Int)?

    /// Where `data` lies along the axis (0…1 inside the domain); a category's band centre.
    func fraction(_ data: PlotData) -> Double? {
        let f: Double
        switch (kind, data) {
        case (.category, .category(let name)):
            guard let i = categories.firstIndex(of: name) else { return nil }
            f = (Double(i) + 0.5) / Double(categories.count)
        case (.category, _):
            return nil
        case (_, .category):
            return nil
        default:
            guard let v = data.number, upper > lower else { return nil }
            if let function, kind == .number {
                guard let a = function.apply(lower), let b = function.apply(upper), b > a else { return nil }
                // A value the function cannot take (zero on a log scale: a bar's base) sits at the domain's start.
                f = ((function.apply(v) ?? a) - a) / (b - a)
            } else {
                f = (v - lower) / (upper - lower)
            }
        }
        return reversed ? 1 - f : f
    }

    /// A category band's width as a fraction of the axis.
    var bandFraction: Double? { kind == .category && !categories.isEmpty ? 1 / Double(categories.count) : nil }

    /// The scale for `values` plotted on an axis `length` points long (tick density depends on it).
    static func make(values: [PlotData], setting: DomainSetting?, type: ScaleType? = nil, includesZeroByDefault: Bool,
                     length: CGFloat, isVertical: Bool) -> ChartScale? {
        guard !values.isEmpty || setting.map({ if case .automatic = $0 { false } else { true } }) == true else { return nil }
        let kind: Kind = values.contains { if case .category = $0 { true } else { false } } ? .category
            : values.contains { if case .date = $0 { true } else { false } } ? .date : .number
        var scale = ChartScale(kind: kind)
        if case .automatic(_, let reversed)? = setting { scale.reversed = reversed ?? false }
        // Labels need room: about 24 points a tick vertically (a caption line and its gap),
        // 50 points across for numbers and 55 for dates.
        let desired = max(2, min(5, Int(length / (isVertical ? 24 : 50))))
        switch kind {
        case .category:
            if case .categories(let given)? = setting {
                scale.categories = given
            } else {
                var seen = Set<String>()
                for case .category(let name) in values where seen.insert(name).inserted { scale.categories.append(name) }
            }
            scale.ticks = scale.categories.map { .category($0) }
        case .number:
            let numbers = values.compactMap(\.number)
            if let function = type?.kind, function.isNonlinear { scale.function = function }
            if scale.function == .log {
                scale.makeLogDomain(numbers: numbers, setting: setting, desired: desired)
            } else if case .bounds(let a, let b)? = setting, let lo = a.number, let hi = b.number {
                scale.lower = min(lo, hi)
                scale.upper = max(lo, hi)
                let step = NiceTicks.step(lower: scale.lower, upper: scale.upper, desired: desired, widening: false)
                scale.ticks = NiceTicks.ticks(lower: scale.lower, upper: scale.upper, step: step).map { .number($0) }
            } else {
                var lo = numbers.min() ?? 0, hi = numbers.max() ?? 1
                var includesZero = includesZeroByDefault
                if case .automatic(let zero?, _)? = setting { includesZero = zero }
                if includesZero { lo = min(lo, 0); hi = max(hi, 0) }
                let nice = NiceTicks.nice(lower: lo, upper: hi, desired: desired)
                (scale.lower, scale.upper) = (nice.lower, nice.upper)
                scale.ticks = nice.ticks.map { .number($0) }
            }
        case .date:
            let seconds = values.compactMap(\.number)
            if case .bounds(let a, let b)? = setting, let lo = a.number, let hi = b.number {
                (scale.lower, scale.upper) = (min(lo, hi), max(lo, hi))
            } else {
                (scale.lower, scale.upper) = (seconds.min() ?? 0, seconds.max() ?? 1)
            }
            if scale.upper <= scale.lower { scale.upper = scale.lower + 3600 }
            let across = max(2, min(6, Int(length / (isVertical ? 24 : 55))))
            let found = DateTicks.ticks(lower: Date(timeIntervalSinceReferenceDate: scale.lower),
                                        upper: Date(timeIntervalSinceReferenceDate: scale.upper), desired: across)
            scale.ticks = found.dates.map { .date($0) }
            scale.dateStep = (found.component, found.count)
        }
        return scale
    }

    /// A log scale's domain: the bounds given (a non-positive lower bound is replaced by the
    /// smallest positive value's power of ten), else the data's positive values widened to powers of ten.
    private mutating func makeLogDomain(numbers: [Double], setting: DomainSetting?, desired: Int) {
        let positive = numbers.filter { $0 > 0 }
        let widened = LogTicks.domain(lower: positive.min() ?? 1, upper: positive.max() ?? 10)
        if case .bounds(let a, let b)? = setting, let lo = a.number, let hi = b.number, max(lo, hi) > 0 {
            upper = max(lo, hi)
            lower = min(lo, hi) > 0 ? min(lo, hi) : min(widened.0, upper / 10)
        } else {
            (lower, upper) = widened
        }
        ticks = numberTicks(desired: desired).map { .number($0) }
    }

    /// Number ticks for at most `desired` intervals inside the domain: powers of ten on a log
    /// scale (when two fit), else nice steps.
    func numberTicks(desired: Int) -> [Double] {
        if function == .log, let powers = LogTicks.ticks(lower: lower, upper: upper, desired: desired) { return powers }
        let step = NiceTicks.step(lower: lower, upper: upper, desired: desired, widening: false)
        return NiceTicks.ticks(lower: lower, upper: upper, step: step)
    }
}
