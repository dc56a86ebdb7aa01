import Foundation

/// A container view that arranges other views in a two-dimensional layout.
///
/// Columns are sized jointly: each column is as wide as its widest single-column cell, and a
/// width proposal is shared among columns like a stack shares its major axis (least flexible
/// first). Rows are sized the same way vertically. A child that is not a `GridRow` is a row
/// of its own spanning every column. Spacing defaults to 8 pt both ways (Apple says only "a
/// default distance appropriate for the platform"; swiftui-layout.md §1.16 and open question 7).
public nonisolated struct Grid<Content: View>: View, PrimitiveView {
    let layout: GridLayout
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing ?? ViewSpacing.defaultDistance,
                            verticalSpacing: verticalSpacing ?? ViewSpacing.defaultDistance)
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        nodes.append(context.container(layout, children: context.inStack(nil).children(of: content, scratch: &nodes), name: "Grid"))
    }
}

/// A horizontal row in a two-dimensional grid container.
public nonisolated struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let children = context.inStack(.horizontal).children(of: content, scratch: &nodes)
        nodes.append(context.container(GridRowLayout(alignment: alignment), children: children, name: "GridRow"))
    }
}

/// A GridRow's own layout, used only outside a Grid (then it acts as an HStack).
nonisolated struct GridRowLayout: Layout {
    let alignment: VerticalAlignment?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var cache = StackCache()
        return HStackLayout(alignment: alignment ?? .center).algorithm.sizeThatFits(proposal, subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var cache = StackCache()
        HStackLayout(alignment: alignment ?? .center).algorithm.placeSubviews(in: bounds, proposal, subviews, cache: &cache)
    }
}

nonisolated struct GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }
nonisolated struct GridColumnAlignmentKey: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
nonisolated struct GridCellAnchorKey: LayoutValueKey { static let defaultValue: UnitPoint? = nil }
nonisolated struct GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }

nonisolated extension View {
    /// Tells a view that acts as a cell in a grid to span the specified number of columns.
    public func gridCellColumns(_ count: Int) -> some View { layoutValue(key: GridCellColumnsKey.self, value: max(count, 1)) }

    /// Overrides the default horizontal alignment of the grid column that the view appears in.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Specifies a custom alignment anchor for a view that acts as a grid cell.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { layoutValue(key: GridCellAnchorKey.self, value: anchor) }

    /// Asks grid layouts not to offer the view extra size in the specified axes.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { layoutValue(key: GridCellUnsizedAxesKey.self, value: axes) }
}

