import Foundation
import Vignette
import VignetteCore

/// Paths through points with each interpolation method (the curves of d3-shape, which Swift
/// Charts' methods are named after).
nonisolated enum Curves {
    /// A path through `points`, starting with a move unless `continuing` (then a line to the first point).
    static func add(_ points: [CGPoint], _ method: InterpolationMethod, to path: inout Path, continuing: Bool = false) {
        guard let first = points.first else { return }
        if continuing { path.addLine(to: first) } else { path.move(to: first) }
        guard points.count > 1 else { return }
        switch method.kind {
        case .linear:
            for p in points.dropFirst() { path.addLine(to: p) }
        case .stepStart:
            for (a, b) in zip(points, points.dropFirst()) { path.addLine(to: CGPoint(x: a.x, y: b.y)); path.addLine(to: b) }
        case .stepEnd:
            for (a, b) in zip(points, points.dropFirst()) { path.addLine(to: CGPoint(x: b.x, y: a.y)); path.addLine(to: b) }
        case .stepCenter:
            for (a, b) in zip(points, points.dropFirst()) {
                let mid = (a.x + b.x) / 2
                path.addLine(to: CGPoint(x: mid, y: a.y)); path.addLine(to: CGPoint(x: mid, y: b.y)); path.addLine(to: b)
            }
        case .cardinal(let tension):
            spline(points, factor: (1 - tension) / 6, to: &path)
        case .catmullRom:
            // The uniform Catmull–Rom spline (the centripetal alpha is not modelled).
            spline(points, factor: 1.0 / 6, to: &path)
        case .monotone:
            monotone(points, to: &path)
        }
    }

    /// Cubic segments whose tangents are `factor` × the chord between the neighbours.
    private static func spline(_ p: [CGPoint], factor: Double, to path: inout Path) {
        let f = CGFloat(factor)
        for i in 0..<(p.count - 1) {
            let p0 = p[max(i - 1, 0)], p1 = p[i], p2 = p[i + 1], p3 = p[min(i + 2, p.count - 1)]
            path.addCurve(to: p2, control1: CGPoint(x: p1.x + (p2.x - p0.x) * f, y: p1.y + (p2.y - p0.y) * f),
                          control2: CGPoint(x: p2.x - (p3.x - p1.x) * f, y: p2.y - (p3.y - p1.y) * f))
        }
    }

    /// Monotone cubic interpolation in x (Steffen's method, as d3's `curveMonotoneX`): no overshoot.
    private static func monotone(_ p: [CGPoint], to path: inout Path) {
        let n = p.count
        var slopes = [CGFloat](repeating: 0, count: n - 1)
        for i in 0..<(n - 1) {
            let h = p[i + 1].x - p[i].x
            slopes[i] = h == 0 ? 0 : (p[i + 1].y - p[i].y) / h
        }
        var tangents = [CGFloat](repeating: 0, count: n)
        for i in 1..<max(n - 1, 1) {
            let h0 = p[i].x - p[i - 1].x, h1 = p[i + 1].x - p[i].x
            let s0 = slopes[i - 1], s1 = slopes[i]
            let mid = h0 + h1 == 0 ? 0 : (s0 * h1 + s1 * h0) / (h0 + h1)
            tangents[i] = (sign(s0) + sign(s1)) * min(abs(s0), abs(s1), 0.5 * abs(mid))
        }
        if n == 2 {
            tangents[0] = slopes[0]; tangents[1] = slopes[0]
        } else {
            tangents[0] = endTangent(slopes[0], tangents[1]); tangents[n - 1] = endTangent(slopes[n - 2], tangents[n - 2])
        }
        for i in 0..<(n - 1) {
            let dx = (p[i + 1].x - p[i].x) / 3
            path.addCurve(to: p[i + 1], control1: CGPoint(x: p[i].x + dx, y: p[i].y + dx * tangents[i]),
                          control2: CGPoint(x: p[i + 1].x - dx, y: p[i + 1].y - dx * tangents[i + 1]))
        }
    }

    private static func endTangent(_ slope: CGFloat, _ inner: CGFloat) -> CGFloat { (3 * slope - inner) / 2 }
    private static func sign(_ v: CGFloat) -> CGFloat { v < 0 ? -1 : v > 0 ? 1 : 0 }
}
