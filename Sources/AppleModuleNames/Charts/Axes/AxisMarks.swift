import Foundation
import Vignette
import VignetteCore

/// Content of a chart's axis: `AxisMarks`, as `chartXAxis { … }` and `chartYAxis { … }` take it.
public protocol AxisContent {}

/// A result builder that composes the axis marks of an axis.
@resultBuilder
public nonisolated struct AxisContentBuilder {
    public static func buildExpression<C: AxisContent>(_ content: C) -> AxisContentList { AxisContentList(axes: [axisSpecs(content)].flatMap { $0 }) }
    public static func buildBlock(_ parts: AxisContentList...) -> AxisContentList { AxisContentList(axes: parts.flatMap(\.axes)) }
    public static func buildOptional(_ part: AxisContentList?) -> AxisContentList { part ?? AxisContentList(axes: []) }
    public static func buildEither(first: AxisContentList) -> AxisContentList { first }
    public static func buildEither(second: AxisContentList) -> AxisContentList { second }
}

/// Axis content from a builder: the axis marks it lists.
public nonisolated struct AxisContentList: AxisContent {
    let axes: [AxisSpec]
}

func axisSpecs<C: AxisContent>(_ content: C) -> [AxisSpec] {
    if let list = content as? AxisContentList { return list.axes }
    if let marks = content as? any AxisSpecProviding { return [marks.spec] }
    return []
}

nonisolated protocol AxisSpecProviding { var spec: AxisSpec { get } }

/// Where an axis's marks go.
public nonisolated struct AxisMarkPosition: Hashable, Sendable {
    nonisolated enum Kind: Hashable, Sendable { case automatic, leading, trailing, top, bottom }
    let kind: Kind
    public static let automatic = AxisMarkPosition(kind: .automatic)
    public static let leading = AxisMarkPosition(kind: .leading)
    public static let trailing = AxisMarkPosition(kind: .trailing)
    /// Drawn at the bottom in this version, with a render warning.
    public static let top = AxisMarkPosition(kind: .top)
    public static let bottom = AxisMarkPosition(kind: .bottom)
}

/// The values an axis marks.
public nonisolated struct AxisMarkValues: Sendable {
    nonisolated enum Kind: Sendable {
        case automatic(desiredCount: Int?)
        case stride(Double)
        case dateStride(Calendar.Component, Int)
        case values([PlotData])
    }
    let kind: Kind

    /// The scale's own ticks.
    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil)) }
    /// About `desiredCount` nice ticks.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
    }
    /// Every multiple of `stepSize` in the domain.
    public static func stride<P: BinaryFloatingPoint>(by stepSize: P, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .stride(Double(stepSize)))
    }
    /// Every `count` calendar `component`s in the domain.
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .dateStride(component, max(count, 1)))
    }
    init(kind: Kind) { self.kind = kind }
}

/// Describes preset styles for axis marks (accepted; Vignette draws the automatic one).
public nonisolated struct AxisMarkPreset: Hashable, Sendable {
    let name: String
    public static let automatic = AxisMarkPreset(name: "automatic")
    public static let extended = AxisMarkPreset(name: "extended")
    public static let aligned = AxisMarkPreset(name: "aligned")
    public static let inset = AxisMarkPreset(name: "inset")
}

/// A group of marks a chart draws to show an axis: grid lines, ticks and value labels at its values.
public nonisolated struct AxisMarks<Content>: AxisContent, AxisSpecProviding {
    let spec: AxisSpec

    /// The axis's default marks at `values`.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                stroke: StrokeStyle? = nil) where Content == Never {
        spec = AxisSpec(preset: preset, position: position, values: values, content: nil, stroke: stroke)
    }

    /// The axis's default marks at the given values.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
                                  stroke: StrokeStyle? = nil) where Content == Never {
        spec = AxisSpec(preset: preset, position: position, values: AxisMarkValues(kind: .values(values.map(plotData))),
                        content: nil, stroke: stroke)
    }

    /// The marks `content` gives for each value.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisMarkBuilder content: @escaping (AxisValue) -> Content) where Content: AxisMark {
        spec = AxisSpec(preset: preset, position: position, values: values, content: { axisPieces(content($0)) }, stroke: nil)
    }

    /// The marks `content` gives for each of the given values.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
                                  @AxisMarkBuilder content: @escaping (AxisValue) -> Content) where Content: AxisMark {
        spec = AxisSpec(preset: preset, position: position, values: AxisMarkValues(kind: .values(values.map(plotData))),
                        content: { axisPieces(content($0)) }, stroke: nil)
    }

    /// The marks `content` gives, the same for every value.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisMarkBuilder content: @escaping () -> Content) where Content: AxisMark {
        spec = AxisSpec(preset: preset, position: position, values: values, content: { _ in axisPieces(content()) }, stroke: nil)
    }
}

/// One `AxisMarks` as the chart reads it.
nonisolated struct AxisSpec {
    var preset: AxisMarkPreset
    var position: AxisMarkPosition
    var values: AxisMarkValues
    /// The pieces for a value; nil: the axis's defaults.
    var content: ((AxisValue) -> [AxisPiece])?
    var stroke: StrokeStyle?
}

/// A value an axis marks, as the content closure of `AxisMarks` receives it.
public nonisolated struct AxisValue {
    let data: PlotData
    /// The value's position among the axis's values.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int

    /// The value as `type` (nil when it is not one).
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { plottable(data, as: type) }
}
