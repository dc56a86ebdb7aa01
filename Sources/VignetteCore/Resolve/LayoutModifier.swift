import Foundation

/// The layout of a modifier that wraps each view of its content (padding, frame, offset…).
///
/// To add a layout modifier, write one file in `API/Modifiers/Layout/` holding the public
/// `View` method and its layout conforming to this protocol:
///
/// ```swift
/// extension View {
///     public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
///         modifier(LayoutModifier(OffsetLayout(offset: CGSize(width: x, height: y))))
///     }
/// }
/// struct OffsetLayout: ModifierLayout, ForwardsPrimaryViewGuides { … }
/// ```
///
/// How the wrapped view's explicit alignment guides reach the parent is declared by the
/// layout: `MergesExplicitGuides` (the `Layout` default, so frame guides never get explicit
/// values), `ForwardsPrimaryViewGuides` (passed through as they are), or neither (the layout
/// computes its own).
nonisolated protocol ModifierLayout: Layout where Cache == Void {
    /// The node's name in layout dumps.
    static var nodeName: NodeName { get }
    /// The size the layout chooses for every proposal, when it does not depend on one.
    var constantSize: CGSize? { get }
    /// A node of this layout around `node` (provided below; a requirement so that each layout's
    /// witness builds its own node type, without looking up generic metadata per node).
    func wrap(_ node: LayoutNode, _ context: ResolveContext) -> LayoutNode
    /// What was wrong with the modifier's arguments (a NaN length, a minimum above the
    /// maximum), found when it was made and reported as a warning when it is evaluated.
    var inputWarning: InputWarning? { get }
    /// Whether the wrapped view's layout priority is the modifier's too. In SwiftUI a layout
    /// modifier (frame, padding, aspect ratio, position) has a priority of its own, 0, unless
    /// it forwards its child's (`fixedSize`); `offset` moves the drawing and keeps it. So
    /// `Spacer().frame(maxWidth: .infinity)` is not a spacer to its stack: its −∞ stays
    /// inside the frame, and it shares the space with its siblings.
    static var keepsLayoutPriority: Bool { get }
}

/// A problem with a modifier's arguments, and what was done instead.
nonisolated struct InputWarning: Hashable, Sendable {
    let cause: String
    let message: String
}

nonisolated extension ModifierLayout {
    var constantSize: CGSize? { nil }
    var inputWarning: InputWarning? { nil }
    static var keepsLayoutPriority: Bool { false }

    func wrap(_ node: LayoutNode, _ context: ResolveContext) -> LayoutNode {
        let wrapped = context.wrap(node, in: self, name: Self.nodeName)
        wrapped.constantSize = constantSize
        if !Self.keepsLayoutPriority && wrapped.traits.priority != 0 { wrapped.traits.priority = 0 }
        return wrapped
    }
}

/// Marks a layout that keeps `Layout`'s default `explicitAlignment` (a merge of the subviews'
/// guides): its frame guides (leading, centre, top…) never have explicit values, which lets a
/// stack align it without asking (swiftui-layout.md §1.15).
nonisolated protocol MergesExplicitGuides {}

/// A layout around one primary view (subview 0) that passes the view's explicit alignment
/// guides and spacing through unchanged: offset, background and overlay, effects.
nonisolated protocol ForwardsPrimaryViewGuides: Layout {}

nonisolated extension ForwardsPrimaryViewGuides {
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { subviews.first?.spacing ?? ViewSpacing() }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }
}

/// A primitive modifier that wraps each node of its content in a `ModifierLayout`, held in the
/// modifier itself (no closure, so no allocation per modified view). The modifier keeps the
/// wrapped view's traits (priority, layout values), as SwiftUI's modifiers do.
nonisolated struct LayoutModifier<L: ModifierLayout>: PrimitiveModifier {
    let layout: L

    init(_ layout: L) { self.layout = layout }

    func apply<Content: View>(to content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        if let warning = layout.inputWarning {
            // The view it modifies, by type, then the modifier: `Color.frame`.
            let view = String(describing: Content.self).prefix { $0 != "<" }
            context.warn(warning.cause, subject: "\(view == "ModifiedContent" ? "view" : view).\(L.nodeName.string)", warning.message)
        }
        context.modify(content, into: &nodes) { node, context in layout.wrap(node, context) }
    }
}
