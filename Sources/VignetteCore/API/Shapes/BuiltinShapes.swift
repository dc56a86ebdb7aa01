import Foundation

/// A rectangular shape aligned inside the frame of the view containing it.
public nonisolated struct Rectangle: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Rectangle { var s = self; s.insetAmount += amount; return s }
}

/// A rectangular shape with rounded corners, continuous by default as in SwiftUI.
public nonisolated struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let size = CGSize(width: max(cornerSize.width - insetAmount, 0), height: max(cornerSize.height - insetAmount, 0))
        return Path(roundedRect: r, cornerSize: size, style: style)
    }

    public func inset(by amount: CGFloat) -> RoundedRectangle { var s = self; s.insetAmount += amount; return s }
}

/// A capsule shape: a rounded rectangle whose corner radius is half its shorter side.
public nonisolated struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(style: RoundedCornerStyle = .circular) { self.style = style }

    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radius = min(r.width, r.height) / 2
        return Path(roundedRect: r, cornerRadius: radius, style: .circular)
    }

    public func inset(by amount: CGFloat) -> Capsule { var s = self; s.insetAmount += amount; return s }
}

/// A circle centered on the frame of the view containing it.
public nonisolated struct Circle: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height) - 2 * insetAmount
        guard d > 0 else { return Path() }
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }

    /// A circle takes the largest square that fits the proposal (10×10 ideal).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let s = proposal.replacingUnspecifiedDimensions()
        let side = min(s.width, s.height)
        return CGSize(width: side, height: side)
    }

    public func inset(by amount: CGFloat) -> Circle { var s = self; s.insetAmount += amount; return s }
}

/// An ellipse aligned inside the frame of the view containing it.
public nonisolated struct Ellipse: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Ellipse { var s = self; s.insetAmount += amount; return s }
}

/// A shape that is replaced by an inset version of the current container shape.
///
/// Inside a widget the container shape is the widget's outline; the inset shape keeps the
/// same corner centre, so its radius is the outer radius minus the inset, never negative.
public nonisolated struct ContainerRelativeShape: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}

    /// Without a container (outside the renderer) this is a rectangle.
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }

    func path(in rect: CGRect, container: ContainerShapeContext?) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        guard let container else { return Path(r) }
        let c = container.frame
        let inset = max(0, min(r.minX - c.minX, r.minY - c.minY, c.maxX - r.maxX, c.maxY - r.maxY))
        // The container's shape inset by that much, in this rectangle grown by it (§1.18).
        if let custom = container.custom { return custom.insetPath(inset, r.insetBy(dx: -inset, dy: -inset)) }
        let radius = max(container.cornerRadius - inset, 0)
        return Path(roundedRect: r, cornerRadius: radius, style: container.style)
    }

    public func inset(by amount: CGFloat) -> ContainerRelativeShape { var s = self; s.insetAmount += amount; return s }
}

/// The nearest container shape, in absolute coordinates, as `ContainerRelativeShape` sees it.
nonisolated struct ContainerShapeContext {
    var frame: CGRect
    var cornerRadius: CGFloat
    var style: RoundedCornerStyle
    /// A container shape other than a plain rounded rectangle. Not counted: the node's effect
    /// holds it while the display list is built, and the context stays a plain value, which
    /// every node's drawing copies (a counted reference here cost half the display list's time).
    unowned(unsafe) var custom: CustomContainerShape? = nil
}

/// A container shape by its inset paths: the shape inset by an amount, its path for a rectangle
/// (absolute), made as any shape's path is (ShapePlacement.swift).
nonisolated final class CustomContainerShape {
    let insetPath: (CGFloat, CGRect) -> Path
    init(insetPath: @escaping (CGFloat, CGRect) -> Path) { self.insetPath = insetPath }
}