nonisolated struct GridLayout: Layout {
    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat

    /// One cell: its proxy, first column and span; `row` is nil for a full-width row.
    private nonisolated struct Cell {
        let subview: LayoutSubview
        let column: Int
        let span: Int
        let rowAlignment: VerticalAlignment?
    }

    private nonisolated struct Geometry {
        var rows: [[Cell]] = []
        var rowNodes: [LayoutSubview] = []
        var columns = 1
        var widths: [CGFloat] = []
        var heights: [CGFloat] = []
        var columnAlignment: [HorizontalAlignment?] = []

        func x(_ column: Int, spacing: CGFloat) -> CGFloat {
            widths.prefix(column).reduce(0, +) + CGFloat(column) * spacing
        }

        func width(_ column: Int, span: Int, spacing: CGFloat) -> CGFloat {
            widths[column..<min(column + span, widths.count)].reduce(0, +) + CGFloat(max(span - 1, 0)) * spacing
        }
    }

    private func cells(_ subviews: Subviews) -> Geometry {
        var g = Geometry()
        for row in subviews {
            g.rowNodes.append(row)
            if let rowLayout = (row.node as? ContainerNode<GridRowLayout>)?.layout {
                var column = 0
                var cells: [Cell] = []
                for cellNode in row.node.children {
                    let proxy = LayoutSubview(node: cellNode, recorder: subviews.recorder)
                    let span = proxy[GridCellColumnsKey.self]
                    cells.append(Cell(subview: proxy, column: column, span: span, rowAlignment: rowLayout.alignment))
                    column += span
                }
                g.columns = max(g.columns, column)
                g.rows.append(cells)
            } else {
                g.rows.append([Cell(subview: row, column: 0, span: -1, rowAlignment: nil)])
            }
        }
        g.columnAlignment = Array(repeating: nil, count: g.columns)
        for row in g.rows {
            for cell in row where cell.span == 1 {
                if let a = cell.subview[GridColumnAlignmentKey.self], g.columnAlignment[cell.column] == nil {
                    g.columnAlignment[cell.column] = a
                }
            }
        }
        return g
    }

    /// Shares `total` among tracks whose size for an offer is given, least flexible first.
    private func distribute(count: Int, total: CGFloat?, spacing: CGFloat, size: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        guard let total else { return (0..<count).map { size($0, nil) } }
        let mins = (0..<count).map { size($0, 0) }
        let maxs = (0..<count).map { size($0, .infinity) }
        let order = (0..<count).sorted { (maxs[$0] - mins[$0], $0) < (maxs[$1] - mins[$1], $1) }
        var available = total - spacing * CGFloat(max(count - 1, 0))
        var result = [CGFloat](repeating: 0, count: count)
        for (k, i) in order.enumerated() {
            let offer = max(available / CGFloat(count - k), 0)
            result[i] = size(i, offer)
            available -= result[i]
        }
        return result
    }

    private func solve(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Geometry {
        var g = cells(subviews)
        let unsizedH = { (c: Cell) in c.subview[GridCellUnsizedAxesKey.self].contains(.horizontal) }
        let unsizedV = { (c: Cell) in c.subview[GridCellUnsizedAxesKey.self].contains(.vertical) }
        g.widths = distribute(count: g.columns, total: proposal.width, spacing: horizontalSpacing) { column, offer in
            var w: CGFloat = 0
            for row in g.rows {
                for cell in row where cell.column == column && cell.span == 1 && !unsizedH(cell) {
                    w = max(w, cell.subview.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width)
                }
            }
            return w
        }
        let totalWidth = g.x(g.columns, spacing: horizontalSpacing) - horizontalSpacing
        g.heights = distribute(count: g.rows.count, total: proposal.height, spacing: verticalSpacing) { r, offer in
            var h: CGFloat = 0
            for cell in g.rows[r] where !unsizedV(cell) {
                let w = cell.span < 0 ? totalWidth : g.width(cell.column, span: cell.span, spacing: horizontalSpacing)
                h = max(h, cell.subview.sizeThatFits(ProposedViewSize(width: w, height: offer)).height)
            }
            return h
        }
        return g
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let g = solve(proposal, subviews)
        let w = g.x(g.columns, spacing: horizontalSpacing) - horizontalSpacing
        let h = g.heights.reduce(0, +) + verticalSpacing * CGFloat(max(g.heights.count - 1, 0))
        return CGSize(width: max(w, 0), height: h)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let g = solve(proposal, subviews)
        let totalWidth = g.x(g.columns, spacing: horizontalSpacing) - horizontalSpacing
        var y = bounds.minY
        for (r, row) in g.rows.enumerated() {
            let rowRect = CGRect(x: bounds.minX, y: y, width: totalWidth, height: g.heights[r])
            if row.first?.span != -1 {
                // The grid places the row's cells itself.
                if subviews.recorder == nil { g.rowNodes[r].node.childrenPlacedByParent = true }
                g.rowNodes[r].place(at: rowRect.origin, anchor: .topLeading, proposal: ProposedViewSize(rowRect.size))
            }
            for cell in row {
                let x = cell.span < 0 ? 0 : g.x(cell.column, spacing: horizontalSpacing)
                let w = cell.span < 0 ? totalWidth : g.width(cell.column, span: cell.span, spacing: horizontalSpacing)
                let rect = CGRect(x: bounds.minX + x, y: y, width: w, height: g.heights[r])
                let p = ProposedViewSize(rect.size)
                if let anchor = cell.subview[GridCellAnchorKey.self] {
                    let size = cell.subview.sizeThatFits(p)
                    cell.subview.place(at: CGPoint(x: rect.minX + (rect.width - size.width) * anchor.x,
                                                   y: rect.minY + (rect.height - size.height) * anchor.y),
                                       anchor: .topLeading, proposal: p)
                } else {
                    let h = cell.span == 1 ? g.columnAlignment[cell.column] ?? alignment.horizontal : alignment.horizontal
                    placeAligned(cell.subview, in: rect, alignment: Alignment(horizontal: h, vertical: cell.rowAlignment ?? alignment.vertical),
                                 proposal: p)
                }
            }
            y += g.heights[r] + verticalSpacing
        }
    }
}
