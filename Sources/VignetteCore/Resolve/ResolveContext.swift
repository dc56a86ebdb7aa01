import Foundation
import Synchronization

/// Shared state of one resolution: the text measurer, caches, and the views that read values back
/// from the layout. (What widget modifiers report upwards is recorded on nodes: `WidgetOutputs`.)
nonisolated final class ResolveSession {
    /// The views being evaluated as a path for a warning, `WeatherView > VStack > Image("sun")`:
    /// modifiers, blocks and Vignette's hosts left out, generic arguments dropped; `subject`
    /// (the view's own description) replaces the last type when given.
    func viewPath(ending subject: String) -> String { Self.viewPath(path.types(through: depth), ending: subject) }

    /// The types of the views around the one being evaluated (its own left out), to make a
    /// warning's path later (after layout, `viewPath(around:ending:)`); views with the same
    /// ones share one array.
    var enclosingTypes: [Any.Type] { depth > 1 ? path.sharedTypes(through: depth - 1) : [] }

    /// The path of a view whose enclosing views are `types`, ending with its `subject`.
    static func viewPath(around types: [Any.Type], ending subject: String) -> String {
        let names = types.map { String(String(describing: $0).prefix { $0 != "<" }) }.filter { !hiddenInPaths.contains($0) }
        return (names + [subject]).joined(separator: " > ")
    }

    /// The path of `types` as `viewPath(ending:)` gives it.
    static func viewPath(_ types: [Any.Type], ending subject: String) -> String {
        var names = types.map { type -> String in
            let name = String(describing: type)
            return String(name.prefix { $0 != "<" })
        }
        if !subject.isEmpty, !names.isEmpty { names[names.count - 1] = subject }
        return names.filter { !Self.hiddenInPaths.contains($0) }.joined(separator: " > ")
    }

    private static let hiddenInPaths: Set<String> = [
        "ModifiedContent", "TupleView", "Optional", "AnyView", "Group", "_ConditionalContent", "EmptyView",
        "WidgetHostView", "TodayWidgetView", "TodayPlatter", "PreviewCanvas", "StyleFill",
    ]

    let measurer: any TextMeasuring
    /// Whether any node is laid out right to left (else there is nothing to mirror).
    var containsRightToLeft = false
    /// How many views deep the evaluation is: kept here rather than in each context, so that
    /// handing a context on copies nothing.
    var depth = 0
    /// The types of the views being evaluated, by depth, for warnings' view paths.
    let path = ViewPathBuffer(capacity: ResolveContext.maximumDepth + 2)
    /// How many leaves there are: about the display list's length, reserved up front.
    var leafCount = 0
    /// The facts of recently seen types, without the lock of `TypeFacts.known` (see
    /// `FastPaths/RecentTypeFacts.swift`).
    private let recentTypes = RecentTypeFacts()

    /// What the resolver needs to know about the type of a view or modifier, by its static
    /// type (views are resolved generically, so a view that came as `any View` has been opened
    /// to its own type).
    func facts<T>(of value: T) -> TypeFacts { facts(of: T.self) { value } }

    /// The same, asking for a value only the first time the type is seen.
    func facts<T>(of type: T.Type, value: () -> T) -> TypeFacts {
        if let facts = recentTypes[T.self] { return facts }
        let facts = TypeFacts.of(value(), as: T.self)
        recentTypes[T.self] = facts
        return facts
    }

    /// The style settled for the last environment asked about, and that environment: views
    /// side by side share their environment.
    private var lastStyle: EnvironmentStyle?
    private var lastStyleEnvironment: EnvironmentValues.Identity?

    /// The text attributes and foreground style an environment settles.
    func style(in environment: EnvironmentValues) -> EnvironmentStyle {
        let identity = environment.identity
        if let lastStyle, lastStyleEnvironment == identity { return lastStyle }
        let style = EnvironmentStyle(environment)
        (lastStyle, lastStyleEnvironment) = (style, identity)
        return style
    }

    /// Views that read values back from the layout (preferences), and `@State` to restore.
    let feedback: FeedbackRecorder

    init(measurer: any TextMeasuring, feedback: LayoutFeedback = LayoutFeedback()) {
        self.measurer = measurer
        self.feedback = FeedbackRecorder(store: feedback)
    }
}

