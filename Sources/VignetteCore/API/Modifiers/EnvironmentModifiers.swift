import Foundation

nonisolated extension View {
    /// Sets the environment value of the specified key path to the given value.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentModifier { $0[keyPath: keyPath] = value })
    }

    /// Sets the default font for text in this view.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }

    /// Sets the font weight of the text in this view; nil removes the effect of any font weight
    /// modifier applied higher in the view hierarchy (FontModifiers.swift).
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(EnvironmentModifier { env in
            if let weight {
                env.fontModifiers.append(.weight(weight))
            } else if !env.fontModifiers.isEmpty {
                env.fontModifiers.removeAll { if case .weight = $0 { true } else { $0 == .bold } }
            }
        })
    }

    /// Applies a bold font weight to the text in this view (false: removes a bold applied higher).
    public func bold(_ isActive: Bool = true) -> some View { toggleFontModifier(.bold, isActive) }

    /// Applies italics to the text in this view (false: removes italics applied higher).
    public func italic(_ isActive: Bool = true) -> some View { toggleFontModifier(.italic, isActive) }

    // monospacedDigit(), monospaced(_:) and fontDesign(_:) are in Text/FontModifiers.swift.

    /// Adds `fontModifier` to those the text inside applies, or, when not active, removes it
    /// where a view higher up added it.
    func toggleFontModifier(_ fontModifier: FontModifier, _ isActive: Bool) -> some View {
        modifier(EnvironmentModifier { env in
            if isActive {
                env.fontModifiers.append(fontModifier)
            } else if !env.fontModifiers.isEmpty {
                env.fontModifiers.removeAll { $0 == fontModifier }
            }
        })
    }

    /// Sets a style for foreground elements (text, shapes) in this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { env in
            // Hierarchical styles resolve against the style already in place.
            let resolved = style._resolveStyle(in: env)
            env.foregroundStyle = AnyShapeStyle(ResolvedShapeStyle(resolved: resolved))
            // One style sets every level: the secondary and tertiary derive from it again.
            if !env.foregroundLevels.isEmpty { env.foregroundLevels = [] }
        })
    }

    /// Sets the color of the foreground elements displayed by this view.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentModifier { env in
            env.foregroundStyle = color.map { AnyShapeStyle($0) }
            if !env.foregroundLevels.isEmpty { env.foregroundLevels = [] }
        })
    }

    /// Sets the maximum number of lines that text can occupy in this view.
    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number.map { max($0, 1) }) }

    /// Sets the alignment of a text view that contains multiple lines of text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { environment(\.multilineTextAlignment, alignment) }

    /// Sets the truncation mode for lines of text that are too long to fit in the available space.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }

    /// Sets the minimum amount that text in this view scales down to fit in the available space.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor.isFinite ? min(max(factor, 0.01), 1) : 1)
    }

    /// Sets the amount of space between lines of text in this view.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environment(\.lineSpacing, lineSpacing.isFinite ? lineSpacing : 0) }

    /// Sets the Dynamic Type size within the view to the given value.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }

    /// Sets the tint colour: the accent colour of the subtree.
    public func tint(_ tint: Color?) -> some View {
        modifier(EnvironmentModifier { env in
            env.accentTint = tint
            env.tintStyle = tint.map(AnyShapeStyle.init)
        })
    }

    /// Sets a transform for the case of the text contained in this view.
    public func textCase(_ textCase: TextCase?) -> some View { environment(\.textCase, textCase) }
}

/// A style already resolved in the environment where it was set.
nonisolated struct ResolvedShapeStyle: ShapeStyle {
    let resolved: ResolvedStyle
    func _resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle { resolved }
}

/// A scheme for transforming the capitalization of text.
public nonisolated enum TextCase: Hashable, Sendable { case uppercase, lowercase }

nonisolated extension Text {
    /// SwiftUI's name for the capitalization scheme: `Text.Case.uppercase`.
    public typealias Case = TextCase
}

private nonisolated struct AccentTintKey: EnvironmentKey { static let defaultValue: Color? = nil }
private nonisolated struct TextCaseKey: EnvironmentKey { static let defaultValue: TextCase? = nil }

nonisolated extension EnvironmentValues {
    var accentTint: Color? {
        get { self[AccentTintKey.self] }
        set { self[AccentTintKey.self] = newValue }
    }

    /// The text case transform applied to text in this environment.
    public var textCase: TextCase? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}
