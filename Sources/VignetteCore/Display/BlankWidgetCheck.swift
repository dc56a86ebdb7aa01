import Foundation

/// A widget whose view draws nothing (an `if` on data the entry lacks, an empty `ForEach`, an
/// `EmptyView`) renders as its bare background without an error: on iOS too, which is how the
/// author finds out. The render says so instead, as a warning naming the view.
nonisolated enum BlankWidgetCheck {
    /// Whether the node is a home-screen or lock-screen widget's host (`WidgetHost`): its two
    /// children are the background and the content.
    static func isWidgetHost(_ node: LayoutNode) -> Bool {
        node.children.count == 2 && node.paintOrder == nil && node.name == "Widget"
            && node.widgetOutputs.contains { if case .widgetHost = $0 { true } else { false } }
    }

    /// Nothing drawn by the content, over a background of colours or gradients only: a widget
    /// whose picture is its container background (an image) is not blank.
    static func isBlank(background: ArraySlice<DisplayItem>, content: ArraySlice<DisplayItem>) -> Bool {
        !content.contains(where: \.drawsPixels) && !background.contains { item in
            switch item {
            case .text, .image: true
            default: false
            }
        }
    }

    static func warn(_ diagnostics: RenderDiagnostics, content: LayoutNode) {
        // The author's outermost view, below the host's unnamed wrappers.
        var view = content
        while view.name == "container", view.children.count == 1 { view = view.children[0] }
        diagnostics.warn(cause: "nothing-drawn", viewPath: view.name, message:
            "the widget's view drew nothing, only its background: check what it shows for this entry "
            + "(an if whose condition is false, an empty ForEach, an EmptyView, views hidden or of zero size)")
    }
}

nonisolated extension DisplayItem {
    /// Whether the item puts pixels down (a clip, a transform or an empty layer does not).
    var drawsPixels: Bool {
        switch self {
        case .fill, .stroke, .text, .image: true
        default: false
        }
    }
}
