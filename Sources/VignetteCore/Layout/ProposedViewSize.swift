import Foundation

/// A proposal for the size of a view. `nil` in a dimension asks for the view's ideal size.
public nonisolated struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// A size proposal that contains zero in both dimensions: the view responds with its minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// A size proposal that contains infinity in both dimensions: the view responds with its maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// The proposed size with both dimensions left unspecified: the view responds with its ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// Creates a new size by replacing unspecified dimensions (default 10×10, as SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(major: CGFloat?, minor: CGFloat?, axis: Axis) {
        self = axis == .horizontal ? .init(width: major, height: minor) : .init(width: minor, height: major)
    }

    /// NaN and negative proposals become zero (SwiftUI logs and clamps them).
    var sanitized: ProposedViewSize {
        // `!(v >= 0)` holds for NaN and negative lengths: most proposals pass untouched.
        var p = self
        if let w = width, !(w >= 0) { p.width = 0 }
        if let h = height, !(h >= 0) { p.height = 0 }
        return p
    }

    func inset(by e: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: width.map { max($0 - e.horizontal, 0) },
            height: height.map { max($0 - e.vertical, 0) })
    }
}

nonisolated extension ProposedViewSize: CustomStringConvertible {
    public var description: String {
        func f(_ v: CGFloat?) -> String { v.map { formatNumber($0) } ?? "nil" }
        return "\(f(width))×\(f(height))"
    }
}

/// Formats a number compactly for dumps: integers without a fraction, others with up to 3 decimals.
func formatNumber(_ v: CGFloat) -> String {
    if v.isInfinite { return v > 0 ? "∞" : "-∞" }
    if v.isNaN { return "nan" }
    let r = (v * 1000).rounded() / 1000
    if r == r.rounded() { return String(Int(r)) }
    var s = String(format: "%.3f", Double(r))
    while s.hasSuffix("0") { s.removeLast() }
    return s
}
