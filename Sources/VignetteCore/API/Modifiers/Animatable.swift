import Foundation

// Animation data: a still image is drawn at rest, so nothing here interpolates. These exist so
// that shapes and modifiers declaring `animatableData` compile as with SwiftUI, and the view is
// drawn with the values it holds.

/// A type that can serve as the animatable data of an animatable type.
///
/// Unlike SwiftUI's, it does not refine `AdditiveArithmetic`: the `+` and `-` that
/// `AnimatablePair` and `EmptyAnimatableData` would then declare join every arithmetic
/// expression's overload set, and a test's `#expect(widths == [393 - 16 - 38 - 16])` no longer
/// type-checked in the compiler's time limit. A still render never adds animation data.
public protocol VectorArithmetic: Equatable {
    /// Multiplies each component of this value by the given value.
    mutating func scale(by rhs: Double)
    /// Returns the dot-product of this vector arithmetic instance with itself.
    var magnitudeSquared: Double { get }
}

nonisolated extension VectorArithmetic {
    /// Returns a value with each component of this value multiplied by the given value.
    public func scaled(by rhs: Double) -> Self { var v = self; v.scale(by: rhs); return v }
}

nonisolated extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

nonisolated extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

nonisolated extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

/// An empty type for animatable data.
public nonisolated struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// A pair of animatable values, which is itself animatable.
public nonisolated struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

nonisolated extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// A type that describes how to animate a property of a view. A still render draws the value
/// the view holds (at rest); nothing reads `animatableData` back.
@MainActor @preconcurrency public protocol Animatable {
    /// The type defining the data to animate.
    associatedtype AnimatableData: VectorArithmetic
    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

nonisolated extension Animatable where AnimatableData == EmptyAnimatableData {
    /// The data to animate: none.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

nonisolated extension Animatable where Self: VectorArithmetic {
    /// The data to animate: the value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

nonisolated extension Angle: Animatable {}

/// A modifier that can create another modifier with animation (deprecated in SwiftUI for
/// `Animatable` on a `ViewModifier`). Drawn at rest: `body(content:)` with the values it holds.
public protocol AnimatableModifier: Animatable, ViewModifier {}
