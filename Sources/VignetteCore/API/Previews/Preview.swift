import Foundation

/// A preview, as the `#Preview` macros make it: a widget in a family with its timeline (given
/// as entries or by a provider), or a view.
///
/// Vignette renders a widget preview's entries in light and dark, and a view preview on the
/// default device (or at its `sizeThatFitsLayout` / `fixedLayout` size).
public nonisolated struct Preview {
    /// The traits a view preview accepts.
    public nonisolated enum ViewTraits {}

    /// How a view preview is sized.
    public nonisolated enum Layout: Hashable, Sendable {
        case device, sizeThatFits, fixed(CGSize)
    }

    package nonisolated enum Content {
        /// A widget, in a family, with the entries of its preview timeline.
        case widget(family: WidgetFamily, widget: () -> [WidgetDescription], entries: (TimelineProviderContext) async -> [any TimelineEntry])
        case view(layout: Layout, body: () -> any View)
        /// A Live Activity in a presentation, with its attributes and content states.
        case activity(ActivityPreviewContent)
        /// A `PreviewProvider`'s previews, split into its top-level views when rendered.
        case provider(() -> any View)
    }

    /// The preview's name, if it has one.
    public let name: String?
    package let content: Content

    /// Creates a preview of a timeline-style widget.
    public init<W: Widget>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
                           @PreviewTimelineBuilder timeline: @escaping () async -> [any TimelineEntry]) {
        self.name = name
        content = .widget(family: family, widget: { onRenderThread(widget) { $0() }._widgetDescriptions() }, entries: { _ in await timeline() })
    }

    /// Creates a preview of a widget with a static configuration, using its timeline provider.
    public init<W: Widget, Provider: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
                                                       timelineProvider: @escaping () -> Provider) {
        self.name = name
        content = .widget(family: family, widget: { onRenderThread(widget) { $0() }._widgetDescriptions() }, entries: { context in
            let provider = timelineProvider()
            let timeline = await CompletionHandler.value { completion in provider.getTimeline(in: context, completion: completion) }
            return timeline.entries
        })
    }

    /// Creates a preview of a widget with an app intent configuration, using a timeline provider.
    public init<W: Widget, Provider: AppIntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                                using intent: Provider.Intent, widget: @escaping @MainActor () -> W,
                                                                timelineProvider: @escaping () -> Provider) {
        self.name = name
        let configuration = UncheckedSendable(intent)
        content = .widget(family: family, widget: { onRenderThread(widget) { $0() }._widgetDescriptions() }, entries: { context in
            await timelineProvider().timeline(for: configuration.value, in: context).entries
        })
    }

    /// Creates a preview of a widget with an app intent configuration and the given entries.
    public init<W: Widget, Intent: WidgetConfigurationIntent>(_ name: String? = nil, as family: WidgetFamily, using intent: Intent,
                                                              widget: @escaping @MainActor () -> W,
                                                              @PreviewTimelineBuilder timeline: @escaping () async -> [any TimelineEntry]) {
        self.init(name, as: family, widget: widget, timeline: timeline)
    }

    /// Creates a preview of a view.
    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        content = .view(layout: traits.compactMap(\.layout).last ?? .device, body: { onRenderThread(body) { $0() } })
    }
}
