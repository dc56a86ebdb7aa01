import Foundation

nonisolated extension View {
    /// Sets the tint within this view to a style (iOS 16): gauges fill with it, a gradient
    /// following their track; a colour also becomes the accent colour.
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(EnvironmentModifier { env in
            env.tintStyle = tint.map(AnyShapeStyle.init)
            if let color = tint as? Color { env.accentTint = color }
        })
    }
}

private nonisolated struct TintStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

nonisolated extension EnvironmentValues {
    /// The style of the innermost `tint(_:)`, colour or gradient; nil for none.
    var tintStyle: AnyShapeStyle? {
        get { self[TintStyleKey.self] }
        set { self[TintStyleKey.self] = newValue }
    }
}

/// A style that reflects the current tint color (`ShapeStyle.tint`, iOS 15): the style of the
/// innermost `tint(_:)`, else the accent colour (blue by default).
public nonisolated struct TintShapeStyle: ShapeStyle {
    public init() {}
    public func _resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        environment.tintStyle?._resolveStyle(in: environment) ?? Color.accentColor._resolveStyle(in: environment)
    }
}

nonisolated extension ShapeStyle where Self == TintShapeStyle {
    /// A style that reflects the current tint color.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
