import Foundation

// SwiftUI's static members for the built-in shapes (iOS 17), so that a shape can be written
// where a `Shape` is expected: `.clipShape(.circle)`, `.background(.blue, in: .rect(cornerRadius: 8))`.

nonisolated extension Shape where Self == Rectangle {
    /// A rectangular shape aligned inside the frame of the view containing it.
    public static var rect: Rectangle { Rectangle() }
}

nonisolated extension Shape where Self == RoundedRectangle {
    /// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

nonisolated extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangular shape with rounded corners with different values, aligned inside the frame
    /// of the view containing it.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> Self {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangular shape with rounded corners with different values, aligned inside the frame
    /// of the view containing it.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> Self {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

nonisolated extension Shape where Self == Capsule {
    /// A capsule shape, with circular ends.
    public static var capsule: Capsule { Capsule() }

    /// A capsule shape with the given corner style.
    public static func capsule(style: RoundedCornerStyle) -> Self { Capsule(style: style) }
}

nonisolated extension Shape where Self == Circle {
    /// A circle centered on the frame of the view containing it.
    public static var circle: Circle { Circle() }
}

nonisolated extension Shape where Self == Ellipse {
    /// An ellipse aligned inside the frame of the view containing it.
    public static var ellipse: Ellipse { Ellipse() }
}

nonisolated extension Shape where Self == ContainerRelativeShape {
    /// A shape that is replaced by an inset version of the current container shape.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

nonisolated extension Shape where Self == ButtonBorderShape {
    /// The shape bordered buttons are drawn on. SwiftUI resolves it from the environment
    /// (`buttonBorderShape(_:)`); a shape has no environment here, so this is the automatic
    /// shape, a capsule, as Vignette's bordered buttons draw.
    public static var buttonBorder: ButtonBorderShape { .automatic }
}
