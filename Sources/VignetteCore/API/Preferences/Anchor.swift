import Foundation

/// An opaque value derived from an anchor source and a particular view, as SwiftUI's
/// `Anchor`: convert it to a value in the coordinate space of a target view with
/// `GeometryProxy`'s subscript.
///
/// It holds the value in the widget's coordinates (frames after the layout pass that made it).
public nonisolated struct Anchor<Value> {
    let globalValue: Value

    init(_ source: Source, in frame: CGRect) {
        globalValue = source.storage.resolve(in: frame) as! Value
    }

    /// A type-erased geometry value that produces an anchored value of a given type.
    public nonisolated struct Source {
        let storage: AnchorSourceStorage
        init(_ storage: AnchorSourceStorage) { self.storage = storage }
    }
}

nonisolated extension Anchor {
    /// For Vignette's Charts module (`ChartProxy`): an anchor of a value already in the widget's
    /// coordinates, and that value (SwiftUI keeps both out of reach of authors).
    package init(resolved value: Value) { globalValue = value }
    package var resolvedValue: Value { globalValue }
}

nonisolated extension Anchor: Sendable where Value: Sendable {}
nonisolated extension Anchor.Source: Sendable {}

nonisolated extension Anchor: Equatable where Value: Equatable {
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.globalValue == rhs.globalValue }
}

nonisolated extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(globalValue) }
}

nonisolated extension Anchor.Source where Value == CGRect {
    /// The bounds of the view.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(.bounds) }
    /// A rectangle in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source(.rect(r)) }
}

nonisolated extension Anchor.Source where Value == CGPoint {
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(.point(p)) }
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source(.unitPoint(p)) }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

nonisolated extension Anchor.Source {
    /// The anchors of an array of sources.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init(.array(array.map(\.storage)))
    }

    /// The anchor of a source, if there is one.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init(.optional(anchor?.storage))
    }
}

nonisolated extension GeometryProxy {
    /// Resolves the value of an anchor to the container view: in its coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T {
        let origin = frame(in: .global).origin
        return AnchorSourceStorage.shift(anchor.globalValue, by: CGPoint(x: -origin.x, y: -origin.y)) as! T
    }
}

/// What an anchor source describes, resolved against a view's frame.
nonisolated indirect enum AnchorSourceStorage: Sendable {
    case bounds
    case rect(CGRect)
    case point(CGPoint)
    case unitPoint(UnitPoint)
    case array([AnchorSourceStorage])
    case optional(AnchorSourceStorage?)

    /// The value in the widget's coordinates for a view whose frame is `frame` there.
    func resolve(in frame: CGRect) -> Any {
        switch self {
        case .bounds: frame
        case .rect(let r): r.offsetBy(dx: frame.minX, dy: frame.minY)
        case .point(let p): CGPoint(x: frame.minX + p.x, y: frame.minY + p.y)
        case .unitPoint(let u): CGPoint(x: frame.minX + u.x * frame.width, y: frame.minY + u.y * frame.height)
        case .array(let sources): sources.map { $0.resolve(in: frame) }
        case .optional(let source): source.map { $0.resolve(in: frame) } as Any
        }
    }

    /// A resolved value moved by `offset` (rects, points, and arrays and optionals of them).
    static func shift(_ value: Any, by offset: CGPoint) -> Any {
        switch value {
        case let r as CGRect: return r.offsetBy(dx: offset.x, dy: offset.y)
        case let p as CGPoint: return CGPoint(x: p.x + offset.x, y: p.y + offset.y)
        case let rects as [CGRect]: return rects.map { $0.offsetBy(dx: offset.x, dy: offset.y) }
        case let points as [CGPoint]: return points.map { CGPoint(x: $0.x + offset.x, y: $0.y + offset.y) }
        case let rects as [CGRect?]: return rects.map { $0.map { $0.offsetBy(dx: offset.x, dy: offset.y) } }
        case let points as [CGPoint?]: return points.map { $0.map { CGPoint(x: $0.x + offset.x, y: $0.y + offset.y) } }
        case let rect as CGRect?: return rect.map { $0.offsetBy(dx: offset.x, dy: offset.y) } as Any
        case let point as CGPoint?: return point.map { CGPoint(x: $0.x + offset.x, y: $0.y + offset.y) } as Any
        default: return value
        }
    }
}
