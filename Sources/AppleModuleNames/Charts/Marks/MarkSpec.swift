import Foundation
import Vignette
import VignetteCore

/// One mark as the chart reads it: what it plots on each axis and how it is styled, with the
/// plotted values type-erased. Marks and their modifiers build these; the plan lays them out.
nonisolated struct MarkSpec {
    nonisolated enum Kind: String, Sendable {
        case line = "LineMark", area = "AreaMark", bar = "BarMark", point = "PointMark"
        case rule = "RuleMark", rectangle = "RectangleMark", sector = "SectorMark"
    }

    /// What a mark plots on one axis.
    nonisolated enum Position: Sendable {
        /// Nothing: the mark spans the plot (a rule) or sits at its default place.
        case none
        case value(PlotSlot)
        case range(PlotSlot, PlotSlot)
        /// Fixed points along the plot, from its leading (top) edge; nil is the edge itself.
        case fixed(CGFloat?, CGFloat?)

        var slots: [PlotSlot] {
            switch self {
            case .none, .fixed: []
            case .value(let s): [s]
            case .range(let a, let b): [a, b]
            }
        }
    }

    var kind: Kind
    var x: Position = .none
    var y: Position = .none
    var series: PlotData?
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    var style: AnyShapeStyle?
    /// `foregroundStyle(by:)`: the category whose colour the chart's palette gives.
    var styleGroup: PlotData?
    /// `symbol(by:)` and `lineStyle(by:)`: the categories whose symbol and dash the chart's scales give.
    var symbolGroup: PlotData?
    var lineStyleGroup: PlotData?
    var interpolation: InterpolationMethod?
    var lineStyle: StrokeStyle?
    var symbol: (any ChartSymbolShape)?
    /// The symbol's area in square points (`symbolSize(_:)`), or its size.
    var symbolSize: CGSize?
    var cornerRadius: CGFloat?
    var cornerStyle: RoundedCornerStyle = .continuous
    var opacity: Double = 1
    /// A sector's value (its share of the sum of all sectors) and radii.
    var angle: PlotSlot?
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat?
    /// `position(by:axis:span:)`: the group that places the mark beside the others at its place.
    var positionGroup: PlotData?
    var positionAxis: Axis?
    var positionSpan: MarkDimension = .automatic
    /// `annotation(position:alignment:spacing:…)`: views placed by the mark, in the order written.
    var annotations: [AnnotationSpec] = []

    /// The series a line or an area belongs to: its own, else the category of its style, symbol or dash.
    var seriesKey: PlotData? { series ?? styleGroup ?? symbolGroup ?? lineStyleGroup }
}

/// The size of a bar or rectangle along an axis.
public nonisolated struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Hashable, Sendable {
    nonisolated enum Kind: Hashable, Sendable { case automatic, fixed(CGFloat), inset(CGFloat), ratio(CGFloat) }
    let kind: Kind

    /// The default size: 70 % of the step between values, or a default length.
    public static let automatic = MarkDimension(kind: .automatic)
    /// A fixed size in points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    /// The step between values less an inset, in points.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }
    /// A ratio of the step between values.
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }

    init(kind: Kind) { self.kind = kind }
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }

    /// The length in points for a step of `step` points (nil when the scale has no step).
    func length(step: CGFloat?) -> CGFloat {
        switch kind {
        case .automatic: step.map { $0 * 0.7 } ?? 20
        case .fixed(let v): v
        case .inset(let v): max((step ?? 20) - v, 0)
        case .ratio(let r): (step ?? 20) * r
        }
    }
}

/// How bars and areas that share a position stack.
public nonisolated struct MarkStackingMethod: Hashable, Sendable {
    nonisolated enum Kind: Hashable, Sendable { case standard, normalized, center, unstacked }
    let kind: Kind

    /// Stacked from zero, positive values upward and negative ones downward.
    public static let standard = MarkStackingMethod(kind: .standard)
    /// Stacked and scaled so that each stack fills 0…1.
    public static let normalized = MarkStackingMethod(kind: .normalized)
    /// Stacked and centred on zero.
    public static let center = MarkStackingMethod(kind: .center)
    /// Not stacked: each mark from zero, over the others.
    public static let unstacked = MarkStackingMethod(kind: .unstacked)
}
