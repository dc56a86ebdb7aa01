import Foundation

/// A shape used to draw a button's border: the platter of `.bordered` and
/// `.borderedProminent` buttons (`buttonBorderShape(_:)`).
public nonisolated struct ButtonBorderShape: InsettableShape, Equatable {
    nonisolated enum Kind: Equatable, Sendable {
        case automatic, capsule, circle
        /// A rounded rectangle; nil radius: the system's.
        case roundedRectangle(CGFloat?)
    }

    let kind: Kind
    var insetAmount: CGFloat = 0

    /// A shape that defers to the system to determine an appropriate shape for the given
    /// context and platform: a capsule, as iOS 17 draws bordered buttons.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule shape.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circular shape.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle shape.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))

    /// A rounded rectangle shape.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(radius)) }

    /// The system's corner radius for `.roundedRectangle`. Apple does not document it; 6 pt is
    /// Vignette's estimate for the regular control size, not a measured value.
    static let systemCornerRadius: CGFloat = 6

    /// The shape this one is drawn as.
    var resolved: AnyShape {
        switch kind {
        case .automatic, .capsule: AnyShape(Capsule().inset(by: insetAmount))
        case .circle: AnyShape(Circle().inset(by: insetAmount))
        case .roundedRectangle(let radius):
            AnyShape(RoundedRectangle(cornerRadius: radius ?? Self.systemCornerRadius, style: .continuous).inset(by: insetAmount))
        }
    }

    public func path(in rect: CGRect) -> Path { resolved.path(in: rect) }
    public func inset(by amount: CGFloat) -> ButtonBorderShape { var s = self; s.insetAmount += amount; return s }

    public static func == (a: ButtonBorderShape, b: ButtonBorderShape) -> Bool { a.kind == b.kind && a.insetAmount == b.insetAmount }
}

private nonisolated struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

nonisolated extension EnvironmentValues {
    /// The border shape of bordered buttons in this environment.
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the border shape for buttons in this view: the platter of `.bordered` and
    /// `.borderedProminent` buttons is drawn in it.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { environment(\.buttonBorderShape, shape) }
}
