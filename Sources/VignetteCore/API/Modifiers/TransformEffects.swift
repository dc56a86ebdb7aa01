import Foundation

// Geometry effects: they change how the view is drawn, never its frame in the layout.

nonisolated extension View {
    /// Rotates this view's rendered output around the specified point.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        transformed(anchor: anchor, CGAffineTransform(rotationAngle: angle.radians))
    }

    /// Scales this view's rendered output by the given vertical and horizontal size amounts,
    /// relative to an anchor point.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        transformed(anchor: anchor, CGAffineTransform(scaleX: scale.width, y: scale.height))
    }

    /// Scales this view's rendered output by the given amount in both the horizontal and
    /// vertical directions, relative to an anchor point.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales this view's rendered output by the given horizontal and vertical amounts,
    /// relative to an anchor point.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Applies an affine transformation to this view's rendered output (about its top-leading
    /// corner, as SwiftUI's).
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        transformed(anchor: .topLeading, transform)
    }

    /// Rotates the view's rendered output in three dimensions around the given axis of rotation.
    ///
    /// Drawn as its orthographic projection on the screen (the perspective is left out): a
    /// half-turn card flip shows the view mirrored, a quarter turn about a vertical axis shows
    /// it edge-on, so not at all.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        transformed(anchor: anchor, Self.projectedRotation(angle, axis: axis))
    }

    private func transformed(anchor: UnitPoint, _ transform: CGAffineTransform) -> some View {
        effect(.transform { frame in .about(anchor, in: frame, transform) })
    }

    /// The x–y part of the 3D rotation about `axis` (Rodrigues' formula).
    static func projectedRotation(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat)) -> CGAffineTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite else { return .identity }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let (s, c) = (sin(angle.radians), cos(angle.radians))
        let t = 1 - c
        // Rotation matrix rows r0 = (t·x·x + c, t·x·y − s·z, …), r1 = (t·x·y + s·z, t·y·y + c, …).
        return CGAffineTransform(a: t * x * x + c, b: t * x * y + s * z, c: t * x * y - s * z, d: t * y * y + c, tx: 0, ty: 0)
    }
}
