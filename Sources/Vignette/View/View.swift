import Foundation

/// A type that represents part of a widget's user interface, as SwiftUI's `View`.
///
/// Refines `SendableMetatype` so that view types (including opaque `some View`) can be named
/// in the `@Sendable` closures that build widgets on worker threads.
public protocol View: SendableMetatype {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behavior of the view.
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// Views that Vignette turns into layout nodes directly instead of evaluating a `body`.
protocol PrimitiveView: View where Body == Never {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode]
}

extension PrimitiveView {
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A view that doesn't contain any content.
public struct EmptyView: View, PrimitiveView {
    public init() {}
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { [] }
}

/// A type-erased view.
public struct AnyView: View, PrimitiveView {
    let view: any View
    public init<V: View>(_ view: V) { self.view = view }
    public init<V: View>(erasing view: V) { self.view = view }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { context.resolve(view) }
}

/// A type that collects multiple instances of a content type into a single unit.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { context.resolve(content) }
}

/// A view created from a swift tuple of view values.
public struct TupleView<T>: View, PrimitiveView {
    public var value: T
    /// How to reach the views in `value`: a type, not an array of the views, so that building
    /// and copying a block allocates nothing more than the tuple.
    @usableFromInline let elements: any TupleElements.Type

    public init(_ value: T) {
        self.value = value
        self.elements = MirroredElements.self
    }

    @usableFromInline
    init(value: T, elements: any TupleElements.Type) {
        self.value = value
        self.elements = elements
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] { elements.makeNodes(of: value, context) }
}

/// Resolves the elements of a tuple of views whose element types it knows.
@usableFromInline
protocol TupleElements {
    static func makeNodes<T>(of tuple: T, _ context: ResolveContext) -> [LayoutNode]
}

/// The elements of a `(C0, C1)`.
@usableFromInline
enum TupleElements2<C0: View, C1: View>: TupleElements {
    @usableFromInline
    static func makeNodes<T>(of tuple: T, _ context: ResolveContext) -> [LayoutNode] {
        let (c0, c1) = unsafeBitCast(tuple, to: (C0, C1).self)
        var nodes = context.resolve(c0)
        nodes += context.resolve(c1)
        return nodes
    }
}

/// The elements of a `(C0, C1, C2)`.
@usableFromInline
enum TupleElements3<C0: View, C1: View, C2: View>: TupleElements {
    @usableFromInline
    static func makeNodes<T>(of tuple: T, _ context: ResolveContext) -> [LayoutNode] {
        let (c0, c1, c2) = unsafeBitCast(tuple, to: (C0, C1, C2).self)
        var nodes = context.resolve(c0)
        nodes += context.resolve(c1)
        nodes += context.resolve(c2)
        return nodes
    }
}

/// The elements of a `(repeat each Content)`.
@usableFromInline
struct PackElements<each Content: View>: TupleElements {
    @usableFromInline
    static func makeNodes<T>(of tuple: T, _ context: ResolveContext) -> [LayoutNode] {
        let views = unsafeBitCast(tuple, to: (repeat each Content).self)
        var nodes: [LayoutNode] = []
        for view in repeat each views { nodes += context.resolve(view) }
        return nodes
    }
}

/// The elements of a tuple given to `TupleView.init(_:)`, found by reflection.
enum MirroredElements: TupleElements {
    static func makeNodes<T>(of tuple: T, _ context: ResolveContext) -> [LayoutNode] {
        Mirror(reflecting: tuple).children.flatMap { child -> [LayoutNode] in
            guard let view = child.value as? any View else { return [] }
            return context.resolve(view)
        }
    }
}

/// A view that holds one of two possible views (built by `if`/`else` and `switch`).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        switch storage {
        case .trueContent(let v): context.resolve(v)
        case .falseContent(let v): context.resolve(v)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional is a primitive view") }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        switch self {
        case .some(let v): context.resolve(v)
        case .none: []
        }
    }
}
