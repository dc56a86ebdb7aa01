import Foundation

/// A laid-out view tree as plain data: what layout tests compare and dumps print.
public nonisolated struct LayoutTree: Equatable, Sendable, CustomStringConvertible {
    /// The view that produced the node (`HStack`, `Text("…")`, `padding`…).
    public var name: String
    /// The frame in points, in the root's coordinate space, before pixel snapping.
    public var frame: CGRect
    /// The frame snapped to the pixel grid: origin and far edge each rounded to the nearest pixel.
    public var pixelFrame: CGRect
    public var children: [LayoutTree]

    init(_ node: LayoutNode, scale: CGFloat) {
        name = node.name
        frame = node.frame
        pixelFrame = PixelGrid(scale: scale).snap(node.frame)
        children = node.children.map { LayoutTree($0, scale: scale) }
    }

    /// Every node depth-first, the root first.
    public var allNodes: [LayoutTree] { [self] + children.flatMap(\.allNodes) }

    /// The frames of nodes whose name starts with the prefix, depth-first.
    public func frames(named prefix: String) -> [CGRect] { allNodes.filter { $0.name.hasPrefix(prefix) }.map(\.frame) }

    /// An indented dump: one line per node with its frame.
    public var description: String { lines(depth: 0).joined(separator: "\n") }

    private func lines(depth: Int) -> [String] {
        let f = "(\(formatNumber(frame.minX)), \(formatNumber(frame.minY)), \(formatNumber(frame.width))×\(formatNumber(frame.height)))"
        return ["\(String(repeating: "  ", count: depth))\(name) \(f)"] + children.flatMap { $0.lines(depth: depth + 1) }
    }
}

/// Rounds frames to the pixel grid as SwiftUI does: origin and far corner each to the nearest
/// pixel (ties up); the size is their difference (swiftui-layout.md §1.17).
nonisolated struct PixelGrid {
    let scale: CGFloat

    func round(_ v: CGFloat) -> CGFloat {
        guard v.isFinite else { return 0 }
        return (v * scale + 0.5).rounded(.down) / scale
    }

    func snap(_ r: CGRect) -> CGRect {
        let x0 = round(r.minX), y0 = round(r.minY), x1 = round(r.maxX), y1 = round(r.maxY)
        return CGRect(x: x0, y: y0, width: max(x1 - x0, 0), height: max(y1 - y0, 0))
    }
}
