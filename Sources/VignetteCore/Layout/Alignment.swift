import Foundation

/// A type that you use to create custom alignment guides.
public protocol AlignmentID {
    /// The value of the corresponding guide in the given context when not otherwise set.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// How a guide merges the explicit values of several children (SwiftUI's `_combineExplicit`).
nonisolated enum AlignmentCombination {
    /// Frame guides (leading, center, top…) ignore children's explicit values.
    case none
    /// The first text baseline is the top-most child's.
    case minimum
    /// The last text baseline is the bottom-most child's.
    case maximum
    /// Custom guides average the children's explicit values.
    case average
}

/// Where a built-in frame guide sits along its axis.
nonisolated enum FramePosition {
    case start, middle, end

    /// The guide's offset along a length: 0, half of it, or all of it.
    func offset(in length: CGFloat) -> CGFloat {
        switch self {
        case .start: 0
        case .middle: length / 2
        case .end: length
        }
    }
}

/// An identity for an alignment guide, shared by the horizontal and vertical kinds.
nonisolated struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    let combination: AlignmentCombination
    let axis: Axis
    /// Set for the built-in frame guides (leading, center, top…), whose default values are
    /// then found without a call through the guide's type (stacks ask for one per child).
    var framePosition: FramePosition?

    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { ObjectIdentifier(a.id) == ObjectIdentifier(b.id) && a.axis == b.axis }
    func hash(into h: inout Hasher) {
        h.combine(ObjectIdentifier(id))
        h.combine(axis)
    }

    func defaultValue(in d: ViewDimensions) -> CGFloat { id.defaultValue(in: d) }

    /// The default value for a view of this size.
    func defaultValue(for size: CGSize) -> CGFloat {
        let length = axis == .horizontal ? size.width : size.height
        if let framePosition { return framePosition.offset(in: length) }
        return id.defaultValue(in: ViewDimensions(size: size))
    }

    func combine(_ values: [CGFloat]) -> CGFloat? {
        guard !values.isEmpty else { return nil }
        switch combination {
        case .none: return nil
        case .minimum: return values.min()
        case .maximum: return values.max()
        case .average: return values.reduce(0, +) / CGFloat(values.count)
        }
    }
}

/// An alignment position along the horizontal axis.
public nonisolated struct HorizontalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, combination: .average, axis: .horizontal) }
    init(_ id: any AlignmentID.Type, combination: AlignmentCombination, frame: FramePosition? = nil) {
        key = AlignmentKey(id: id, combination: combination, axis: .horizontal, framePosition: frame)
    }

    private nonisolated enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private nonisolated enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    private nonisolated enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
    private nonisolated enum ListRowSeparatorLeading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }

    public static let leading = HorizontalAlignment(Leading.self, combination: .none, frame: .start)
    public static let center = HorizontalAlignment(Center.self, combination: .none, frame: .middle)
    public static let trailing = HorizontalAlignment(Trailing.self, combination: .none, frame: .end)
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeading.self, combination: .none, frame: .start)
}

/// An alignment position along the vertical axis.
public nonisolated struct VerticalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, combination: .average, axis: .vertical) }
    init(_ id: any AlignmentID.Type, combination: AlignmentCombination, frame: FramePosition? = nil) {
        key = AlignmentKey(id: id, combination: combination, axis: .vertical, framePosition: frame)
    }

    private nonisolated enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private nonisolated enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    private nonisolated enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    // Views without text report their bottom edge as both baselines.
    private nonisolated enum FirstTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    private nonisolated enum LastTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

    public static let top = VerticalAlignment(Top.self, combination: .none, frame: .start)
    public static let center = VerticalAlignment(Center.self, combination: .none, frame: .middle)
    public static let bottom = VerticalAlignment(Bottom.self, combination: .none, frame: .end)
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self, combination: .minimum)
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self, combination: .maximum)
}

/// An alignment in both axes.
public nonisolated struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// A view's size and alignment guides in its own coordinate space.
public nonisolated struct ViewDimensions: Equatable {
    public let width: CGFloat
    public let height: CGFloat
    let explicitGuide: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicitGuide: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        width = size.width
        height = size.height
        self.explicitGuide = explicitGuide
    }

    var size: CGSize { CGSize(width: width, height: height) }

    public subscript(guide: HorizontalAlignment) -> CGFloat { self[explicit: guide] ?? guide.key.defaultValue(in: self) }
    public subscript(guide: VerticalAlignment) -> CGFloat { self[explicit: guide] ?? guide.key.defaultValue(in: self) }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitGuide(guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitGuide(guide.key) }

    subscript(key: AlignmentKey) -> CGFloat { explicitGuide(key) ?? key.defaultValue(in: self) }

    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool { a.width == b.width && a.height == b.height }
}
