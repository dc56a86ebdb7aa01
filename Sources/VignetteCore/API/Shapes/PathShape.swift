import Foundation

/// A path is a shape that is itself in any frame, as in SwiftUI: `Path { … }.stroke(style:)`.
nonisolated extension Path: Shape {
    /// The path itself, wherever it is drawn (its points are in the view's coordinates).
    public func path(in rect: CGRect) -> Path { self }
}
