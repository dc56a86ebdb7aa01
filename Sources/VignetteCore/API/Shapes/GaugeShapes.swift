import Foundation

// The shapes the built-in gauge styles draw with. Angles are measured clockwise from the
// positive x axis (y points down), as `Path.addArc` and `AngularGradient` measure them.

/// An arc of the largest circle centred in the frame, from `start` clockwise to `end`.
nonisolated struct GaugeArc: InsettableShape {
    var start: Angle
    var end: Angle
    var insetAmount: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2 - insetAmount
        guard radius > 0, end > start else { return Path() }
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: radius, startAngle: start, endAngle: end, clockwise: false)
        return path
    }

    func inset(by amount: CGFloat) -> GaugeArc { var s = self; s.insetAmount += amount; return s }
}

/// A gauge's marker, a disc of `radius` centred on a point of the frame; as a `knockout`, the
/// frame with a hole where the disc and a gap around it go (a mask that cuts the track).
nonisolated struct GaugeMarker: Shape {
    nonisolated enum Track {
        /// On a ring `ringInset` inside the largest centred circle, at `angle`.
        case ring(angle: Angle, ringInset: CGFloat)
        /// On a horizontal bar through the middle of the frame, `fraction` along it.
        case bar(fraction: Double)
    }

    var track: Track
    var radius: CGFloat
    var knockout = false

    func center(in rect: CGRect) -> CGPoint {
        switch track {
        case let .ring(angle, inset):
            let r = min(rect.width, rect.height) / 2 - inset
            return CGPoint(x: rect.midX + r * cos(angle.radians), y: rect.midY + r * sin(angle.radians))
        case .bar(let fraction):
            // The disc stays inside the bar's rounded ends.
            let half = rect.height / 2
            let x = rect.minX + half + (rect.width - 2 * half) * fraction
            return CGPoint(x: x, y: rect.midY)
        }
    }

    func path(in rect: CGRect) -> Path {
        let c = center(in: rect)
        var path = knockout ? Path(rect.insetBy(dx: -radius, dy: -radius)) : Path()
        path.addEllipse(in: CGRect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius))
        return path
    }
}

/// The filled part of a capacity bar: a capsule from the leading edge to `fraction` of the
/// width (never narrower than it is tall, so that a small value is a dot, not a sliver).
nonisolated struct CapacityBar: Shape {
    var fraction: Double

    func path(in rect: CGRect) -> Path {
        guard fraction > 0 else { return Path() }
        let width = max(rect.width * fraction, rect.height)
        return Path(roundedRect: CGRect(x: rect.minX, y: rect.minY, width: min(width, rect.width), height: rect.height),
                    cornerRadius: rect.height / 2, style: .circular)
    }
}
