import Foundation

/// Builds a preview's timeline from the entries listed in its `timeline:` closure.
@resultBuilder
public nonisolated enum PreviewTimelineBuilder {
    public static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry] { [entry] }
    public static func buildExpression(_ entries: [any TimelineEntry]) -> [any TimelineEntry] { entries }
    public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
    public static func buildPartialBlock(accumulated: [any TimelineEntry], next: [any TimelineEntry]) -> [any TimelineEntry] {
        accumulated + next
    }
    public static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [any TimelineEntry]?) -> [any TimelineEntry] { component ?? [] }
    public static func buildEither(first component: [any TimelineEntry]) -> [any TimelineEntry] { component }
    public static func buildEither(second component: [any TimelineEntry]) -> [any TimelineEntry] { component }
    public static func buildBlock() -> [any TimelineEntry] { [] }
}

/// A trait of a view preview (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`…).
public nonisolated struct PreviewTrait<T>: @unchecked Sendable {
    let layout: Preview.Layout?

    /// The preview is as large as the view's ideal size.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(layout: .sizeThatFits) }
    /// The preview has this size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(layout: .fixed(CGSize(width: width, height: height)))
    }
    /// The preview fills the device (the default).
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(layout: .device) }
    /// Orientations are accepted and drawn in portrait.
    public static var portrait: PreviewTrait<T> { PreviewTrait(layout: nil) }
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(layout: nil) }
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(layout: nil) }
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(layout: nil) }
}
