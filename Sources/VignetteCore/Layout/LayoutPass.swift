import Foundation

/// The result of evaluating and laying out a view for a proposal.
public nonisolated struct LayoutResult {
    /// The size the view chose for the proposal.
    public let size: CGSize
    /// The laid-out tree as data (built on first use).
    public var tree: LayoutTree { LayoutTree(root, scale: displayScale) }
    let root: LayoutNode
    /// The scale frames were snapped to (the image may be rasterized at another, on iPad).
    let displayScale: CGFloat
    /// The drawing instructions for an image of `size` at the environment's scale.
    public let displayList: DisplayList
    /// What went wrong but was drawn around (SwiftUI's runtime warnings): invalid lengths,
    /// missing images and colours…, each once, with its view path.
    public let warnings: [RenderWarning]
    /// The URL set with `widgetURL(_:)`, if any (the last one evaluated, when several are).
    public var widgetURL: URL? { WidgetOutputs(of: [root], acrossHosts: true).url ?? nil }
}

/// Evaluates views and lays them out: the pure half of Vignette's pipeline.
public nonisolated enum ViewLayout {
    /// Evaluates `view` in `environment`, proposes `proposal` to it, places it at the origin with
    /// the size it chooses, and builds its display list, to be rasterized at `rasterScale`
    /// (default: the environment's display scale, which the frames are snapped to).
    public static func layout<V: View>(_ view: V, proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues(),
                                       rasterScale: CGFloat? = nil, measurer: any TextMeasuring) -> LayoutResult {
        untilSettled(environment: environment, measurer: measurer, container: proposal, rasterScale: rasterScale) { pass in
            let context = pass.context
            let root = rootNode(context.resolve(view), context)
            let size = root.sizeThatFits(proposal)
            root.commitPlacement(frame: CGRect(origin: .zero, size: size), proposal: proposal)
            return (root, size)
        }
    }

    /// Lays `view` out on a canvas as SwiftUI's hosting view does: the canvas size is proposed
    /// and the view is centred in it. The tree's root is the canvas.
    public static func layout<V: View>(_ view: V, in canvas: CGSize, environment: EnvironmentValues = EnvironmentValues(),
                                       measurer: any TextMeasuring) -> LayoutResult {
        untilSettled(environment: environment, measurer: measurer, container: ProposedViewSize(canvas)) { pass in
            let root = canvasRoot(view, pass)
            placeCanvas(root, canvas)
            return (root, canvas)
        }
    }

    /// The hosting canvas around the evaluated view (always left to right itself).
    static func canvasRoot<V: View>(_ view: V, _ pass: LayoutPass) -> LayoutNode {
        let root = pass.context.container(CanvasLayout(), children: pass.context.resolve(view), name: "Canvas")
        root.layoutDirection = .leftToRight
        return root
    }

    /// Proposes the canvas size and places the tree in it.
    static func placeCanvas(_ root: LayoutNode, _ canvas: CGSize) {
        root.commitPlacement(frame: CGRect(origin: .zero, size: canvas), proposal: ProposedViewSize(canvas))
    }

    /// Several top-level views are stacked as SwiftUI's hosting view does (a ZStack).
    static func rootNode(_ nodes: [LayoutNode], _ context: ResolveContext) -> LayoutNode {
        nodes.count == 1 ? nodes[0] : context.container(ZStackLayout(), children: nodes, name: "ZStack")
    }
}

/// What one layout pass shares: the environment (with diagnostics to collect problems),
/// the resolve session and the root resolve context.
nonisolated struct LayoutPass {
    let environment: EnvironmentValues
    let diagnostics: RenderDiagnostics
    let session: ResolveSession
    let context: ResolveContext
    let measurer: any TextMeasuring

    /// - Parameter container: the size of the view's container (the proposal or canvas), which
    ///   `containerRelativeFrame` reads outside any host.
    init(environment: EnvironmentValues, measurer: any TextMeasuring, container: ProposedViewSize = .unspecified,
         feedback: LayoutFeedback = LayoutFeedback()) {
        var env = environment
        diagnostics = env.diagnostics ?? RenderDiagnostics()
        env.diagnostics = diagnostics
        env.nearestContainer = NearestContainer(size: container, boundary: nil)
        self.environment = env
        self.measurer = measurer
        session = ResolveSession(measurer: measurer, feedback: feedback)
        context = ResolveContext(environment: env, stackAxis: nil, session: session)
        let session = self.session
        diagnostics.currentPath = { subject in session.viewPath(ending: subject) }
    }

    /// Applies layout directions to a placed tree and builds its display list: snapped to the
    /// environment's display scale, rasterized at `rasterScale` (by default the same).
    func finish(_ root: LayoutNode, size: CGSize, rasterScale: CGFloat? = nil) -> LayoutResult {
        applyLayoutDirections(root)
        return buildDisplayList(root, size: size, rasterScale: rasterScale)
    }

    /// Mirrors right-to-left subtrees of a placed tree (once: frames are final after it).
    func applyLayoutDirections(_ root: LayoutNode) {
        if session.containsRightToLeft { root.applyLayoutDirection() }
    }

    /// Builds the display list of a placed tree whose layout directions are applied.
    func buildDisplayList(_ root: LayoutNode, size: CGSize, rasterScale: CGFloat?) -> LayoutResult {
        let builder = DisplayListBuilder(scale: environment.displayScale, measurer: measurer, diagnostics: diagnostics)
        let items = builder.items(for: root, container: nil, expectedCount: session.leafCount)
        let list = DisplayList(size: size, scale: rasterScale ?? environment.displayScale, items: items)
        return LayoutResult(size: size, root: root, displayScale: environment.displayScale, displayList: list,
                            warnings: diagnostics.warnings)
    }
}