/// What a view sees while it is turned into layout nodes: its environment and its container.
@usableFromInline
nonisolated struct ResolveContext {
    var environment: EnvironmentValues
    /// The axis of the stack directly containing the view (Spacer and Divider orient by it).
    var stackAxis: Axis?
    let session: ResolveSession

    /// Deeper hierarchies are cut and reported, not allowed to overflow the stack (layout and
    /// evaluation recurse): about 400 layout nodes, ten times what a widget needs.
    static let maximumDepth = 600

    func with(_ change: (inout EnvironmentValues) -> Void) -> ResolveContext {
        var copy = self
        change(&copy.environment)
        return copy
    }

    func inStack(_ axis: Axis?) -> ResolveContext {
        var copy = self
        copy.stackAxis = axis
        return copy
    }

    /// Evaluates a view into zero or more nodes (a `Group` or `ForEach` yields several).
    func resolve<V: View>(_ view: V) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        resolve(view, into: &nodes)
        return nodes
    }

    /// Evaluates a view later (at placement) as deep as where it was declared, under the views
    /// that were above it then (`path`, root first).
    func resolve<V: View>(_ view: V, atDepth depth: Int, under path: [Any.Type] = []) -> [LayoutNode] {
        let outer = session.depth
        session.depth = depth
        for (index, type) in path.enumerated() { session.path.set(type, at: index + 1) }
        defer { session.depth = outer }
        return resolve(view)
    }

    /// Evaluates a view and appends its nodes to `nodes`.
    /// Generic, so that a view passed as `any View` is opened rather than a concrete view boxed.
    func resolve<V: View>(_ view: V, into nodes: inout [LayoutNode]) {
        session.depth += 1
        session.path.set(V.self, at: session.depth)
        defer { session.depth -= 1 }
        guard session.depth <= Self.maximumDepth else {
            warn("too-deep", "the view hierarchy is more than \(Self.maximumDepth) views deep; flatten it: views deeper than that are not drawn")
            return
        }
        let facts = session.facts(of: view)
        if let primitive = facts.primitiveView { return primitive.makeNodes(of: view, self, into: &nodes) }
        if facts.hasEnvironmentProperties { EnvironmentValues.inject(environment, into: view) }
        if facts.hasStateProperties { session.feedback.restoreState(of: view, in: session) }
        // A shape's body only wraps the shape: it reads no environment, so the task-local
        // binding (an allocation per view) is skipped.
        if facts.isShape { return resolve(onRenderThread(view) { $0.body }, into: &nodes) }
        // A view of the author's module uses that module's resources (DeclaringModule.swift).
        if let module = facts.declaringModule, let inner = entering(module) { return inner.resolveBody(of: view, into: &nodes) }
        resolveBody(of: view, into: &nodes)
    }

    private func resolveBody<V: View>(of view: V, into nodes: inout [LayoutNode]) {
        let body = EnvironmentValues.$current.withValue(environment) { onRenderThread(view) { $0.body } }
        resolve(body, into: &nodes)
    }

    /// Evaluates a container's content into its children, using the end of `nodes` as scratch
    /// space: the children end up in one array of their exact size.
    func children<V: View>(of content: V, scratch nodes: inout [LayoutNode]) -> [LayoutNode] {
        let start = nodes.count
        resolve(content, into: &nodes)
        let children = Array(nodes[start...])
        nodes.removeSubrange(start...)
        return children
    }

    /// Builds a container node around one child, forwarding the child's traits (priority,
    /// layout values), as modifiers in SwiftUI keep the traits of the view they modify.
    func wrap<L: Layout>(_ child: LayoutNode, in layout: L, name: NodeName, extra: [LayoutNode] = []) -> LayoutNode {
        let children = extra.isEmpty ? [child] : [child] + extra
        let node = ContainerNode(layout, children: children, name: name)
        node.traits = child.traits
        setLayoutDirection(of: node)
        return node
    }

    /// Applies a single-child modifier to every node the content produces.
    func modify<Content: View>(_ content: Content, into nodes: inout [LayoutNode],
                               _ transform: (LayoutNode, ResolveContext) -> LayoutNode) {
        let start = nodes.count
        resolve(content, into: &nodes)
        for i in start..<nodes.count { nodes[i] = transform(nodes[i], self) }
    }

    func leaf<Leaf: LeafLayout>(_ layout: consuming Leaf, name: NodeName) -> LayoutNode {
        let node = LeafNode(layout, name: name)
        session.leafCount += 1
        setLayoutDirection(of: node)
        return node
    }

    private func setLayoutDirection(of node: LayoutNode) {
        let direction = environment.layoutDirection
        node.layoutDirection = direction
        if direction == .rightToLeft { session.containsRightToLeft = true }
    }

    func container<L: Layout>(_ layout: L, children: [LayoutNode], name: NodeName) -> LayoutNode {
        let node = ContainerNode(layout, children: children, name: name)
        setLayoutDirection(of: node)
        return node
    }
}

/// What the resolver needs to know about a view or modifier type, found once per type:
/// whether it is primitive, and whether it has `@Environment` properties to fill before its
/// `body` runs. (A dynamic cast and a `Mirror` per view cost more than resolving it.)
nonisolated struct TypeFacts: Sendable {
    let primitiveView: (any PrimitiveView.Type)?
    let primitiveModifier: (any PrimitiveModifier.Type)?
    let hasEnvironmentProperties: Bool
    let hasStateProperties: Bool
    let isShape: Bool
    /// The author's module that declares the type (DeclaringModule.swift); nil for Vignette's.
    let declaringModule: ModuleID?

    private static let known = Mutex<[ObjectIdentifier: TypeFacts]>([:])

    static func of<T>(_ value: T, as type: T.Type) -> TypeFacts {
        let id = ObjectIdentifier(type)
        if let facts = known.withLock({ $0[id] }) { return facts }
        let facts = TypeFacts(primitiveView: type as? any PrimitiveView.Type,
                              primitiveModifier: type as? any PrimitiveModifier.Type,
                              hasEnvironmentProperties: EnvironmentValues.hasInjectableProperties(value),
                              hasStateProperties: containsStateProperties(value),
                              isShape: type is any Shape.Type,
                              declaringModule: VignetteCore.declaringModule(of: type))
        known.withLock { $0[id] = facts }
        return facts
    }
}
