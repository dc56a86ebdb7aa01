import Foundation
import Vignette
import VignetteCore

/// One visual part of an axis at a value: a grid line, a tick or a value label.
public protocol AxisMark {}

/// A result builder that composes the marks drawn at each axis value.
@resultBuilder
public nonisolated struct AxisMarkBuilder {
    public static func buildExpression<M: AxisMark>(_ mark: M) -> AxisMarkList { AxisMarkList(pieces: axisPieces(mark)) }
    public static func buildBlock(_ parts: AxisMarkList...) -> AxisMarkList { AxisMarkList(pieces: parts.flatMap(\.pieces)) }
    public static func buildBlock() -> AxisMarkList { AxisMarkList(pieces: []) }
    public static func buildOptional(_ part: AxisMarkList?) -> AxisMarkList { part ?? AxisMarkList(pieces: []) }
    public static func buildEither(first: AxisMarkList) -> AxisMarkList { first }
    public static func buildEither(second: AxisMarkList) -> AxisMarkList { second }
}

/// Axis marks from a builder.
public nonisolated struct AxisMarkList: AxisMark {
    let pieces: [AxisPiece]
}

/// What the chart draws at one axis value, type-erased.
nonisolated enum AxisPiece {
    case gridLine(centered: Bool?, stroke: StrokeStyle?, style: AnyShapeStyle?)
    case tick(centered: Bool?, length: CGFloat?, stroke: StrokeStyle?, style: AnyShapeStyle?)
    case label(centered: Bool?, text: ((PlotData) -> AnyView)?, style: AnyShapeStyle?, font: Font?)

    func styled(_ s: AnyShapeStyle) -> AxisPiece {
        switch self {
        case let .gridLine(c, stroke, style): .gridLine(centered: c, stroke: stroke, style: style ?? s)
        case let .tick(c, l, stroke, style): .tick(centered: c, length: l, stroke: stroke, style: style ?? s)
        case let .label(c, text, style, font): .label(centered: c, text: text, style: style ?? s, font: font)
        }
    }

    func withFont(_ f: Font?) -> AxisPiece {
        if case let .label(c, text, style, font) = self { return .label(centered: c, text: text, style: style, font: font ?? f) }
        return self
    }
}

nonisolated protocol AxisPieceProviding { var pieces: [AxisPiece] { get } }
nonisolated extension AxisMarkList: AxisPieceProviding {}

func axisPieces<M>(_ mark: M) -> [AxisPiece] {
    (mark as? any AxisPieceProviding)?.pieces ?? []
}

nonisolated extension Never: AxisMark {}

/// A line across the plot at an axis value.
public nonisolated struct AxisGridLine: AxisMark, AxisPieceProviding {
    let pieces: [AxisPiece]
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        pieces = [.gridLine(centered: centered, stroke: stroke, style: nil)]
    }
}

/// A short line outside the plot at an axis value.
public nonisolated struct AxisTick: AxisMark, AxisPieceProviding {
    let pieces: [AxisPiece]
    public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {
        pieces = [.tick(centered: centered, length: length, stroke: stroke, style: nil)]
    }
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        pieces = [.tick(centered: centered, length: nil, stroke: stroke, style: nil)]
    }
}

/// The label of an axis value.
public nonisolated struct AxisValueLabel: AxisMark, AxisPieceProviding {
    let pieces: [AxisPiece]

    /// The value in the axis's default format.
    public init(centered: Bool? = nil) {
        pieces = [.label(centered: centered, text: nil, style: nil, font: nil)]
    }

    /// The value in `format` (`.dateTime.hour()`, `.number.precision(…)`…).
    public init<Format: FormatStyle>(format: Format, centered: Bool? = nil)
    where Format.FormatInput: Plottable, Format.FormatOutput == String {
        let text: (PlotData) -> AnyView = { data in
            guard let value = plottable(data, as: Format.FormatInput.self) else { return AnyView(EmptyView()) }
            return AnyView(FormattedAxisLabel(value: value, format: format))
        }
        pieces = [.label(centered: centered, text: text, style: nil, font: nil)]
    }

    /// Your own label view.
    public init<Content: View>(centered: Bool? = nil, @ViewBuilder content: () -> Content) {
        let view = AnyView(content())
        pieces = [.label(centered: centered, text: { _ in view }, style: nil, font: nil)]
    }
}

/// An axis mark with a modifier applied.
public nonisolated struct ModifiedAxisMark: AxisMark, AxisPieceProviding {
    let pieces: [AxisPiece]
}

nonisolated extension AxisMark {
    /// The style of grid lines, ticks and labels.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedAxisMark {
        ModifiedAxisMark(pieces: axisPieces(self).map { $0.styled(AnyShapeStyle(style)) })
    }

    /// The font of value labels.
    public func font(_ font: Font?) -> ModifiedAxisMark {
        ModifiedAxisMark(pieces: axisPieces(self).map { $0.withFont(font) })
    }
}

/// A value formatted in the environment's locale (dates in the render's time zone, as Vignette's texts are).
nonisolated struct FormattedAxisLabel<Format: FormatStyle>: View where Format.FormatOutput == String {
    let value: Format.FormatInput
    let format: Format
    @Environment(\.locale) private var locale

    var body: some View {
        let localized = format.locale(locale)
        if var dates = localized as? Date.FormatStyle, let date = value as? Date {
            dates.timeZone = DateTicks.calendar.timeZone
            return Text(verbatim: dates.format(date))
        }
        return Text(verbatim: localized.format(value))
    }
}
