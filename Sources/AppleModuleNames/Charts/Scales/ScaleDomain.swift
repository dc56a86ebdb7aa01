import Foundation
import Vignette
import VignetteCore

/// A type you can give `chartXScale(domain:)`/`chartYScale(domain:)`: a closed range of numbers
/// or dates, an array of categories, or `.automatic(includesZero:reversed:)`.
public protocol ScaleDomain {}

/// The domain a scale infers from the data, with its options.
public nonisolated struct AutomaticScaleDomain: ScaleDomain, Sendable {
    let includesZero: Bool?
    let reversed: Bool?
}

nonisolated extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The domain inferred from the data (numbers include zero).
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }

    /// The domain inferred from the data, including zero or not, reversed or not.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

nonisolated extension ClosedRange: ScaleDomain where Bound: Plottable {}
nonisolated extension Range: ScaleDomain where Bound: Plottable {}
nonisolated extension Array: ScaleDomain where Element: Plottable {}

/// What a domain modifier asked for, type-erased.
nonisolated enum DomainSetting: Sendable {
    case automatic(includesZero: Bool?, reversed: Bool?)
    case bounds(PlotData, PlotData)
    case categories([String])

    init<D: ScaleDomain>(_ domain: D) {
        if let automatic = domain as? AutomaticScaleDomain {
            self = .automatic(includesZero: automatic.includesZero, reversed: automatic.reversed)
        } else if let erased = domain as? any ErasedDomain {
            self = erased.setting
        } else {
            self = .automatic(includesZero: nil, reversed: nil)
        }
    }
}

nonisolated protocol ErasedDomain { var setting: DomainSetting { get } }

nonisolated extension ClosedRange: ErasedDomain where Bound: Plottable {
    var setting: DomainSetting { .bounds(plotData(lowerBound), plotData(upperBound)) }
}

nonisolated extension Range: ErasedDomain where Bound: Plottable {
    var setting: DomainSetting { .bounds(plotData(lowerBound), plotData(upperBound)) }
}

nonisolated extension Array: ErasedDomain where Element: Plottable {
    var setting: DomainSetting { .categories(map { plotData($0).description }) }
}
