import Foundation

/// A color gradient, as SwiftUI's `AnyGradient` (iOS 16): what `Color.gradient` returns.
/// As a shape style it is drawn top to bottom across the shape it fills.
public nonisolated struct AnyGradient: ShapeStyle, Hashable {
    nonisolated enum Source: Hashable, Sendable {
        case gradient(Gradient)
        /// `Color.gradient`: the colour, resolved when drawn.
        case color(Color)
    }

    let source: Source

    /// Creates a new instance from the specified gradient.
    public init(_ gradient: Gradient) { source = .gradient(gradient) }

    init(color: Color) { source = .color(color) }

    public func _resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        .linearGradient(stops: stops(in: environment), start: .top, end: .bottom)
    }

    func stops(in environment: EnvironmentValues) -> [ResolvedStyle.GradientStop] {
        switch source {
        case .gradient(let gradient): return gradient.resolve(environment)
        case .color(let color):
            let base = color.resolve(in: environment)
            return [.init(color: base.standardGradientTop, location: 0), .init(color: base, location: 1)]
        }
    }
}

nonisolated extension Color {
    /// A standard gradient for the color: the colour slightly lightened at the top, fading to
    /// the colour itself at the bottom (iOS 16's subtle system gradient).
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

/// A gradient is a shape style too (iOS 16), drawn top to bottom like `AnyGradient`.
nonisolated extension Gradient: ShapeStyle {
    public func _resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        .linearGradient(stops: resolve(environment), start: .top, end: .bottom)
    }
}

nonisolated extension RGBA {
    /// The top of `Color.gradient`: the colour mixed with 16 % white.
    var standardGradientTop: RGBA {
        let mix = 0.16
        return RGBA(red: red + (1 - red) * mix, green: green + (1 - green) * mix, blue: blue + (1 - blue) * mix, alpha: alpha)
    }
}
