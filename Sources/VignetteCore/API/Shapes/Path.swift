import Foundation

/// The outline of a 2D shape, as SwiftUI's `Path`.
public nonisolated struct Path: Equatable, Sendable, CustomStringConvertible {
    /// An element of a path.
    public nonisolated enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// The path's elements. (A path that is one rectangle keeps only the rectangle and makes
    /// its five elements when asked: the display list holds a rectangle for most views, and
    /// an array each was an allocation per view.)
    public var elements: [Element] {
        guard let rect else { return stored }
        return Self.elements(of: rect)
    }
    private var stored: [Element] = []
    /// Set when the path is exactly `addRect(rect)` on an empty path (then `stored` is empty).
    private var rect: CGRect?
    private var subpathStart: CGPoint?
    private var current: CGPoint?

    public static func == (a: Path, b: Path) -> Bool {
        if let ra = a.rect, let rb = b.rect { return ra == rb }
        return a.elements == b.elements && a.subpathStart == b.subpathStart && a.current == b.current
    }

    private static func elements(of r: CGRect) -> [Element] {
        [.move(to: CGPoint(x: r.minX, y: r.minY)), .line(to: CGPoint(x: r.maxX, y: r.minY)),
         .line(to: CGPoint(x: r.maxX, y: r.maxY)), .line(to: CGPoint(x: r.minX, y: r.maxY)), .closeSubpath]
    }

    /// Appends an element, first spelling out a path kept as a rectangle.
    private mutating func append(_ element: Element) {
        if let rect {
            stored = Self.elements(of: rect)
            self.rect = nil
        }
        stored.append(element)
    }

    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    public var isEmpty: Bool { rect == nil && stored.isEmpty }
    /// Whether the path is exactly one rectangle (as dumps print it).
    var isRectangle: Bool { rect != nil }
    /// The current point of the path, if any.
    public var currentPoint: CGPoint? { current }

    public mutating func move(to p: CGPoint) {
        append(.move(to: p))
        subpathStart = p
        current = p
    }

    public mutating func addLine(to p: CGPoint) {
        if current == nil { move(to: p); return }
        append(.line(to: p))
        current = p
    }

    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        if current == nil { move(to: control) }
        append(.quadCurve(to: p, control: control))
        current = p
    }

    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        if current == nil { move(to: control1) }
        append(.curve(to: p, control1: control1, control2: control2))
        current = p
    }

    public mutating func closeSubpath() {
        guard current != nil else { return }
        append(.closeSubpath)
        current = subpathStart
    }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    public mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        if isEmpty {
            self.rect = r
        } else {
            for element in Self.elements(of: r) { append(element) }
        }
        subpathStart = r.origin
        current = r.origin
    }

    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }

    public mutating func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        let k: CGFloat = 0.5522847498  // cubic approximation of a quarter circle
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// Adds an arc of a circle; angles are measured clockwise from the x axis in a y-down space,
    /// and `clockwise` follows SwiftUI's (flipped) convention.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var start = startAngle.radians, end = endAngle.radians
        // SwiftUI's `clockwise: true` draws counter-clockwise on screen (y points down).
        if clockwise {
            while end > start { end -= 2 * .pi }
        } else {
            while end < start { end += 2 * .pi }
        }
        let startPoint = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
        if current == nil { move(to: startPoint) } else { addLine(to: startPoint) }
        let segments = max(Int((abs(end - start) / (.pi / 2)).rounded(.up)), 1)
        let step = (end - start) / Double(segments)
        for _ in 0..<segments {
            let a0 = start, a1 = start + step
            let k = 4.0 / 3.0 * tan((a1 - a0) / 4)
            let p0 = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
            let p1 = CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            addCurve(to: p1,
                     control1: CGPoint(x: p0.x - k * radius * sin(a0), y: p0.y + k * radius * cos(a0)),
                     control2: CGPoint(x: p1.x + k * radius * sin(a1), y: p1.y - k * radius * cos(a1)))
            start = a1
        }
    }

    public mutating func addPath(_ path: Path) {
        for e in path.elements {
            switch e {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case let .quadCurve(p, c): addQuadCurve(to: p, control: c)
            case let .curve(p, c1, c2): addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: closeSubpath()
            }
        }
    }

    /// Adds a rounded rectangle; `.continuous` uses iOS's smooth corner curve.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let r = rect.standardized
        let radius = max(min(cornerSize.width, cornerSize.height), 0)
        guard radius > 0, r.width > 0, r.height > 0 else { addRect(r); return }
        switch style {
        case .circular: addCircularRoundedRect(r, radius: min(radius, min(r.width, r.height) / 2))
        case .continuous: addContinuousRoundedRect(r, radius: radius)
        }
    }

    private mutating func addCircularRoundedRect(_ r: CGRect, radius: CGFloat) {
        let k: CGFloat = 0.5522847498 * radius
        move(to: CGPoint(x: r.minX + radius, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - radius, y: r.minY))
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + radius), control1: CGPoint(x: r.maxX - radius + k, y: r.minY),
                 control2: CGPoint(x: r.maxX, y: r.minY + radius - k))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - radius))
        addCurve(to: CGPoint(x: r.maxX - radius, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - radius + k),
                 control2: CGPoint(x: r.maxX - radius + k, y: r.maxY))
        addLine(to: CGPoint(x: r.minX + radius, y: r.maxY))
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - radius), control1: CGPoint(x: r.minX + radius - k, y: r.maxY),
                 control2: CGPoint(x: r.minX, y: r.maxY - radius + k))
        addLine(to: CGPoint(x: r.minX, y: r.minY + radius))
        addCurve(to: CGPoint(x: r.minX + radius, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + radius - k),
                 control2: CGPoint(x: r.minX + radius - k, y: r.minY))
        closeSubpath()
    }

    /// PaintCode's reconstruction of iOS 7's continuous corners: three cubic segments per
    /// corner, starting 1.52866483·r from the corner point (swiftui-layout.md §1.18).
    private mutating func addContinuousRoundedRect(_ rect: CGRect, radius: CGFloat) {
        let r = min(radius, min(rect.width, rect.height) / 2 / 1.52866483)
        // Corners in drawing order: corner point, incoming edge direction u, outgoing direction v.
        let corners: [(CGPoint, CGPoint, CGPoint)] = [
            (CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)),
            (CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0)),
            (CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1)),
            (CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: 0, y: -1), CGPoint(x: 1, y: 0)),
        ]
        func p(_ c: (CGPoint, CGPoint, CGPoint), _ a: CGFloat, _ b: CGFloat) -> CGPoint {
            CGPoint(x: c.0.x - c.1.x * a * r + c.2.x * b * r, y: c.0.y - c.1.y * a * r + c.2.y * b * r)
        }
        move(to: CGPoint(x: rect.minX + 1.52866483 * r, y: rect.minY))
        for c in corners {
            addLine(to: p(c, 1.52866483, 0))
            addCurve(to: p(c, 0.66993427, 0.06549600), control1: p(c, 1.08849323, 0), control2: p(c, 0.86840689, 0))
            addCurve(to: p(c, 0.06549600, 0.66993427), control1: p(c, 0.37282470, 0.17846720), control2: p(c, 0.17846720, 0.37282470))
            addCurve(to: p(c, 0, 1.52866483), control1: p(c, 0, 0.86840689), control2: p(c, 0, 1.08849323))
        }
        closeSubpath()
    }

    /// The path moved by the given offset.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        var out = self
        func m(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
        out.subpathStart = subpathStart.map(m)
        out.current = current.map(m)
        if let rect {
            out.rect = rect.offsetBy(dx: dx, dy: dy)
            return out
        }
        out.stored = stored.map {
            switch $0 {
            case .move(let p): .move(to: m(p))
            case .line(let p): .line(to: m(p))
            case let .quadCurve(p, c): .quadCurve(to: m(p), control: m(c))
            case let .curve(p, c1, c2): .curve(to: m(p), control1: m(c1), control2: m(c2))
            case .closeSubpath: .closeSubpath
            }
        }
        return out
    }

    /// A rectangle containing all path points, including control points.
    public var boundingRect: CGRect {
        if let rect { return rect }
        var pts: [CGPoint] = []
        for e in elements {
            switch e {
            case .move(let p), .line(let p): pts.append(p)
            case let .quadCurve(p, c): pts += [p, c]
            case let .curve(p, c1, c2): pts += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let f = pts.first else { return .null }
        var r = CGRect(origin: f, size: .zero)
        for p in pts.dropFirst() { r = r.union(CGRect(origin: p, size: .zero)) }
        return r
    }

    public var description: String {
        elements.map {
            func f(_ p: CGPoint) -> String { "\(formatNumber(p.x)),\(formatNumber(p.y))" }
            switch $0 {
            case .move(let p): return "M\(f(p))"
            case .line(let p): return "L\(f(p))"
            case let .quadCurve(p, c): return "Q\(f(c)) \(f(p))"
            case let .curve(p, c1, c2): return "C\(f(c1)) \(f(c2)) \(f(p))"
            case .closeSubpath: return "Z"
            }
        }.joined(separator: " ")
    }
}

/// Defines the shape of a rounded rectangle's corners.
public nonisolated enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle rounded rect corners.
    case circular
    /// Continuous curvature rounded rect corners.
    case continuous
}

/// A geometric angle whose value you access in either radians or degrees.
public nonisolated struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    public static let zero = Angle()

    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}
