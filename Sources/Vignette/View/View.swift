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
    let children: [any View]

    public init(_ value: T) {
        self.value = value
        self.children = []
    }

    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        nodes.reserveCapacity(children.count)
        for child in children { nodes += context.resolve(child) }
        return nodes
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
