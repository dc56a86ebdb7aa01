import Foundation
import Vignette
import VignetteCore

/// A type you can give `chartXScale(domain:)`/`chartYScale(domain:)`: a closed range of numbers
/// or dates, an array of categories, or `.automatic(includesZero:reversed:)`.
public protocol ScaleDomain {}

/// The domain a scale infers from the data, with its options.
public struct AutomaticScaleDomain: ScaleDomain, Sendable {
    let includesZero: Bool?
    let reversed: Bool?
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The domain inferred from the data (numbers include zero).
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }

    /// The domain inferred from the data, including zero or not, reversed or not.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

extension ClosedRange: ScaleDomain where Bound: Plottable {}
extension Range: ScaleDomain where Bound: Plottable {}
extension Array: ScaleDomain where Element: Plottable {}

/// What a domain modifier asked for, type-erased.
enum DomainSetting: Sendable {
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

protocol ErasedDomain { var setting: DomainSetting { get } }

extension ClosedRange: ErasedDomain where Bound: Plottable {
    var setting: DomainSetting { .bounds(plotData(lowerBound), plotData(upperBound)) }
}

extension Range: ErasedDomain where Bound: Plottable {
    var setting: DomainSetting { .bounds(plotData(lowerBound), plotData(upperBound)) }
}

extension Array: ErasedDomain where Element: Plottable {
    var setting: DomainSetting { .categories(map { plotData($0).description }) }
}
