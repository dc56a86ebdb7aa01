import Foundation

/// An object that describes the content of a Live Activity (WidgetKit's `ActivityConfiguration`):
/// its Lock Screen view and its Dynamic Island presentations. It sits in a `WidgetBundle` next to
/// ordinary widgets.
///
/// A Live Activity has no timeline provider: Vignette renders it from its previews,
/// `#Preview(_:as:using:widget:contentStates:)`, one image per content state, presentation and
/// appearance (`render --previews`, `assertPreviewSnapshots()`). `render --all` lists it and
/// draws no widget images for it.
public nonisolated struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    public let _widgetDescription: WidgetDescription

    /// Creates a configuration object for a Live Activity.
    /// - Parameters:
    ///   - attributesType: The type that describes the content of the Live Activity.
    ///   - content: The view for the Lock Screen (and the banner on devices without a Dynamic Island).
    ///   - dynamicIsland: The Live Activity's presentations in the Dynamic Island.
    public init<Content: View>(for attributesType: Attributes.Type,
                               @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland) {
        let kind = "\(Attributes.self)"
        var description = WidgetDescription(kind: kind, source: FailingSource(error: .providerFailed(
            widget: kind, call: "its timeline",
            reason: "an ActivityConfiguration has no timeline provider: its content states come from its "
                + "#Preview(_:as:using:widget:contentStates:) previews (render --previews)")))
        description.supportedFamilies = []
        description.activity = LiveActivityDescription(attributesTypeName: kind, accepts: { $0 is Attributes && $1 is Attributes.ContentState }, makeIsland: { attributes, state, isStale in
            guard let attributes = attributes as? Attributes, let state = state as? Attributes.ContentState else { return nil }
            return dynamicIsland(ActivityViewContext(attributes: attributes, state: state, isStale: isStale))
        }) { presentation, attributes, state, isStale in
            guard let attributes = attributes as? Attributes, let state = state as? Attributes.ContentState else { return nil }
            let context = ActivityViewContext(attributes: attributes, state: state, isStale: isStale)
            switch presentation {
            case .lockScreen, .small: return AnyView(content(context))
            case .compact, .minimal, .expanded: return AnyView(DynamicIslandView(presentation: presentation, island: dynamicIsland(context)))
            case .minimalPair:
                // A second instance of the same activity is the detached one.
                let island = dynamicIsland(context)
                return AnyView(DynamicIslandMinimalPair(attached: island, detached: island))
            }
        }
        _widgetDescription = description
    }
}

/// A Live Activity's views for each presentation, with its attribute and state types erased, as
/// its `ActivityConfiguration` declares them.
package nonisolated struct LiveActivityDescription {
    /// The attributes type's name, for messages and the widget's kind.
    package let attributesTypeName: String
    /// The families besides the Lock Screen's it declares (`supplementalActivityFamilies(_:)`).
    package var supplementalFamilies: [ActivityFamily] = []
    /// Whether attributes and a state are of the configuration's types.
    let accepts: (Any, Any) -> Bool
    /// The Dynamic Island for attributes and a state (and whether it is stale), or nil when they
    /// are not of the configuration's types.
    let makeIsland: (Any, Any, Bool) -> DynamicIsland?
    /// The view of `presentation` for those attributes and that state, or nil when they are not
    /// of the configuration's types.
    let makeView: (LiveActivityPresentation, Any, Any, Bool) -> AnyView?

    /// Whether `attributes` and `state` are of the configuration's types.
    package func accepts(attributes: Any, state: Any) -> Bool { accepts(attributes, state) }

    /// The activity's view in `presentation` (the Lock Screen content, or the Dynamic Island drawn
    /// on its island), or nil when `attributes` or `state` is not of the configuration's types.
    /// In `.small`, an activity that does not declare it is drawn as the system draws it there:
    /// its compact leading and trailing views side by side (`SmallActivityFallback`).
    package func view(_ presentation: LiveActivityPresentation, attributes: Any, state: Any, isStale: Bool = false) -> AnyView? {
        if presentation == .small, !supplementalFamilies.contains(.small) {
            return island(attributes: attributes, state: state, isStale: isStale).map { AnyView(SmallActivityFallback(island: $0)) }
        }
        return makeView(presentation, attributes, state, isStale)
    }

    /// The activity's Dynamic Island for `attributes` and `state`, or nil when they are not of the
    /// configuration's types.
    package func island(attributes: Any, state: Any, isStale: Bool = false) -> DynamicIsland? {
        makeIsland(attributes, state, isStale)
    }

    /// Two different Live Activities at once (`island-minimal-pair`): `attached`'s minimal view on
    /// the island's leading end (iOS attaches the activity started first), `detached`'s the circle
    /// after its trailing end. Host it on `Surface.liveActivity(.minimalPair)`.
    package static func minimalPair(attached: DynamicIsland, detached: DynamicIsland) -> AnyView {
        AnyView(DynamicIslandMinimalPair(attached: attached, detached: detached))
    }
}

/// The sizes a Live Activity may take beyond the Lock Screen's (WidgetKit's `ActivityFamily`).
public nonisolated enum ActivityFamily: Hashable, Sendable {
    /// The small family: the Apple Watch Smart Stack and CarPlay.
    case small
    /// The medium family: the Lock Screen presentation.
    case medium
}

nonisolated extension WidgetConfiguration {
    /// Adds the families the Live Activity supports besides the Lock Screen's: `.small` draws its
    /// Lock Screen view with `\.activityFamily == .small` in the Apple Watch Smart Stack and on
    /// CarPlay (`activity-small`, rendered with the `.content` previews); without it, those show
    /// the compact leading and trailing views side by side.
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration {
        var description = _widgetDescription
        description.activity?.supplementalFamilies = families
        return ModifiedWidgetConfiguration(_widgetDescription: description)
    }
}
