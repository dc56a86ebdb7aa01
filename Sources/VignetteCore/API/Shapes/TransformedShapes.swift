import Foundation

// Shapes made from other shapes by a transform or a trim: their paths are computed from the
// original's, so they fill, stroke and clip as any shape.

nonisolated extension Shape {
    /// Trims this shape by a fractional amount based on its representation as a path: the
    /// part of its outline from `startFraction` to `endFraction` of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }

    /// Rotates this shape around an anchor point by the angle you specify.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// Scales this shape without changing its bounding frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// Scales this shape without changing its bounding frame.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }

    /// Changes the relative position of this shape using the specified size.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// Changes the relative position of this shape using the specified point.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y)) }

    /// Changes the relative position of this shape using the specified point.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: x, height: y)) }

    /// Applies an affine transform to this shape.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> { TransformedShape(shape: self, transform: transform) }
}

public nonisolated struct _TrimmedShape<S: Shape>: Shape {
    var shape: S
    var startFraction: CGFloat
    var endFraction: CGFloat
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape with a rotation transform applied to it.
public nonisolated struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) { (self.shape, self.angle, self.anchor) = (shape, angle, anchor) }
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(.about(anchor, in: rect, CGAffineTransform(rotationAngle: angle.radians)))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape with a scale transform applied to it.
public nonisolated struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) { (self.shape, self.scale, self.anchor) = (shape, scale, anchor) }
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(.about(anchor, in: rect, CGAffineTransform(scaleX: scale.width, y: scale.height)))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape with a translation offset transform applied to it.
public nonisolated struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize
    public init(shape: Content, offset: CGSize) { (self.shape, self.offset) = (shape, offset) }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape with an affine transform applied to it.
public nonisolated struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform
    public init(shape: Content, transform: CGAffineTransform) { (self.shape, self.transform) = (shape, transform) }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

nonisolated extension Path {
    /// The path with every point transformed.
    public func applying(_ transform: CGAffineTransform) -> Path {
        if transform.isIdentity { return self }
        var out = Path()
        func m(_ p: CGPoint) -> CGPoint { p.applying(transform) }
        for element in elements {
            switch element {
            case .move(let p): out.move(to: m(p))
            case .line(let p): out.addLine(to: m(p))
            case let .quadCurve(p, c): out.addQuadCurve(to: m(p), control: m(c))
            case let .curve(p, c1, c2): out.addCurve(to: m(p), control1: m(c1), control2: m(c2))
            case .closeSubpath: out.closeSubpath()
            }
        }
        return out
    }

    /// The part of the path from `fromFraction` to `toFraction` of its length (0…1, across all
    /// its subpaths; a closing segment counts as a line). Curves stay curves: each is split at
    /// the parameter found from its length, measured on 32 chords.
    public func trimmedPath(from fromFraction: CGFloat, to toFraction: CGFloat) -> Path {
        let from = min(max(fromFraction, 0), 1), to = min(max(toFraction, 0), 1)
        guard from < to else { return Path() }
        if from == 0 && to == 1 { return self }
        let segments = PathSegment.segments(of: self)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let (start, end) = (from * total, to * total)
        var out = Path()
        var position: CGFloat = 0
        var penAt: CGPoint?
        for segment in segments {
            defer { position += segment.length }
            let (a, b) = (max(start, position), min(end, position + segment.length))
            guard a < b else { continue }
            let piece = segment.piece(from: segment.parameter(at: a - position), to: segment.parameter(at: b - position))
            if penAt != piece.start { out.move(to: piece.start) }
            piece.append(to: &out)
            penAt = piece.end
        }
        return out
    }
}

/// One drawn segment of a path: a line, or a quadratic or cubic curve, by its control points.
nonisolated struct PathSegment {
    /// The start, the control points and the end (2, 3 or 4 points).
    var points: [CGPoint]
    /// Lengths along the segment at parameters 0, 1/32, …, 1.
    private var lengths: [CGFloat] = []

    var start: CGPoint { points[0] }
    var end: CGPoint { points[points.count - 1] }
    var length: CGFloat { lengths.last ?? 0 }

    init(_ points: [CGPoint]) {
        self.points = points
        var previous = points[0]
        var sum: CGFloat = 0
        lengths = [0]
        let steps = points.count == 2 ? 1 : 32
        for i in 1...steps {
            let p = point(at: CGFloat(i) / CGFloat(steps))
            sum += hypot(p.x - previous.x, p.y - previous.y)
            lengths.append(sum)
            previous = p
        }
    }

    static func segments(of path: Path) -> [PathSegment] {
        var out: [PathSegment] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p): current = p; subpathStart = p
            case .line(let p): out.append(PathSegment([current, p])); current = p
            case let .quadCurve(p, c): out.append(PathSegment([current, c, p])); current = p
            case let .curve(p, c1, c2): out.append(PathSegment([current, c1, c2, p])); current = p
            case .closeSubpath:
                if current != subpathStart { out.append(PathSegment([current, subpathStart])) }
                current = subpathStart
            }
        }
        return out
    }

    /// The point at parameter `t` (de Casteljau).
    func point(at t: CGFloat) -> CGPoint { split(at: t).0.last! }

    /// The parameter at which the length from the start is `distance`.
    func parameter(at distance: CGFloat) -> CGFloat {
        guard length > 0, distance > 0 else { return 0 }
        // (A distance computed as a difference of sums may pass the length by a rounding error.)
        guard distance < length else { return 1 }
        let steps = lengths.count - 1
        guard let i = lengths.firstIndex(where: { $0 >= distance }), i > 0 else { return 0 }
        let span = lengths[i] - lengths[i - 1]
        let within = span > 0 ? (distance - lengths[i - 1]) / span : 0
        return (CGFloat(i - 1) + within) / CGFloat(steps)
    }

    /// The control points of the parts before and after parameter `t`.
    func split(at t: CGFloat) -> ([CGPoint], [CGPoint]) {
        var level = points
        var left = [level[0]], right = [level[level.count - 1]]
        while level.count > 1 {
            level = zip(level, level.dropFirst()).map { CGPoint(x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t) }
            left.append(level[0])
            right.insert(level[level.count - 1], at: 0)
        }
        return (left, right)
    }

    /// The part between parameters `t0` and `t1`.
    func piece(from t0: CGFloat, to t1: CGFloat) -> PathSegment {
        let after = split(at: t0).1
        let tail = PathSegment(after)
        let within = t0 < 1 ? (t1 - t0) / (1 - t0) : 0
        return PathSegment(tail.split(at: within).0)
    }

    func append(to path: inout Path) {
        switch points.count {
        case 2: path.addLine(to: points[1])
        case 3: path.addQuadCurve(to: points[2], control: points[1])
        default: path.addCurve(to: points[3], control1: points[1], control2: points[2])
        }
    }
}
