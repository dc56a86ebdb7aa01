import Foundation

nonisolated extension ActivityAttributes {
    /// Generates a preview for a Live Activity (ActivityKit): the presentation `viewKind` of this
    /// activity with `contentState`, `context.isStale` set as `isStale` says. Used as a preview's
    /// view (a `PreviewProvider`'s `previews`, or `#Preview { … }`); as in Xcode, the activity is
    /// the `ActivityConfiguration` for this attributes type in the widget bundle being rendered (or,
    /// without one, in a Live Activity `#Preview` of the program).
    public func previewContext(_ contentState: Self.ContentState, isStale: Bool = false, viewKind: ActivityPreviewViewKind) -> some View {
        ActivityPreviewContextView(activity: ActivityPreviewContext(attributes: self, state: contentState, isStale: isStale, viewKind: viewKind,
                                                                    attributesTypeName: "\(Self.self)"))
    }
}

/// What `previewContext(_:isStale:viewKind:)` asks for: one content state of an activity in one
/// presentation (types erased; the bundle's `ActivityConfiguration` for the attributes draws it).
package nonisolated struct ActivityPreviewContext {
    package let attributes: Any
    package let state: Any
    package let isStale: Bool
    package let viewKind: ActivityPreviewViewKind
    package let attributesTypeName: String

    /// The bundle's Live Activity widget for these attributes and this state, if it has one.
    package var widget: (widget: WidgetDescription, activity: LiveActivityDescription)? {
        ActivityPreviewWidgets.widget(attributes: attributes, state: state)
    }

    /// Why there is no image: no `ActivityConfiguration` of the bundle takes these types.
    package var missingWidgetReason: String {
        "previewContext(_:isStale:viewKind:) shows the widget bundle's ActivityConfiguration(for: \(attributesTypeName).self), "
            + "and the bundle being rendered has none; add that Live Activity widget to your WidgetBundle"
    }
}

/// A Live Activity preview's view: the runner draws it on its presentation's surface
/// (`PreviewPart.activity`); anywhere else it shows the presentation's hosted view.
nonisolated struct ActivityPreviewContextView: View, PrimitiveView, PreviewParts {
    let activity: ActivityPreviewContext

    func previewParts() -> [PreviewPart] { [PreviewPart(view: self, activity: activity)] }

    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let presentation = activity.viewKind.presentation
        guard let found = activity.widget,
              let view = found.activity.view(presentation, attributes: activity.attributes, state: activity.state, isStale: activity.isStale)
        else {
            context.resolve(Text(activity.missingWidgetReason), into: &nodes)
            return
        }
        context.resolve(Surface.liveActivity(presentation).host(view, for: found.widget), into: &nodes)
    }
}

/// The Live Activity widgets of the bundle being rendered, which `previewContext(_:isStale:viewKind:)`
/// previews look up by their attributes type (as Xcode looks in the widget extension).
package nonisolated enum ActivityPreviewWidgets {
    // nonisolated(unsafe): only touched under `lock`.
    nonisolated(unsafe) private static var widgets: [WidgetDescription] = []
    /// Each registered bundle's Live Activities, in the bundle's order.
    nonisolated(unsafe) private static var bundles: [[WidgetDescription]] = []
    private static let lock = NSLock()

    /// Adds the Live Activities of `bundle` (a widget already known is kept once).
    package static func register(_ bundle: [WidgetDescription]) {
        let activities = bundle.filter { $0.activity != nil }
        lock.withLock {
            let known = Set(widgets.map(\.kind))
            widgets += activities.filter { !known.contains($0.kind) }
            if !activities.isEmpty, !bundles.contains(where: { $0.map(\.kind) == activities.map(\.kind) }) { bundles.append(activities) }
        }
    }

    /// The Live Activity drawn detached when the one of `kind` runs with it (`island-minimal-pair`):
    /// the second Live Activity of a registered bundle whose first is `kind`'s, or nil.
    package static func detachedPartner(of kind: String) -> WidgetDescription? {
        lock.withLock { bundles.first { $0.count >= 2 && $0[0].kind == kind }?[1] }
    }

    /// The first registered Live Activity whose configuration takes `attributes` and `state`.
    package static func widget(attributes: Any, state: Any) -> (widget: WidgetDescription, activity: LiveActivityDescription)? {
        let all = lock.withLock { widgets }
        for widget in all {
            if let activity = widget.activity, activity.accepts(attributes: attributes, state: state) { return (widget, activity) }
        }
        return nil
    }
}
