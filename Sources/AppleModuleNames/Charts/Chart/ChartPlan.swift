import Foundation
import Vignette
import VignetteCore

/// A chart's marks and configuration settled into scales, stacks, axes and a legend, for a plot
/// of a given size: pure data, which `PlotItems` turns into paths and `ChartView` into views.
nonisolated struct ChartPlan {
    /// A legend's entry: its category's colour, and its symbol and dash when the chart encodes them.
    nonisolated struct LegendEntry: Equatable {
        var name: String
        var style: AnyShapeStyle
        var symbol: (any ChartSymbolShape)? = nil
        var dash: [CGFloat]? = nil

        init(name: String, style: AnyShapeStyle, symbol: (any ChartSymbolShape)? = nil, dash: [CGFloat]? = nil) {
            (self.name, self.style, self.symbol, self.dash) = (name, style, symbol, dash)
        }

        init(name: String, color: Color, symbol: (any ChartSymbolShape)? = nil, dash: [CGFloat]? = nil) {
            self.init(name: name, style: AnyShapeStyle(color), symbol: symbol, dash: dash)
        }

        static func == (a: LegendEntry, b: LegendEntry) -> Bool {
            a.name == b.name && a.dash == b.dash
                && a.style._resolveStyle(in: EnvironmentValues()) == b.style._resolveStyle(in: EnvironmentValues())
                && a.symbol.map { String(describing: $0) } == b.symbol.map { String(describing: $0) }
        }
    }

    /// The marks an axis draws at one value.
    nonisolated struct AxisEntry {
        var data: PlotData
        /// Along the axis, 0…1 (the leading edge for x, the bottom for y).
        var fraction: Double
        /// Where the next value is (a date label centred between two ticks).
        var nextFraction: Double?
        var pieces: [AxisPiece]
    }

    nonisolated struct AxisPlan {
        var entries: [AxisEntry] = []
        var position: AxisMarkPosition.Kind = .automatic
        var isVisible: Bool { !entries.isEmpty }
    }

    var marks: [MarkSpec]
    var x: ChartScale?
    var y: ChartScale?
    var legend: [LegendEntry] = []
    /// The style of each `foregroundStyle(by:)` category: `chartForegroundStyleScale`'s, else the
    /// palette's in the order the categories first appear.
    var groupStyles: [PlotData: AnyShapeStyle] = [:]
    /// The symbol of each `symbol(by:)` category and the stroke of each `lineStyle(by:)` one.
    var groupSymbols: [PlotData: any ChartSymbolShape] = [:]
    var groupLineStyles: [PlotData: StrokeStyle] = [:]
    /// The value-axis interval of each stacked bar or area, by mark index.
    var intervals: [Int: (Double, Double)] = [:]
    /// Bars drawn across (their category or date on y).
    var horizontal: Set<Int> = []
    /// Each sector's start and end angle, radians clockwise from 12 o'clock, by mark index.
    var sectorAngles: [Int: (Double, Double)] = [:]
    /// The values of `position(by:)`, in the order they first appear: a slot each in a group.
    var positionGroups: [PlotData] = []
    var xAxis = AxisPlan()
    var yAxis = AxisPlan()
    /// What this chart does not draw, for render warnings.
    var notDrawn: [String] = []

    /// Swift Charts' default categorical palette, in order.
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .indigo]
    /// The default style of a mark without one.
    static let defaultColor = Color.blue

    /// A pie or donut: the plot is a square, with no axes.
    var isSectorChart: Bool { !sectorAngles.isEmpty || marks.contains { $0.kind == .sector } }

    init(marks all: [MarkSpec], configuration: ChartConfiguration, plotSize: CGSize) {
        // A pie has no x and y axes: beside sectors, other marks are left out.
        let marks = all.contains { $0.kind == .sector } ? all.filter { $0.kind == .sector } : all
        self.marks = marks
        if marks.count < all.count {
            let others = Set(all.filter { $0.kind != .sector }.map(\.kind.rawValue)).sorted()
            notDrawn.append("\(others.joined(separator: ", ")) in a chart of SectorMark (a pie has no x and y axes)")
        }
        placeSectors()
        for case let group? in marks.map(\.positionGroup) where !positionGroups.contains(group) { positionGroups.append(group) }
        let xKinds = marks.flatMap { $0.x.slots.map(\.data) }
        let yKinds = marks.flatMap { $0.y.slots.map(\.data) }
        let xIsNumber = !xKinds.contains { !Self.isNumber($0) }
        let yIsNumber = !yKinds.contains { !Self.isNumber($0) }
        stack(xIsNumber: xIsNumber, yIsNumber: yIsNumber)

        var xValues: [PlotData] = []
        var yValues: [PlotData] = []
        for (i, mark) in marks.enumerated() {
            let across = horizontal.contains(i)
            if let (lo, hi) = intervals[i] {
                if across {
                    xValues += [.number(lo), .number(hi)]
                    yValues += Self.extent(of: mark.y.slots)
                } else {
                    yValues += [.number(lo), .number(hi)]
                    xValues += Self.extent(of: mark.x.slots)
                }
            } else {
                xValues += Self.extent(of: mark.x.slots)
                yValues += Self.extent(of: mark.y.slots)
            }
        }
        x = ChartScale.make(values: xValues, setting: configuration.xDomain, type: configuration.xScaleType, includesZeroByDefault: true,
                            length: plotSize.width, isVertical: false)
        y = ChartScale.make(values: yValues, setting: configuration.yDomain, type: configuration.yScaleType, includesZeroByDefault: true,
                            length: plotSize.height, isVertical: true)

        var groups: [PlotData] = []
        for case let group? in marks.map(\.styleGroup) where !groups.contains(group) { groups.append(group) }
        let styleScale = configuration.foregroundStyleScale
        if !groups.isEmpty {
            groupStyles = styleScale.resolve(groups, defaults: Self.palette.map { AnyShapeStyle($0) })
            // The scale's domain orders the legend and lists the categories the data leaves out.
            if let domain = styleScale.domain { groups = domain + groups.filter { !domain.contains($0) } }
        }
        var symbolGroups: [PlotData] = [], dashGroups: [PlotData] = []
        for case let group? in marks.map(\.symbolGroup) where !symbolGroups.contains(group) { symbolGroups.append(group) }
        for case let group? in marks.map(\.lineStyleGroup) where !dashGroups.contains(group) { dashGroups.append(group) }
        if !symbolGroups.isEmpty { groupSymbols = configuration.symbolScale.resolve(symbolGroups, defaults: Self.defaultSymbols) }
        if !dashGroups.isEmpty { groupLineStyles = configuration.lineStyleScale.resolve(dashGroups, defaults: Self.defaultLineStyles) }
        if configuration.legend != .hidden {
            var names = groups
            for group in symbolGroups + dashGroups where !names.contains(group) { names.append(group) }
            // A category only a symbol or dash stands for is drawn grey when colours stand for another.
            legend = names.map {
                LegendEntry(name: $0.description,
                            style: groupStyles[$0] ?? AnyShapeStyle(groups.isEmpty ? Self.defaultColor : .gray),
                            symbol: symbolGroups.contains($0) ? groupSymbols[$0] : nil,
                            dash: dashGroups.contains($0) ? groupLineStyles[$0]?.dash : nil)
            }
        }
        notDrawn += Self.unplaced(marks, x: x, y: y)
        notDrawn += unpositioned()
        xAxis = axis(configuration.xAxis, scale: x, isX: true)
        yAxis = axis(configuration.yAxis, scale: y, isX: false)
    }

    /// Marks with a value their axis cannot place (a number on an axis of categories, a
    /// category left out of the domain given), by kind and axis.
    static func unplaced(_ marks: [MarkSpec], x: ChartScale?, y: ChartScale?) -> [String] {
        var counts: [String: Int] = [:]
        for mark in marks {
            for (slots, scale, axis) in [(mark.x.slots, x, "x"), (mark.y.slots, y, "y")] {
                guard let scale, let bad = slots.first(where: { scale.fraction($0.data) == nil }) else { continue }
                let what = "\(mark.kind.rawValue) with \(axis) value \(bad.data) (the \(axis) axis plots \(scale.kind.plural))"
                counts[what, default: 0] += 1
            }
        }
        return counts.keys.sorted().map { counts[$0]! == 1 ? $0 : "\($0) and \(counts[$0]! - 1) more like it" }
    }

    /// Sectors share the full circle in proportion to their values, in data order.
    private mutating func placeSectors() {
        let values = marks.enumerated().compactMap { i, mark in mark.angle.map { (i, $0.data) } }
        guard !values.isEmpty else { return }
        var bad: [String] = []
        let usable = values.filter { _, data in
            guard Self.isNumber(data), let v = data.number, v.isFinite, v >= 0 else { bad.append("\(data)"); return false }
            return true
        }
        if !bad.isEmpty {
            notDrawn.append("SectorMark with angle \(bad.prefix(3).joined(separator: ", ")) (a sector's angle is a positive number)")
        }
        let total = usable.reduce(0) { $0 + ($1.1.number ?? 0) }
        var at = 0.0
        for (i, data) in usable where total > 0 {
            let share = (data.number ?? 0) / total * 2 * .pi
            sectorAngles[i] = (at, at + share)
            at += share
        }
    }

    /// `position(by:)` that this version does not apply: on marks other than bars and
    /// rectangles, or along an axis that is not the bars' category axis.
    private func unpositioned() -> [String] {
        var what: Set<String> = []
        for (i, mark) in marks.enumerated() where mark.positionGroup != nil {
            guard mark.kind == .bar || mark.kind == .rectangle else { what.insert("position(by:) on \(mark.kind.rawValue)"); continue }
            let categoryAxis: Axis = horizontal.contains(i) ? .vertical : .horizontal
            if let axis = mark.positionAxis, axis != categoryAxis {
                what.insert("position(by:axis: .\(axis)) on \(mark.kind.rawValue) is placed along its category axis (.\(categoryAxis))")
            }
        }
        return what.sorted()
    }

    static func isNumber(_ d: PlotData) -> Bool { if case .number = d { true } else { false } }

    /// The values a mark spans on an axis: a date with a unit spans to the unit's end.
    static func extent(of slots: [PlotSlot]) -> [PlotData] {
        slots.flatMap { slot -> [PlotData] in
            if case .date(let d) = slot.data, let unit = slot.unit { return [slot.data, .date(DateTicks.end(of: d, unit: unit))] }
            return [slot.data]
        }
    }

    /// The colour of a mark: its own style, its category's, or the default.
    func style(of mark: MarkSpec) -> AnyShapeStyle {
        if let style = mark.style { return style }
        if let group = mark.styleGroup, let style = groupStyles[group] { return style }
        return AnyShapeStyle(Self.defaultColor)
    }

    /// Stacks bars that share a category or date, and areas that share an x value across series.
    private mutating func stack(xIsNumber: Bool, yIsNumber: Bool) {
        var positive: [String: Double] = [:], negative: [String: Double] = [:]
        var members: [String: [Int]] = [:]
        for (i, mark) in marks.enumerated() where mark.kind == .bar || mark.kind == .area {
            guard case .value(let xs) = mark.x, case .value(let ys) = mark.y else { continue }
            let across = mark.kind == .bar && xIsNumber && !yIsNumber
            if across { horizontal.insert(i) }
            let (place, value) = across ? (ys.data, xs.data) : (xs.data, ys.data)
            guard let v = value.number, Self.isNumber(value) else { continue }
            // Areas stack only across series; a lone area fills from zero.
            let stacks = mark.stacking != .unstacked && (mark.kind == .bar || mark.seriesKey != nil)
            // Bars placed side by side by `position(by:)` stack only within their slot.
            let key = "\(mark.kind.rawValue)|\(across)|\(place)|\(mark.positionGroup?.description ?? "")"
            guard stacks else { intervals[i] = (min(0, v), max(0, v)); continue }
            let base = v >= 0 ? positive[key, default: 0] : negative[key, default: 0]
            intervals[i] = (min(base, base + v), max(base, base + v))
            if v >= 0 { positive[key] = base + v } else { negative[key] = base + v }
            members[key, default: []].append(i)
        }
        for (key, indices) in members {
            guard let method = indices.first.map({ marks[$0].stacking }) else { continue }
            let top = positive[key, default: 0], bottom = negative[key, default: 0]
            switch method {
            case .normalized:
                let total = top - bottom
                guard total > 0 else { continue }
                for i in indices { if let (a, b) = intervals[i] { intervals[i] = ((a - bottom) / total, (b - bottom) / total) } }
            case .center:
                let shift = -(top + bottom) / 2
                for i in indices { if let (a, b) = intervals[i] { intervals[i] = (a + shift, b + shift) } }
            default: break
            }
        }
    }

    /// The marks an axis draws: its defaults, hidden, or the `AxisMarks` given.
    private mutating func axis(_ setting: ChartConfiguration.Axis, scale: ChartScale?, isX: Bool) -> AxisPlan {
        guard let scale else { return AxisPlan() }
        switch setting {
        case .visibility(.hidden):
            return AxisPlan()
        case .visibility:
            return AxisPlan(entries: entries(scale.ticks, scale: scale, pieces: { _ in Self.defaultPieces(scale, isX: isX) }))
        case .marks(let specs):
            var plan = AxisPlan()
            for spec in specs {
                let values = values(spec.values, scale: scale)
                let stroke = spec.stroke
                let content: (AxisValue) -> [AxisPiece] = spec.content ?? { _ in
                    Self.defaultPieces(scale, isX: isX).map { piece in
                        switch piece {
                        case .gridLine(let c, _, let s): .gridLine(centered: c, stroke: stroke, style: s)
                        case .tick(let c, let l, _, let s): .tick(centered: c, length: l, stroke: stroke, style: s)
                        default: piece
                        }
                    }
                }
                plan.entries += entries(values, scale: scale) { content($0) }
                if spec.position.kind != .automatic { plan.position = spec.position.kind }
                if spec.position.kind == .top || (spec.position.kind == .bottom && !isX)
                    || (isX && [.leading, .trailing].contains(spec.position.kind)) {
                    notDrawn.append("AxisMarks(position: .\(spec.position.kind)) on the \(isX ? "x" : "y") axis is drawn at the default position")
                }
                if spec.preset != .automatic {
                    notDrawn.append("AxisMarks(preset: .\(spec.preset.name)) is drawn as .automatic")
                }
            }
            return plan
        }
    }

    private func entries(_ values: [PlotData], scale: ChartScale, pieces: (AxisValue) -> [AxisPiece]) -> [AxisEntry] {
        let located = values.compactMap { v in scale.fraction(v).map { (v, $0) } }.filter { $0.1 >= -1e-9 && $0.1 <= 1 + 1e-9 }
        return located.enumerated().map { index, item in
            let value = AxisValue(data: item.0, index: index, count: located.count)
            let next = index + 1 < located.count ? located[index + 1].1 : nil
            return AxisEntry(data: item.0, fraction: item.1, nextFraction: next, pieces: pieces(value))
        }
    }

    private func values(_ values: AxisMarkValues, scale: ChartScale) -> [PlotData] {
        switch values.kind {
        case .automatic(nil): return scale.ticks
        case .automatic(let count?):
            switch scale.kind {
            case .category: return scale.ticks
            case .number:
                return scale.numberTicks(desired: count).map { .number($0) }
            case .date:
                return DateTicks.ticks(lower: Date(timeIntervalSinceReferenceDate: scale.lower),
                                       upper: Date(timeIntervalSinceReferenceDate: scale.upper), desired: count).dates.map { .date($0) }
            }
        case .stride(let step):
            guard scale.kind == .number else { return scale.ticks }
            return NiceTicks.ticks(lower: scale.lower, upper: scale.upper, step: step).map { .number($0) }
        case .dateStride(let component, let count):
            guard scale.kind == .date else { return scale.ticks }
            return DateTicks.ticks(lower: Date(timeIntervalSinceReferenceDate: scale.lower),
                                   upper: Date(timeIntervalSinceReferenceDate: scale.upper), component: component, count: count)
                .map { .date($0) }
        case .values(let given): return given
        }
    }

    /// Swift Charts' default axis: y has grid lines and labels; x has grid lines and labels for
    /// numbers, adds ticks for dates, and has only labels for categories.
    static func defaultPieces(_ scale: ChartScale, isX: Bool) -> [AxisPiece] {
        let grid = AxisPiece.gridLine(centered: nil, stroke: nil, style: nil)
        let label = AxisPiece.label(centered: nil, text: nil, style: nil, font: nil)
        guard isX else { return scale.kind == .category ? [label] : [grid, label] }
        switch scale.kind {
        case .category: return [label]
        case .number: return [grid, label]
        case .date: return [grid, .tick(centered: nil, length: nil, stroke: nil, style: nil), label]
        }
    }
}
