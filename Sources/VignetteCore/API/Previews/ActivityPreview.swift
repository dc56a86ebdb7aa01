import Foundation

/// The presentation of a Live Activity a preview shows (WidgetKit's `ActivityPreviewViewKind`).
public nonisolated enum ActivityPreviewViewKind: Hashable, Sendable {
    /// The Lock Screen presentation (and the banner on devices without a Dynamic Island).
    case content
    /// A presentation in the Dynamic Island.
    case dynamicIsland(DynamicIslandPreviewViewState)

    /// The Dynamic Island's presentations.
    public nonisolated enum DynamicIslandPreviewViewState: Hashable, Sendable {
        case compact, expanded, minimal
    }

    /// The presentation Vignette draws for this kind.
    package var presentation: LiveActivityPresentation {
        switch self {
        case .content: .lockScreen
        case .dynamicIsland(.compact): .compact
        case .dynamicIsland(.expanded): .expanded
        case .dynamicIsland(.minimal): .minimal
        }
    }
}

/// Builds a Live Activity preview's content states (WidgetKit's `PreviewActivityBuilder`): content
/// states only, as Apple's; a stale activity is previewed with `previewContext(_:isStale:viewKind:)`.
@resultBuilder
public nonisolated struct PreviewActivityBuilder<Attributes: ActivityAttributes> {
    public static func buildExpression(_ contentState: Attributes.ContentState) -> [Attributes.ContentState] { [contentState] }
    public static func buildExpression(_ states: [Attributes.ContentState]) -> [Attributes.ContentState] { states }
    public static func buildPartialBlock(first: [Attributes.ContentState]) -> [Attributes.ContentState] { first }
    public static func buildPartialBlock(accumulated: [Attributes.ContentState], next: [Attributes.ContentState]) -> [Attributes.ContentState] {
        accumulated + next
    }
    public static func buildBlock() -> [Attributes.ContentState] { [] }
    public static func buildArray(_ components: [[Attributes.ContentState]]) -> [Attributes.ContentState] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [Attributes.ContentState]?) -> [Attributes.ContentState] { component ?? [] }
    public static func buildEither(first component: [Attributes.ContentState]) -> [Attributes.ContentState] { component }
    public static func buildEither(second component: [Attributes.ContentState]) -> [Attributes.ContentState] { component }
}

/// What a Live Activity preview holds: the presentation, the widget, its attributes and its
/// content states (types erased; the widget's `ActivityConfiguration` checks them).
package nonisolated struct ActivityPreviewContent {
    package let viewKind: ActivityPreviewViewKind
    package let widget: () -> [WidgetDescription]
    package let attributes: Any
    package let attributesTypeName: String
    package let states: () async -> [Any]
}

nonisolated extension Preview {
    /// Creates a preview of a Live Activity: each content state in the presentation `viewKind`.
    public init<Attributes: ActivityAttributes>(_ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
                                                widget: @escaping () -> some Widget,
                                                @PreviewActivityBuilder<Attributes> contentStates: @escaping () async -> [Attributes.ContentState]) {
        self.name = name
        content = .activity(ActivityPreviewContent(viewKind: viewKind, widget: { widget()._widgetDescriptions() }, attributes: attributes,
                                                   attributesTypeName: "\(Attributes.self)",
                                                   states: { await contentStates().map { $0 as Any } }))
    }
}
