import Foundation

/// A built-in shape whose path for a rectangle elsewhere is its path moved with the rectangle
/// (it draws from the rectangle's `minX`/`minY`), so it can be asked for its path in the placed
/// frame directly, without the copy that moving a path makes.
protocol TranslatesWithFrame: Shape {}

extension Rectangle: TranslatesWithFrame {}
extension RoundedRectangle: TranslatesWithFrame {}
extension Capsule: TranslatesWithFrame {}
extension Circle: TranslatesWithFrame {}
extension Ellipse: TranslatesWithFrame {}
extension GaugeArc: TranslatesWithFrame {}
extension GaugeMarker: TranslatesWithFrame {}
extension CapacityBar: TranslatesWithFrame {}

extension Shape {
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

    /// Whether `path(placedIn:translatesWithFrame:)` may ask this type for its path in the placed frame.
    static var translatesWithFrame: Bool { Self.self is any TranslatesWithFrame.Type }
}
