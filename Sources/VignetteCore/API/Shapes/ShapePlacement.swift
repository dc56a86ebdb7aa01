import Foundation

nonisolated extension Shape {
    /// The path of this shape drawn in a view placed at `frame` (absolute coordinates).
    ///
    /// As SwiftUI does, `path(in:)` is asked for the view's own bounds (origin zero, the view's
    /// size) and the path is drawn at the view's position: a shape that draws from `x: 0` starts
    /// at the view's leading edge, not at the canvas'.
    func path(placedIn frame: CGRect, translatesWithFrame: Bool) -> Path {
        if translatesWithFrame { return path(in: frame) }
        let local = path(in: CGRect(origin: .zero, size: frame.size))
        return frame.origin == .zero ? local : local.offsetBy(dx: frame.minX, dy: frame.minY)
    }

    /// Whether `path(placedIn:translatesWithFrame:)` may ask this type for its path in the placed
    /// frame: a built-in shape, whose path for a rectangle elsewhere is its path moved with the
    /// rectangle (it draws from the rectangle's `minX`/`minY`), so no moved copy is made.
    /// (Compared by type: a protocol conformance check costs more than the copy it saves.)
    static var translatesWithFrame: Bool {
        let type: Any.Type = Self.self
        return type == Rectangle.self || type == RoundedRectangle.self || type == Capsule.self || type == Circle.self
            || type == Ellipse.self || type == GaugeArc.self || type == GaugeMarker.self || type == CapacityBar.self
    }
}
