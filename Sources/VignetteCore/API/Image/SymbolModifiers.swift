import Foundation

nonisolated extension Image {
    /// The scale of an image relative to its text: small, medium (the default) and large.
    public nonisolated enum Scale: Hashable, Sendable {
        case small, medium, large

        /// A symbol's height against the medium scale's (SF Symbols' small and large scales,
        /// about 0.78× and 1.29× of medium at the same point size).
        var symbolFactor: CGFloat {
            switch self {
            case .small: 0.783
            case .medium: 1
            case .large: 1.29
            }
        }
    }
}

/// A variant of a symbol: fill, a shape around it, a slash through it, as SwiftUI's
/// `SymbolVariants`. `Image(systemName:)` draws the variant's name when Vignette has that
/// symbol (`bell` with `.fill` is `bell.fill`), and the name as written when it does not.
public nonisolated struct SymbolVariants: Hashable, Sendable {
    nonisolated enum Shape: Hashable, Sendable { case circle, square, rectangle }
    var shape: Shape?
    var isFilled = false
    var isSlashed = false

    /// No variant.
    public static let none = SymbolVariants()
    public static let circle = SymbolVariants(shape: .circle)
    public static let square = SymbolVariants(shape: .square)
    public static let rectangle = SymbolVariants(shape: .rectangle)
    public static let fill = SymbolVariants(isFilled: true)
    public static let slash = SymbolVariants(isSlashed: true)

    /// The variant, encapsulated in a circle.
    public var circle: SymbolVariants { with { $0.shape = .circle } }
    /// The variant, encapsulated in a square.
    public var square: SymbolVariants { with { $0.shape = .square } }
    /// The variant, encapsulated in a rectangle.
    public var rectangle: SymbolVariants { with { $0.shape = .rectangle } }
    /// The filled version of the variant.
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    /// The slashed version of the variant.
    public var slash: SymbolVariants { with { $0.isSlashed = true } }

    /// Whether this variant contains another.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var copy = self
        change(&copy)
        return copy
    }

    /// The symbol name for `name` in this variant, components in SF Symbols' order (slash,
    /// shape, fill: `bell.slash.circle.fill`); components the name already has are kept once.
    func name(for name: String) -> String {
        var parts = name.split(separator: ".").map(String.init)
        func add(_ component: String) { if !parts.contains(component) { parts.append(component) } }
        if isSlashed { add("slash") }
        if let shape { add("\(shape)") }
        if isFilled { add("fill") }
        if let fill = parts.firstIndex(of: "fill"), fill != parts.count - 1 {
            parts.remove(at: fill)
            parts.append("fill")
        }
        return parts.joined(separator: ".")
    }
}

nonisolated extension View {
    /// Makes symbols within the view show a particular variant.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }

    /// Scales images within the view according to one of three image scales (symbols only:
    /// other images keep their size, as in SwiftUI).
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}

private nonisolated struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
private nonisolated struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

nonisolated extension EnvironmentValues {
    /// The symbol variant to use in this environment.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// The image scale for this environment.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}
