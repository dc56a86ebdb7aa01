import VignetteCore

// The `#Preview` macros, with SwiftUI's and WidgetKit's signatures. Each expands to a record
// that Vignette finds at run time (see `_PreviewRecord`); `render --previews` and
// `assertPreviewSnapshots()` render every preview of the program.

/// Preview a timeline-style widget: each entry, in light and dark.
@freestanding(declaration)
public macro Preview<W: Widget>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
                                @PreviewTimelineBuilder timeline: @escaping () async -> [any TimelineEntry])
    = #externalMacro(module: "VignetteMacros", type: "PreviewMacro")

/// Preview a widget with a static configuration, using the specified timeline provider.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                            widget: @escaping @MainActor () -> W, timelineProvider: @escaping () -> Provider)
    = #externalMacro(module: "VignetteMacros", type: "PreviewMacro")

/// Preview a widget with an app intent configuration, using the specified timeline provider.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: AppIntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                                     using intent: Provider.Intent, widget: @escaping @MainActor () -> W,
                                                                     timelineProvider: @escaping () -> Provider)
    = #externalMacro(module: "VignetteMacros", type: "PreviewMacro")

/// Preview a widget with an app intent configuration and the given entries.
@freestanding(declaration)
public macro Preview<W: Widget, Intent: WidgetConfigurationIntent>(_ name: String? = nil, as family: WidgetFamily,
                                                                   using intent: Intent, widget: @escaping @MainActor () -> W,
                                                                   @PreviewTimelineBuilder timeline: @escaping () async -> [any TimelineEntry])
    = #externalMacro(module: "VignetteMacros", type: "PreviewMacro")

/// Preview a view.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "VignetteMacros", type: "PreviewMacro")

/// Preview a Live Activity: each content state in the presentation `viewKind`, in light and dark.
@freestanding(declaration)
public macro Preview<W: Widget, Attributes: ActivityAttributes>(_ name: String? = nil, as viewKind: ActivityPreviewViewKind,
                                                                using attributes: Attributes, widget: @escaping () -> W,
                                                                @PreviewActivityBuilder<Attributes> contentStates: @escaping () async -> [Attributes.ContentState])
    = #externalMacro(module: "VignetteMacros", type: "PreviewMacro")
