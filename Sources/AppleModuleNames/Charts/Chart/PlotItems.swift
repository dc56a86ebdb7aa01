import Foundation
import Vignette
import VignetteCore

/// One thing drawn in the plot area, in its coordinates (origin at the top-leading corner).
nonisolated struct PlotItem {
    nonisolated enum Layer: Int, Comparable {
        case grid, mark, tick
        static func < (a: Layer, b: Layer) -> Bool { a.rawValue < b.rawValue }
    }

    var layer: Layer
    var path: Path
    var style: AnyShapeStyle
    /// Stroked with this style, or filled when nil.
    var stroke: StrokeStyle?
    var opacity: Double = 1
}

nonisolated extension ChartPlan {
    /// Swift Charts' defaults: a 2-point line, 1-point rules, 8-point symbols, hairline grid.
    static let lineWidth: CGFloat = 2
    static let ruleWidth: CGFloat = 1
    static let symbolSide: CGFloat = 8
    static let gridStroke = StrokeStyle(lineWidth: 0.5)
    static let tickLength: CGFloat = 4
    static let gridStyle = AnyShapeStyle(Color.gray.opacity(0.4))

    /// Where `data` lies across a plot `size` (nil when the axis has no scale for it).
    func xPosition(_ data: PlotData, _ size: CGSize) -> CGFloat? { x?.fraction(data).map { CGFloat($0) * size.width } }

    func yPosition(_ data: PlotData, _ size: CGSize) -> CGFloat? {
        guard let y, let f = y.fraction(data) else { return nil }
        // Categories read from the top down; values grow upward.
        return y.kind == .category ? CGFloat(f) * size.height : CGFloat(1 - f) * size.height
    }

    /// The symbol of a mark's `symbol(by:)` category, and the stroke of its `lineStyle(by:)` one.
    func symbol(of mark: MarkSpec) -> (any ChartSymbolShape)? { mark.symbolGroup.flatMap { groupSymbols[$0] } }
    func lineStyle(of mark: MarkSpec) -> StrokeStyle? { mark.lineStyleGroup.flatMap { groupLineStyles[$0] } }

    /// Everything the plot draws for a plot of `size`, grid first, then marks, then ticks.
    func items(in size: CGSize) -> [PlotItem] {
        var items = gridItems(in: size)
        items += lineAndAreaItems(in: size)
        for (i, mark) in marks.enumerated() {
            switch mark.kind {
            case .bar, .rectangle: items += rectangleItem(i, mark, size).map { [$0] } ?? []
            case .rule: items += ruleItem(mark, size).map { [$0] } ?? []
            case .point: items += symbolItem(mark, size).map { [$0] } ?? []
            case .sector: items += sectorItem(i, mark, size).map { [$0] } ?? []
            case .line: break
            case .area: break
            }
        }
        return items.enumerated().sorted { ($0.element.layer, $0.offset) < ($1.element.layer, $1.offset) }.map(\.element)
    }

    // MARK: Axes

    private func gridItems(in size: CGSize) -> [PlotItem] {
        var items: [PlotItem] = []
        for (entries, isX) in [(xAxis.entries, true), (yAxis.entries, false)] {
            for entry in entries {
                let at = isX ? CGFloat(entry.fraction) * size.width
                    : (y?.kind == .category ? CGFloat(entry.fraction) : CGFloat(1 - entry.fraction)) * size.height
                for piece in entry.pieces {
                    switch piece {
                    case let .gridLine(_, stroke, style):
                        var p = Path()
                        if isX { p.move(to: CGPoint(x: at, y: 0)); p.addLine(to: CGPoint(x: at, y: size.height)) }
                        else { p.move(to: CGPoint(x: 0, y: at)); p.addLine(to: CGPoint(x: size.width, y: at)) }
                        items.append(PlotItem(layer: .grid, path: p, style: style ?? Self.gridStyle, stroke: stroke ?? Self.gridStroke))
                    case let .tick(_, length, stroke, style):
                        let l = length ?? Self.tickLength
                        var p = Path()
                        if isX { p.move(to: CGPoint(x: at, y: size.height)); p.addLine(to: CGPoint(x: at, y: size.height + l)) }
                        else if yAxis.position == .leading { p.move(to: CGPoint(x: 0, y: at)); p.addLine(to: CGPoint(x: -l, y: at)) }
                        else { p.move(to: CGPoint(x: size.width, y: at)); p.addLine(to: CGPoint(x: size.width + l, y: at)) }
                        items.append(PlotItem(layer: .tick, path: p, style: style ?? Self.gridStyle, stroke: stroke ?? Self.gridStroke))
                    case .label: break
                    }
                }
            }
        }
        return items
    }

    // MARK: Lines and areas

    /// Lines and areas, one path per series (marks of the same kind and series, in data order).
    private func lineAndAreaItems(in size: CGSize) -> [PlotItem] {
        var order: [String] = []
        var groups: [String: [Int]] = [:]
        for (i, mark) in marks.enumerated() where mark.kind == .line || mark.kind == .area {
            let key = "\(mark.kind.rawValue)|\(mark.seriesKey?.description ?? "")"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(i)
        }
        var items: [PlotItem] = []
        for key in order {
            guard let indices = groups[key], let first = indices.first else { continue }
            let mark = marks[first]
            let method = mark.interpolation ?? .linear
            if mark.kind == .line {
                let points = indices.compactMap { point(marks[$0], size) }
                var path = Path()
                Curves.add(points, method, to: &path)
                let stroke = mark.lineStyle ?? lineStyle(of: mark) ?? StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round, lineJoin: .round)
                items.append(PlotItem(layer: .mark, path: path, style: style(of: mark), stroke: stroke, opacity: mark.opacity))
                // A line shows its points when given a symbol, or a symbol by category.
                if let symbol = mark.symbol ?? symbol(of: mark) {
                    for i in indices { if let item = symbolItem(marks[i], size, shape: symbol) { items.append(item) } }
                }
            } else {
                let spans = indices.compactMap { areaSpan($0, size) }
                guard !spans.isEmpty else { continue }
                var path = Path()
                Curves.add(spans.map(\.top), method, to: &path)
                Curves.add(spans.reversed().map(\.bottom), method, to: &path, continuing: true)
                path.closeSubpath()
                items.append(PlotItem(layer: .mark, path: path, style: style(of: mark), stroke: nil, opacity: mark.opacity))
            }
        }
        return items
    }

    func point(_ mark: MarkSpec, _ size: CGSize) -> CGPoint? {
        guard case .value(let xs) = mark.x, case .value(let ys) = mark.y,
              let px = xPosition(xs.data, size), let py = yPosition(ys.data, size) else { return nil }
        return CGPoint(x: px, y: py)
    }

    /// An area's top and bottom at its x: its stack interval, its y range, or zero to its value.
    func areaSpan(_ i: Int, _ size: CGSize) -> (top: CGPoint, bottom: CGPoint)? {
        let mark = marks[i]
        guard case .value(let xs) = mark.x, let px = xPosition(xs.data, size) else { return nil }
        let lo: PlotData, hi: PlotData
        if let (a, b) = intervals[i] {
            var value = 0.0
            if case .value(let ys) = mark.y { value = ys.data.number ?? 0 }
            (lo, hi) = value >= 0 ? (.number(a), .number(b)) : (.number(b), .number(a))
        } else if case .range(let a, let b) = mark.y {
            (lo, hi) = (a.data, b.data)
        } else {
            return nil
        }
        guard let top = yPosition(hi, size), let bottom = yPosition(lo, size) else { return nil }
        return (CGPoint(x: px, y: top), CGPoint(x: px, y: bottom))
    }

    // MARK: Bars, rectangles, rules, points

    /// The span of a mark's position on one axis: an interval, a unit of a date, or a band.
    private func span(_ position: MarkSpec.Position, _ dimension: MarkDimension, isX: Bool, _ size: CGSize,
                      interval: (Double, Double)?, group: PlotData? = nil, groupSpan: MarkDimension = .automatic) -> (CGFloat, CGFloat)? {
        let locate: (PlotData) -> CGFloat? = { isX ? xPosition($0, size) : yPosition($0, size) }
        let length = isX ? size.width : size.height
        if let (a, b) = interval, let p = locate(.number(a)), let q = locate(.number(b)) { return (min(p, q), max(p, q)) }
        switch position {
        case .range(let a, let b):
            guard let p = locate(a.data), let q = locate(b.data) else { return nil }
            return (min(p, q), max(p, q))
        case .value(let slot):
            let scale = isX ? x : y
            if case .date(let d) = slot.data, let unit = slot.unit,
               let p = locate(slot.data), let q = locate(.date(DateTicks.end(of: d, unit: unit))) {
                let step = abs(q - p), mid = (p + q) / 2
                return slotSpan(mid, step, dimension, group: group, groupSpan: groupSpan)
            }
            guard let c = locate(slot.data) else { return nil }
            let step = scale?.bandFraction.map { CGFloat($0) * length } ?? smallestStep(isX: isX, size)
            return slotSpan(c, step, dimension, group: group, groupSpan: groupSpan)
        case .fixed(let a, let b):
            return (a ?? 0, b ?? length)
        case .none:
            return (0, length)
        }
    }

    /// A mark's span around `mid`: its dimension of the step, or, in a group of `position(by:)`,
    /// its group's slot of the group's span (the slots side by side, filled by default).
    private func slotSpan(_ mid: CGFloat, _ step: CGFloat?, _ dimension: MarkDimension, group: PlotData?,
                          groupSpan: MarkDimension) -> (CGFloat, CGFloat) {
        guard let group, let index = positionGroups.firstIndex(of: group) else {
            let w = dimension.length(step: step)
            return (mid - w / 2, mid + w / 2)
        }
        let total = groupSpan.length(step: step)
        let slot = total / CGFloat(positionGroups.count)
        let center = mid - total / 2 + (CGFloat(index) + 0.5) * slot
        let w = dimension == .automatic ? slot : dimension.length(step: slot)
        return (center - w / 2, center + w / 2)
    }

    /// The smallest distance between the bars' positions on an axis of numbers or dates.
    private func smallestStep(isX: Bool, _ size: CGSize) -> CGFloat? {
        let positions = Set(marks.filter { $0.kind == .bar || $0.kind == .rectangle }.compactMap { mark -> CGFloat? in
            guard case .value(let s) = isX ? mark.x : mark.y else { return nil }
            return isX ? xPosition(s.data, size) : yPosition(s.data, size)
        }).sorted()
        let gaps = zip(positions, positions.dropFirst()).map { $1 - $0 }.filter { $0 > 0.01 }
        return gaps.min()
    }

    /// A bar's or rectangle's frame in the plot.
    func rectangle(_ i: Int, _ size: CGSize) -> CGRect? {
        let mark = marks[i]
        let across = horizontal.contains(i)
        let interval = intervals[i]
        let group = mark.positionGroup
        var xSpan = span(mark.x, mark.width, isX: true, size, interval: across ? interval : nil,
                         group: across ? nil : group, groupSpan: mark.positionSpan)
        var ySpan = span(mark.y, mark.height, isX: false, size, interval: across ? nil : interval,
                         group: across ? group : nil, groupSpan: mark.positionSpan)
        // A bar over one value (no stack) reaches from zero.
        if mark.kind == .bar, interval == nil {
            if case .value(let s) = mark.y, !across, let v = yPosition(s.data, size), let zero = yPosition(.number(0), size),
               y?.kind == .number { ySpan = (min(v, zero), max(v, zero)) }
            if case .value(let s) = mark.x, across, let v = xPosition(s.data, size), let zero = xPosition(.number(0), size),
               x?.kind == .number { xSpan = (min(v, zero), max(v, zero)) }
        }
        guard let (x0, x1) = xSpan, let (y0, y1) = ySpan else { return nil }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    private func rectangleItem(_ i: Int, _ mark: MarkSpec, _ size: CGSize) -> PlotItem? {
        guard let rect = rectangle(i, size) else { return nil }
        let radius = min(mark.cornerRadius ?? 0, rect.width / 2, rect.height / 2)
        let path = radius > 0 ? Path(roundedRect: rect, cornerRadius: radius, style: mark.cornerStyle) : Path(rect)
        return PlotItem(layer: .mark, path: path, style: style(of: mark), stroke: nil, opacity: mark.opacity)
    }

    /// A sector of a pie or donut centred in the plot, its outer radius half the plot's shorter side by default.
    func sectorPath(_ i: Int, _ size: CGSize) -> Path? {
        guard let (start, end) = sectorAngles[i], let (inner, outer) = sectorRadii(i, size) else { return nil }
        let mark = marks[i]
        return SectorPath.path(center: CGPoint(x: size.width / 2, y: size.height / 2), start: start, end: end,
                               inner: inner, outer: outer, inset: mark.angularInset ?? 0, cornerRadius: mark.cornerRadius ?? 0)
    }

    /// A sector's inner and outer radius in a plot of `size`.
    func sectorRadii(_ i: Int, _ size: CGSize) -> (CGFloat, CGFloat)? {
        guard sectorAngles[i] != nil else { return nil }
        let mark = marks[i]
        let available = min(size.width, size.height) / 2
        let outer: CGFloat = switch mark.outerRadius.kind {
        case .automatic: available
        case .fixed(let v): v
        case .ratio(let r): available * r
        case .inset(let v): available - v
        }
        let inner: CGFloat = switch mark.innerRadius.kind {
        case .automatic: 0
        case .fixed(let v): v
        case .ratio(let r): outer * r
        case .inset(let v): outer - v
        }
        return (max(min(inner, outer), 0), max(outer, 0))
    }

    private func sectorItem(_ i: Int, _ mark: MarkSpec, _ size: CGSize) -> PlotItem? {
        guard let path = sectorPath(i, size) else { return nil }
        return PlotItem(layer: .mark, path: path, style: style(of: mark), stroke: nil, opacity: mark.opacity)
    }

    private func ruleItem(_ mark: MarkSpec, _ size: CGSize) -> PlotItem? {
        guard let (from, to) = ruleSegment(mark, size) else { return nil }
        var path = Path()
        path.move(to: from)
        path.addLine(to: to)
        let stroke = mark.lineStyle ?? lineStyle(of: mark).map { var s = $0; s.lineWidth = Self.ruleWidth; return s }
            ?? StrokeStyle(lineWidth: Self.ruleWidth)
        return PlotItem(layer: .mark, path: path, style: style(of: mark), stroke: stroke, opacity: mark.opacity)
    }

    /// Where a rule starts and ends in the plot.
    func ruleSegment(_ mark: MarkSpec, _ size: CGSize) -> (CGPoint, CGPoint)? {
        func fixed(_ p: MarkSpec.Position, _ length: CGFloat) -> (CGFloat, CGFloat)? {
            switch p {
            case .fixed(let a, let b): (a ?? 0, b ?? length)
            case .none: (0, length)
            case .range, .value: nil
            }
        }
        switch (mark.x, mark.y) {
        case (.value(let xs), _):
            guard let px = xPosition(xs.data, size) else { return nil }
            let ys: (CGFloat, CGFloat)?
            if case .range(let a, let b) = mark.y, let p = yPosition(a.data, size), let q = yPosition(b.data, size) { ys = (p, q) }
            else { ys = fixed(mark.y, size.height) }
            guard let (y0, y1) = ys else { return nil }
            return (CGPoint(x: px, y: y0), CGPoint(x: px, y: y1))
        case (_, .value(let ysl)):
            guard let py = yPosition(ysl.data, size) else { return nil }
            let xs: (CGFloat, CGFloat)?
            if case .range(let a, let b) = mark.x, let p = xPosition(a.data, size), let q = xPosition(b.data, size) { xs = (p, q) }
            else { xs = fixed(mark.x, size.width) }
            guard let (x0, x1) = xs else { return nil }
            return (CGPoint(x: x0, y: py), CGPoint(x: x1, y: py))
        default:
            return nil
        }
    }

    private func symbolItem(_ mark: MarkSpec, _ size: CGSize, shape: (any ChartSymbolShape)? = nil) -> PlotItem? {
        guard let center = point(mark, size) else { return nil }
        let side = mark.symbolSize ?? CGSize(width: Self.symbolSide, height: Self.symbolSide)
        let frame = CGRect(x: center.x - side.width / 2, y: center.y - side.height / 2, width: side.width, height: side.height)
        let symbol: any ChartSymbolShape = shape ?? mark.symbol ?? self.symbol(of: mark) ?? BasicChartSymbolShape.circle
        return PlotItem(layer: .mark, path: symbol.path(in: frame), style: style(of: mark), stroke: nil, opacity: mark.opacity)
    }
}

nonisolated extension ChartPlan {
    /// How far marks at the x domain's end reach past the plot's trailing edge (half a symbol,
    /// half a line's width), so that labels beside that edge start after them.
    var trailingOverhang: CGFloat {
        guard let x else { return 0 }
        var reach: CGFloat = 0
        for mark in marks where mark.kind == .point || mark.kind == .line {
            guard case .value(let slot) = mark.x, let f = x.fraction(slot.data), f > 0.999 else { continue }
            let hasSymbol = mark.kind == .point || mark.symbol != nil || symbol(of: mark) != nil
            let half = hasSymbol ? (mark.symbolSize?.width ?? Self.symbolSide) / 2
                : ((mark.lineStyle ?? lineStyle(of: mark))?.lineWidth ?? Self.lineWidth) / 2
            reach = max(reach, half)
        }
        return reach
    }
}
