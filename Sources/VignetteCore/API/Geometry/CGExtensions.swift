import Foundation

nonisolated extension CGFloat {
    /// Replaces NaN and negative values by zero; SwiftUI clamps such sizes with a runtime warning.
    var clampedNonNegative: CGFloat { (isNaN || self < 0) ? 0 : self }
}

nonisolated extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(major: CGFloat, minor: CGFloat, axis: Axis) {
        self = axis == .horizontal ? CGSize(width: major, height: minor) : CGSize(width: minor, height: major)
    }
}

nonisolated extension CGPoint {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

nonisolated extension Axis {
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
