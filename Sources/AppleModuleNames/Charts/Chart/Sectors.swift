import Foundation
import Vignette
import VignetteCore

/// The outline of one sector of a pie or donut, in a y-down plot: angles in radians clockwise
/// from 12 o'clock. Its radial edges are moved `inset` points into it (neighbours keep a gap of
/// constant width, twice the inset), and its corners rounded with circular fillets of
/// `cornerRadius` (clamped to what fits). A pie's sectors meet at a sharp centre.
nonisolated enum SectorPath {
    static func path(center: CGPoint, start: Double, end: Double, inner: CGFloat, outer: CGFloat,
                     inset: CGFloat, cornerRadius: CGFloat) -> Path {
        let span = end - start
        guard span > 0, outer > 0 else { return Path() }
        func point(_ radius: Double, _ angle: Double) -> CGPoint {
            CGPoint(x: center.x + CGFloat(radius * sin(angle)), y: center.y - CGFloat(radius * cos(angle)))
        }
        // Path's arcs measure angles from the x axis (clockwise on screen with y down).
        func addArc(_ p: inout Path, _ c: CGPoint, _ radius: Double, from a: Double, to b: Double) {
            p.addArc(center: c, radius: CGFloat(radius), startAngle: .radians(a), endAngle: .radians(b), clockwise: b < a)
        }
        let (r0, r1, e) = (Double(max(inner, 0)), Double(outer), Double(max(inset, 0)))
        if span >= 2 * .pi - 1e-9 {
            // The whole circle: a disc, or a ring (its hole drawn the other way round).
            var p = Path()
            p.move(to: point(r1, 0))
            addArc(&p, center, r1, from: -.pi / 2, to: 3 * .pi / 2)
            p.closeSubpath()
            if r0 > 0 {
                p.move(to: point(r0, 0))
                addArc(&p, center, r0, from: 3 * .pi / 2, to: -.pi / 2)
                p.closeSubpath()
            }
            return p
        }
        let half = span / 2
        // Where the two moved edges meet: the sector's tip when no inner arc is left.
        let apex = e > 0 ? e / sin(half) : 0
        guard r1 > apex, e < r1, start + asin(e / r1) < end - asin(e / r1) else { return Path() }
        let hasInner = r0 > apex && r0 > e
        var c = Double(max(cornerRadius, 0))
        c = min(c, (r1 - (hasInner ? r0 : apex)) / 2)
        // Both fillets of an arc must fit in its half of the sector.
        while c > 0.01, (e + c) / (r1 - c) >= 1 || asin((e + c) / (r1 - c)) > half { c *= 0.9 }
        if hasInner { while c > 0.01, asin(min((e + c) / (r0 + c), 1)) > half { c *= 0.9 } }
        if c <= 0.01 { c = 0 }

        // A corner between an edge and a circle of radius `r` (`outside`: the outer circle):
        // the point on the edge, the fillet's centre and the point on the circle, for the start
        // edge (`sign` +1) or the end edge (-1).
        func corner(_ r: Double, outside: Bool, sign: Double) -> (edge: CGPoint, center: CGPoint, arc: CGPoint, arcAngle: Double) {
            let edgeAngle = sign > 0 ? start : end
            if c == 0 {
                let a = edgeAngle + sign * asin(e / r)
                return (point(r, a), point(r, a), point(r, a), a)
            }
            let d = outside ? r - c : r + c
            let along = ((d * d) - (e + c) * (e + c)).squareRoot()
            let centerAngle = edgeAngle + sign * asin((e + c) / d)
            let edgePoint = point((along * along + e * e).squareRoot(), edgeAngle + sign * atan2(e, along))
            return (edgePoint, point(d, centerAngle), point(r, centerAngle), centerAngle)
        }
        func fillet(_ p: inout Path, from a: CGPoint, to b: CGPoint, around o: CGPoint) {
            guard c > 0 else { return }
            let from = atan2(Double(a.y - o.y), Double(a.x - o.x))
            var delta = atan2(Double(b.y - o.y), Double(b.x - o.x)) - from
            while delta > .pi { delta -= 2 * .pi }
            while delta <= -.pi { delta += 2 * .pi }
            addArc(&p, o, c, from: from, to: from + delta)
        }

        var p = Path()
        let outerStart = corner(r1, outside: true, sign: 1), outerEnd = corner(r1, outside: true, sign: -1)
        p.move(to: outerStart.edge)
        fillet(&p, from: outerStart.edge, to: outerStart.arc, around: outerStart.center)
        addArc(&p, center, r1, from: outerStart.arcAngle - .pi / 2, to: outerEnd.arcAngle - .pi / 2)
        fillet(&p, from: outerEnd.arc, to: outerEnd.edge, around: outerEnd.center)
        if hasInner {
            let innerEnd = corner(r0, outside: false, sign: -1), innerStart = corner(r0, outside: false, sign: 1)
            p.addLine(to: innerEnd.edge)
            fillet(&p, from: innerEnd.edge, to: innerEnd.arc, around: innerEnd.center)
            addArc(&p, center, r0, from: innerEnd.arcAngle - .pi / 2, to: innerStart.arcAngle - .pi / 2)
            fillet(&p, from: innerStart.arc, to: innerStart.edge, around: innerStart.center)
        } else {
            p.addLine(to: point(apex, start + half))
        }
        p.closeSubpath()
        return p
    }
}
