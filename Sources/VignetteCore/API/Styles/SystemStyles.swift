import Foundation

/// The background style in the current context (`.background`): the system background colour,
/// with `secondary` and `tertiary` levels as UIKit's grouped backgrounds step.
public nonisolated struct BackgroundStyle: ShapeStyle {
    let level: Int
    public init() { level = 0 }
    init(level: Int) { self.level = level }

    /// The second level of the background.
    public var secondary: BackgroundStyle { BackgroundStyle(level: 1) }
    /// The third level of the background.
    public var tertiary: BackgroundStyle { BackgroundStyle(level: 2) }

    public func _resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        let system: [SystemColor] = [.systemBackground, .secondarySystemBackground, .tertiarySystemBackground]
        return .color(system[min(level, 2)].resolve(in: environment))
    }
}

/// A translucent fill for shapes and containers (`.fill`, as in Xcode's widget template's
/// `.containerBackground(.fill.tertiary, for: .widget)`): UIKit's system fill colours.
public nonisolated struct FillShapeStyle: ShapeStyle {
    let level: Int
    public init() { level = 0 }
    init(level: Int) { self.level = level }

    /// The second level of the fill.
    public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
    /// The third level of the fill.
    public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
    /// The fourth level of the fill.
    public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }

    public func _resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        let system: [SystemColor] = [.systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill]
        return .color(system[min(level, 3)].resolve(in: environment))
    }
}

nonisolated extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

nonisolated extension ShapeStyle where Self == FillShapeStyle {
    /// An overlay fill style for filling shapes.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
