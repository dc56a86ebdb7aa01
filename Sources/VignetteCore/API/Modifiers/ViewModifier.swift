import Foundation

/// A modifier that you apply to a view or another view modifier, as SwiftUI's `ViewModifier`.
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The content view a `ViewModifier`'s `body(content:)` receives.
public nonisolated struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let content: any View
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) { context.resolve(content, into: &nodes) }
}

/// Modifiers that Vignette applies directly to the nodes of their content.
nonisolated protocol PrimitiveModifier: ViewModifier, SendableMetatype where Body == Never {
    func apply<Content: View>(to content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode])
}

nonisolated extension PrimitiveModifier {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// A value with a modifier applied to it.
public nonisolated struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

nonisolated extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError("ModifiedContent is a primitive view") }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let facts = context.session.facts(of: modifier)
        if let primitive = facts.primitiveModifier {
            return primitive.apply(modifier, to: content, context, into: &nodes)
        }
        if facts.hasEnvironmentProperties { EnvironmentValues.inject(context.environment, into: modifier) }
        if facts.hasStateProperties { context.session.feedback.restoreState(of: modifier, in: context.session) }
        let context = facts.declaringModule.flatMap(context.entering) ?? context   // DeclaringModule.swift
        let body = EnvironmentValues.$current.withValue(context.environment) {
            onRenderThread((modifier, _ViewModifier_Content<Modifier>(content: content))) { $0.0.body(content: $0.1) }
        }
        context.resolve(body, into: &nodes)
    }
}

nonisolated extension View {
    /// Applies a modifier to a view and returns a new view.
    public func modifier<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A primitive modifier built from a closure over the content's nodes (effects, traits,
/// annotations; the built-in layouts use `LayoutModifier`, which allocates nothing).
nonisolated struct NodeModifier: PrimitiveModifier {
    let transform: (LayoutNode, ResolveContext) -> LayoutNode
    func apply<Content: View>(to content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        context.modify(content, into: &nodes, transform)
    }
}

/// A primitive modifier that changes the environment of its content.
nonisolated struct EnvironmentModifier: PrimitiveModifier {
    let change: (inout EnvironmentValues) -> Void
    func apply<Content: View>(to content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        context.with(change).resolve(content, into: &nodes)
    }
}
