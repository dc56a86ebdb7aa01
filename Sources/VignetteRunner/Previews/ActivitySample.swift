import Foundation
import VignetteCore

/// One content state of a Live Activity, taken from its previews: what the home- and lock-screen
/// sheets and the detached activity of `island-minimal-pair` show (an `ActivityConfiguration` has
/// no provider, so its previews are the only content states there are).
package nonisolated struct ActivitySample: @unchecked Sendable {
    // @unchecked: the attributes and state are the author's value types, read on the render thread.
    package let widget: WidgetDescription
    package let activity: LiveActivityDescription
    package let attributes: Any
    package let state: Any

    /// The first content state of the first preview of `widget` (a Live Activity) in
    /// `presentation`, else of its first preview; nil when it has no preview with states, or they
    /// fail or outlast the time limit.
    package static func first(of widget: WidgetDescription, preferring presentation: LiveActivityPresentation,
                              timeLimit: Duration?, now: Date) async -> ActivitySample? {
        guard let activity = widget.activity else { return nil }
        let previews: [ActivityPreviewContent] = PreviewCatalog.all().compactMap { preview in
            guard case .activity(let content) = preview.preview.content, content.widget().first?.kind == widget.kind else { return nil }
            return content
        }
        guard let preview = previews.first(where: { $0.viewKind.presentation == presentation }) ?? previews.first else { return nil }
        let makeStates = UncheckedSendable(preview.states)
        let states = try? await FrozenClock.at(now) {
            try await ProviderCall.run(widget: widget.kind, call: "its preview's content states", limit: timeLimit ?? ProviderCall.defaultTimeLimit) {
                UncheckedSendable(await makeStates.value())
            }
        }
        guard let state = states?.value.first, activity.accepts(attributes: preview.attributes, state: state) else { return nil }
        return ActivitySample(widget: widget, activity: activity, attributes: preview.attributes, state: state)
    }

    /// The activity's view in `presentation`.
    package func view(_ presentation: LiveActivityPresentation) -> AnyView {
        activity.view(presentation, attributes: attributes, state: state) ?? AnyView(EmptyView())
    }

    /// The activity's Dynamic Island.
    package var island: DynamicIsland? { activity.island(attributes: attributes, state: state) }
}
