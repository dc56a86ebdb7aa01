import Foundation

/// A color gradient represented as an array of color stops.
public nonisolated struct Gradient: Hashable, Sendable {
    /// One color stop in the gradient.
    public nonisolated struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { Stop(color: $1, location: n > 1 ? CGFloat($0) / CGFloat(n - 1) : 0) }
    }

    func resolve(_ env: EnvironmentValues) -> [ResolvedStyle.GradientStop] {
        stops.map { ResolvedStyle.GradientStop(color: $0.color.resolve(in: env), location: Double($0.location)) }
    }
}

/// A linear gradient.
public nonisolated struct LinearGradient: ShapeStyle, View, PrimitiveView {
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public func _resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        .linearGradient(stops: gradient.resolve(environment), start: startPoint, end: endPoint)
    }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) { StyleFill(style: self).makeNodes(context, into: &nodes) }
}

/// A radial gradient.
public nonisolated struct RadialGradient: ShapeStyle, View, PrimitiveView {
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public func _resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        .radialGradient(stops: gradient.resolve(environment), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) { StyleFill(style: self).makeNodes(context, into: &nodes) }
}

nonisolated extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

/// An angular (conic) gradient around a centre, from `startAngle` to `endAngle` clockwise.
public nonisolated struct AngularGradient: ShapeStyle, View, PrimitiveView {
    var gradient: Gradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // SwiftUI: equal angles mean a full turn.
        self.endAngle = endAngle == startAngle ? Angle(radians: startAngle.radians + 2 * .pi) : endAngle
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }

    public func _resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        .angularGradient(stops: gradient.resolve(environment), center: center, startAngle: startAngle.radians, endAngle: endAngle.radians)
    }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) { StyleFill(style: self).makeNodes(context, into: &nodes) }
}
