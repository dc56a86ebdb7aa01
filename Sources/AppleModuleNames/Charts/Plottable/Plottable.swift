import Foundation
import Vignette
import VignetteCore

/// A type that can serve as data for the labeled, plottable values that you can use to encode
/// data in a chart: numbers, dates and strings, or a type that stands for one of them.
public protocol Plottable {
    /// The primitive type (a number, `Date` or `String`) that the value maps to.
    associatedtype PrimitivePlottable: Plottable
    /// The primitive value for this value.
    var primitivePlottable: PrimitivePlottable { get }
    /// Creates a value from a primitive value.
    init?(primitivePlottable: PrimitivePlottable)
}

nonisolated extension Plottable where Self: RawRepresentable, Self.RawValue: Plottable {
    public var primitivePlottable: RawValue.PrimitivePlottable { rawValue.primitivePlottable }
    public init?(primitivePlottable: RawValue.PrimitivePlottable) {
        guard let raw = RawValue(primitivePlottable: primitivePlottable) else { return nil }
        self.init(rawValue: raw)
    }
}

/// One value in the form a scale reads it: a number, a date or a category.
nonisolated enum PlotData: Hashable, Sendable, CustomStringConvertible {
    case number(Double)
    case date(Date)
    case category(String)

    var number: Double? {
        switch self {
        case .number(let n): n
        case .date(let d): d.timeIntervalSinceReferenceDate
        case .category: nil
        }
    }

    var description: String {
        switch self {
        case .number(let n): "\(n)"
        case .date(let d): "\(d)"
        case .category(let s): s
        }
    }
}

/// The primitive types, which say what they are to a scale.
nonisolated protocol PrimitivePlottableValue { var plotData: PlotData { get } }

/// The value a scale reads from any plottable value: its primitive value's.
func plotData<P: Plottable>(_ value: P) -> PlotData {
    if let primitive = value as? any PrimitivePlottableValue { return primitive.plotData }
    return plotData(value.primitivePlottable)
}

/// The value of `type` for scale data, as an axis value hands it back.
func plottable<P: Plottable>(_ data: PlotData, as type: P.Type) -> P? {
    if let primitive = primitive(data, as: P.self) { return primitive }
    guard let inner = plottable(data, as: P.PrimitivePlottable.self) else { return nil }
    return P(primitivePlottable: inner)
}

private func primitive<P>(_ data: PlotData, as type: P.Type) -> P? {
    switch data {
    case .number(let n):
        if P.self == Double.self { return n as? P }
        if P.self == Int.self { return Int(exactly: n.rounded()) as? P }
        if P.self == Float.self { return Float(n) as? P }
        if P.self == CGFloat.self { return CGFloat(n) as? P }
        return nil
    case .date(let d): return d as? P
    case .category(let s): return s as? P
    }
}

nonisolated extension String: Plottable, PrimitivePlottableValue {
    public var primitivePlottable: String { self }
    public init?(primitivePlottable: String) { self = primitivePlottable }
    var plotData: PlotData { .category(self) }
}

nonisolated extension Date: Plottable, PrimitivePlottableValue {
    public var primitivePlottable: Date { self }
    public init?(primitivePlottable: Date) { self = primitivePlottable }
    var plotData: PlotData { .date(self) }
}

nonisolated extension Double: Plottable, PrimitivePlottableValue {
    public var primitivePlottable: Double { self }
    public init?(primitivePlottable: Double) { self = primitivePlottable }
    var plotData: PlotData { .number(self) }
}

nonisolated extension Float: Plottable, PrimitivePlottableValue {
    public var primitivePlottable: Float { self }
    public init?(primitivePlottable: Float) { self = primitivePlottable }
    var plotData: PlotData { .number(Double(self)) }
}

nonisolated extension CGFloat: Plottable, PrimitivePlottableValue {
    public var primitivePlottable: CGFloat { self }
    public init?(primitivePlottable: CGFloat) { self = primitivePlottable }
    var plotData: PlotData { .number(Double(self)) }
}

nonisolated extension Int: Plottable, PrimitivePlottableValue {
    public var primitivePlottable: Int { self }
    public init?(primitivePlottable: Int) { self = primitivePlottable }
    var plotData: PlotData { .number(Double(self)) }
}

nonisolated extension Int8: Plottable, PrimitivePlottableValue {
    public var primitivePlottable: Int8 { self }
    public init?(primitivePlottable: Int8) { self = primitivePlottable }
    var plotData: PlotData { .number(Double(self)) }
}

nonisolated extension Int16: Plottable, PrimitivePlottableValue {
    public var primitivePlottable: Int16 { self }
    public init?(primitivePlottable: Int16) { self = primitivePlottable }
    var plotData: PlotData { .number(Double(self)) }
}

nonisolated extension Int32: Plottable, PrimitivePlottableValue {
    public var primitivePlottable: Int32 { self }
    public init?(primitivePlottable: Int32) { self = primitivePlottable }
    var plotData: PlotData { .number(Double(self)) }
}

nonisolated extension Int64: Plottable, PrimitivePlottableValue {
    public var primitivePlottable: Int64 { self }
    public init?(primitivePlottable: Int64) { self = primitivePlottable }
    var plotData: PlotData { .number(Double(self)) }
}

nonisolated extension UInt: Plottable, PrimitivePlottableValue {
    public var primitivePlottable: UInt { self }
    public init?(primitivePlottable: UInt) { self = primitivePlottable }
    var plotData: PlotData { .number(Double(self)) }
}
