import Foundation

/// What the Lock Screen's inline slot shows of an `accessoryInline` widget: as iOS does, only
/// its first image and its first text, in that order on one line; every other view, frame and
/// background of the content is left out.
nonisolated struct InlineWidgetContent {
    private(set) var image: LayoutNode?
    private(set) var text: LayoutNode?

    /// Walks the resolved content in evaluation order (children before the next sibling).
    init(_ nodes: [LayoutNode]) {
        for node in nodes { visit(node) }
    }

    private mutating func visit(_ node: LayoutNode) {
        guard image == nil || text == nil, !node.isSuppressed else { return }
        if node is LeafNode<ImageLeaf> {
            if image == nil { image = node }
            return
        }
        if node is LeafNode<TextLeaf> {
            if text == nil { text = node }
            return
        }
        for child in node.children { visit(child) }
    }

    /// The line: the image, then the text, spaced as a `Label`'s.
    func line(_ context: ResolveContext) -> LayoutNode {
        context.container(HStackLayout(spacing: 4), children: [image, text].compactMap { $0 }, name: "InlineWidget")
    }
}
