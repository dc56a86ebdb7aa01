import Foundation

/// The radii of each corner of a rounded rectangle.
public nonisolated struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangular shape with rounded corners with different values (iOS 16), leading corners on
/// the left as the path is drawn.
public nonisolated struct UnevenRoundedRectangle: InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount).standardized
        guard r.width > 0, r.height > 0 else { return Path() }
        let c = cornerRadii
        // Clockwise from the top-right corner, as `Path(roundedRect:)` draws.
        let radii = [c.topTrailing, c.bottomTrailing, c.bottomLeading, c.topLeading].map { max(($0.isFinite ? $0 : 0) - insetAmount, 0) }
        var path = Path()
        path.addUnevenRoundedRect(r, radii: radii, style: style)
        return path
    }

    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle { var s = self; s.insetAmount += amount; return s }
}

nonisolated extension Path {
    /// A rectangle whose corners (clockwise from the top right) each have their own radius, in
    /// the corner style of `addRoundedRect(in:cornerSize:style:)`.
    mutating func addUnevenRoundedRect(_ rect: CGRect, radii: [CGFloat], style: RoundedCornerStyle) {
        // How far a corner's curve reaches along each edge, per unit of radius.
        let reach: CGFloat = style == .continuous ? 1.52866483 : 1
        let limit = min(rect.width, rect.height) / 2 / reach
        let r = radii.map { min($0, limit) }
        // Corner point, incoming edge direction u, outgoing direction v.
        let corners: [(CGPoint, CGPoint, CGPoint)] = [
            (CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)),
            (CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0)),
            (CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1)),
            (CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: 0, y: -1), CGPoint(x: 1, y: 0)),
        ]
        func p(_ c: (CGPoint, CGPoint, CGPoint), _ radius: CGFloat, _ a: CGFloat, _ b: CGFloat) -> CGPoint {
            CGPoint(x: c.0.x - c.1.x * a * radius + c.2.x * b * radius, y: c.0.y - c.1.y * a * radius + c.2.y * b * radius)
        }
        move(to: CGPoint(x: rect.minX + reach * r[3], y: rect.minY))
        for (i, c) in corners.enumerated() {
            let radius = r[i]
            addLine(to: p(c, radius, reach, 0))
            guard radius > 0 else { continue }
            switch style {
            case .circular:
                let k: CGFloat = 0.5522847498
                addCurve(to: p(c, radius, 0, 1), control1: p(c, radius, 1 - k, 0), control2: p(c, radius, 0, 1 - k))
            case .continuous:
                // The three segments of `addContinuousRoundedRect` (Path.swift), at this corner's radius.
                addCurve(to: p(c, radius, 0.66993427, 0.06549600), control1: p(c, radius, 1.08849323, 0), control2: p(c, radius, 0.86840689, 0))
                addCurve(to: p(c, radius, 0.06549600, 0.66993427), control1: p(c, radius, 0.37282470, 0.17846720),
                         control2: p(c, radius, 0.17846720, 0.37282470))
                addCurve(to: p(c, radius, 0, 1.52866483), control1: p(c, radius, 0, 0.86840689), control2: p(c, radius, 0, 1.08849323))
            }
        }
        closeSubpath()
    }
}
