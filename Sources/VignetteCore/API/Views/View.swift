@_exported import Foundation

/// A type that represents part of a widget's user interface, as SwiftUI's `View`.
///
/// Refines `SendableMetatype` so that view types (including opaque `some View`) can be named
/// in the `@Sendable` closures that build widgets on worker threads.
@MainActor @preconcurrency public protocol View: SendableMetatype {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behavior of the view.
    @ViewBuilder var body: Self.Body { get }
}

nonisolated extension Never: View {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError("Never has no body") }
}

/// Views that Vignette turns into layout nodes directly instead of evaluating a `body`.
nonisolated protocol PrimitiveView: View where Body == Never {
    /// Appends the view's nodes to `nodes`: one array is passed down the whole evaluation, so
    /// that a view's nodes are not collected in an array of their own at every level.
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode])
}

nonisolated extension PrimitiveView {
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A view that doesn't contain any content.
public nonisolated struct EmptyView: View, PrimitiveView {
    public init() {}
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {}
}

/// A type-erased view.
public nonisolated struct AnyView: View, PrimitiveView {
    let view: any View
    public init<V: View>(_ view: V) { self.view = view }
    public init<V: View>(erasing view: V) { self.view = view }
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) { context.resolve(view, into: &nodes) }
}

/// A type that collects multiple instances of a content type into a single unit.
public nonisolated struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) { context.resolve(content, into: &nodes) }
}

/// A view created from a swift tuple of view values.
public nonisolated struct TupleView<T>: View, PrimitiveView {
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

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) { elements.makeNodes(of: value, context, into: &nodes) }
}

/// Resolves the elements of a tuple of views whose element types it knows.
@usableFromInline
nonisolated protocol TupleElements {
    static func makeNodes<T>(of tuple: T, _ context: ResolveContext, into nodes: inout [LayoutNode])
}

// The builder made the tuple, so `T` is known to be the elements' tuple type: the casts
// below always succeed.

/// The elements of a `(C0, C1)`.
@usableFromInline
nonisolated enum TupleElements2<C0: View, C1: View>: TupleElements {
    @usableFromInline
    static func makeNodes<T>(of tuple: T, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let views = tuple as! (C0, C1)
        context.resolve(views.0, into: &nodes)
        context.resolve(views.1, into: &nodes)
    }
}

/// The elements of a `(C0, C1, C2)`.
@usableFromInline
nonisolated enum TupleElements3<C0: View, C1: View, C2: View>: TupleElements {
    @usableFromInline
    static func makeNodes<T>(of tuple: T, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let views = tuple as! (C0, C1, C2)
        context.resolve(views.0, into: &nodes)
        context.resolve(views.1, into: &nodes)
        context.resolve(views.2, into: &nodes)
    }
}

/// The elements of a `(repeat each Content)`.
@usableFromInline
nonisolated struct PackElements<each Content: View>: TupleElements {
    @usableFromInline
    static func makeNodes<T>(of tuple: T, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let views = tuple as! (repeat each Content)
        for view in repeat each views { context.resolve(view, into: &nodes) }
    }
}

/// The elements of a tuple given to `TupleView.init(_:)`, found by reflection.
nonisolated enum MirroredElements: TupleElements {
    static func makeNodes<T>(of tuple: T, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        for child in Mirror(reflecting: tuple).children {
            if let view = child.value as? any View { context.resolve(view, into: &nodes) }
        }
    }
}

/// A view that holds one of two possible views (built by `if`/`else` and `switch`).
public nonisolated struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    @usableFromInline
    nonisolated enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    @usableFromInline
    init(storage: Storage) { self.storage = storage }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        switch storage {
        case .trueContent(let v): context.resolve(v, into: &nodes)
        case .falseContent(let v): context.resolve(v, into: &nodes)
        }
    }
}

nonisolated extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional is a primitive view") }
}

nonisolated extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        if case .some(let v) = self { context.resolve(v, into: &nodes) }
    }
}
