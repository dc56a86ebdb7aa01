import Foundation

/// A colour or pattern to use when rendering a shape or text, as SwiftUI's `ShapeStyle`.
public protocol ShapeStyle: Sendable {
    /// Resolves the style for an environment, in the unit space of the shape it will fill.
    func _resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle
}

/// A shape style resolved for one environment; gradient geometry is still in unit space.
public nonisolated enum ResolvedStyle: Hashable, Sendable {
    case color(RGBA)
    case linearGradient(stops: [GradientStop], start: UnitPoint, end: UnitPoint)
    case radialGradient(stops: [GradientStop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    case angularGradient(stops: [GradientStop], center: UnitPoint, startAngle: Double, endAngle: Double)

    /// Whether any part of the style lets what is under it show through.
    var isTranslucent: Bool {
        switch self {
        case .color(let c): c.alpha < 1
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _):
            stops.contains { $0.color.alpha < 1 }
        }
    }

    /// A colour stop of a resolved gradient.
    public nonisolated struct GradientStop: Hashable, Sendable {
        public var color: RGBA
        public var location: Double
    }

    /// A representative colour (for text and placeholders): the colour, or the first stop.
    var representativeColor: RGBA {
        switch self {
        case .color(let c): c
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _):
            stops.first?.color ?? .clear
        }
    }

    func multiplyingOpacity(_ f: Double) -> ResolvedStyle {
        switch self {
        case .color(let c): .color(c.multiplyingAlpha(f))
        case let .linearGradient(stops, s, e):
            .linearGradient(stops: stops.map { GradientStop(color: $0.color.multiplyingAlpha(f), location: $0.location) }, start: s, end: e)
        case let .radialGradient(stops, c, r0, r1):
            .radialGradient(stops: stops.map { GradientStop(color: $0.color.multiplyingAlpha(f), location: $0.location) },
                            center: c, startRadius: r0, endRadius: r1)
        case let .angularGradient(stops, c, a0, a1):
            .angularGradient(stops: stops.map { GradientStop(color: $0.color.multiplyingAlpha(f), location: $0.location) },
                             center: c, startAngle: a0, endAngle: a1)
        }
    }
}

nonisolated extension Color: ShapeStyle {
    public func _resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle { .color(resolve(in: environment)) }
}

/// A type-erased shape style.
public nonisolated struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { base = style }
    public func _resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle { base._resolveStyle(in: environment) }
}

/// The foreground style in the current context: what `foregroundStyle(_:)` set, else the label colour.
public nonisolated struct ForegroundStyle: ShapeStyle {
    public init() {}
    public func _resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        environment.foregroundStyle?._resolveStyle(in: environment) ?? .color(SystemColor.label.resolve(in: environment))
    }
}

/// A shape style that maps to one of the numbered content levels of the foreground style.
public nonisolated struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// These levels also colour hierarchical symbols' secondary and tertiary layers
    /// (`SymbolRenderingMode.hierarchical`, as Apple documents it): 60 % and 30 % of a custom
    /// foreground, iOS's secondary and tertiary label colours otherwise.
    public func _resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        if level == 1 || level == 2, case let levels = environment.foregroundLevels, !levels.isEmpty {
            // foregroundStyle(_:_:) or (_:_:_:) gave it; a tertiary level not given is the secondary.
            return levels[min(level, levels.count) - 1]
        }
        if let custom = environment.foregroundStyle {
            // A custom foreground keeps its hue; the levels fade it like the label colours do.
            let opacity = [1, 0.6, 0.3, 0.18, 0.1][min(level, 4)]
            return custom._resolveStyle(in: environment).multiplyingOpacity(opacity)
        }
        let system: [SystemColor] = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .quaternaryLabel]
        let c = system[min(level, 4)].resolve(in: environment)
        return .color(level == 4 ? c.multiplyingAlpha(0.5) : c)
    }
}

nonisolated extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

nonisolated extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

nonisolated extension ShapeStyle where Self == Color {
    public static var clear: Color { .clear }
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var accentColor: Color { .accentColor }
}
