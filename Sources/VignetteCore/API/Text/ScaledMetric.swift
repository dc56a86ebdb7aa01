import Foundation

/// A dynamic property that scales a numeric value with the Dynamic Type size, as a text style
/// scales (`UIFontMetrics.scaledValue(for:)`): a 24-point icon beside body text is 24 at the
/// large size and 24 × 53 / 17 at accessibility5.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let baseValue: Value
    private let textStyle: Font.TextStyle
    private let storage = EnvironmentStorage()

    /// Creates the scaled metric with an unscaled value and a text style to scale relative to.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// Creates the scaled metric with an unscaled value using the default scaling (body).
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

    /// The value scaled for the view's Dynamic Type size.
    public var wrappedValue: Value {
        let size = (storage.values ?? EnvironmentValues.current).dynamicTypeSize
        guard size != .large else { return baseValue }
        return baseValue * Value(textStyle.size(for: size) / textStyle.size(for: .large))
    }
}

nonisolated extension ScaledMetric: EnvironmentInjectable {
    package func inject(_ values: EnvironmentValues) { storage.values = values }
}

nonisolated extension View {
    /// Limits the Dynamic Type size within the view to a range (`...DynamicTypeSize.xxLarge`,
    /// `.large ... .accessibility2`): the reader's size, clamped to it.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
        return modifier(EnvironmentModifier { env in
            guard let lowest = allowed.first, let highest = allowed.last else { return }
            env.dynamicTypeSize = min(max(env.dynamicTypeSize, lowest), highest)
        })
    }
}
