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

/// Builds a Live Activity preview's content states (WidgetKit's `PreviewActivityBuilder`).
@resultBuilder
public nonisolated struct PreviewActivityBuilder<Attributes: ActivityAttributes> {
    // Each expression is recorded in order (stale date or none), so an `ActivityContent` is told
    // from an equal bare state listed before it.
    public static func buildExpression(_ state: Attributes.ContentState) -> [Attributes.ContentState] {
        ActivityPreviewStaleDates.current?.record(state, staleDate: nil)
        return [state]
    }
    public static func buildExpression(_ states: [Attributes.ContentState]) -> [Attributes.ContentState] {
        for state in states { ActivityPreviewStaleDates.current?.record(state, staleDate: nil) }
        return states
    }
    public static func buildPartialBlock(first: [Attributes.ContentState]) -> [Attributes.ContentState] { first }
    public static func buildPartialBlock(accumulated: [Attributes.ContentState], next: [Attributes.ContentState]) -> [Attributes.ContentState] {
        accumulated + next
    }
    public static func buildBlock() -> [Attributes.ContentState] { [] }
    public static func buildArray(_ components: [[Attributes.ContentState]]) -> [Attributes.ContentState] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [Attributes.ContentState]?) -> [Attributes.ContentState] { component ?? [] }
    public static func buildEither(first component: [Attributes.ContentState]) -> [Attributes.ContentState] { component }
    public static func buildEither(second component: [Attributes.ContentState]) -> [Attributes.ContentState] { component }

    /// A content with its stale date (Vignette's addition: Apple's builder takes content states
    /// only, and Xcode previews a stale activity with `previewContext(_:isStale:viewKind:)`). The
    /// image shows `context.isStale == true` when the stale date is at or before the render's "now".
    public static func buildExpression(_ content: ActivityContent<Attributes.ContentState>) -> [Attributes.ContentState] {
        ActivityPreviewStaleDates.current?.record(content.state, staleDate: content.staleDate)
        return [content.state]
    }
}

/// The stale dates of the `ActivityContent`s a preview's content states closure lists, collected
/// while it runs (the builder's values are content states, as Apple's, so the dates travel aside).
package nonisolated final class ActivityPreviewStaleDates: @unchecked Sendable {
    // @unchecked: `records` is only touched under `lock`.
    @TaskLocal package static var current: ActivityPreviewStaleDates?
    private let lock = NSLock()
    private var records: [(state: AnyHashable, staleDate: Date?)] = []

    package init() {}

    func record(_ state: some Hashable, staleDate: Date?) {
        lock.withLock { records.append((AnyHashable(state), staleDate)) }
    }

    /// The stale date of each of `states` (nil for a bare content state): the first unclaimed
    /// record of an equal state, in the order the builder met them (a state the closure made
    /// without the builder has none).
    package func staleDates(of states: [Any]) -> [Date?] {
        var left = lock.withLock { records }
        return states.map { state in
            guard let state = state as? AnyHashable, let index = left.firstIndex(where: { $0.state == state }) else { return nil }
            return left.remove(at: index).staleDate
        }
    }
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
