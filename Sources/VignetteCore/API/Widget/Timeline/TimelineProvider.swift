import Foundation

/// An object that contains details about how a widget is rendered, including its size and
/// whether it appears in the widget gallery.
public nonisolated struct TimelineProviderContext: Sendable {
    /// The widget's family (an iOS 10 Today widget is offered `.systemMedium`).
    public let family: WidgetFamily
    /// The size, in points, of the widget.
    public let displaySize: CGSize
    /// Whether the widget appears in the widget gallery: true for the snapshot Vignette draws
    /// as a widget's light and dark images, false for the placeholder and timeline entries.
    public let isPreview: Bool

    package init(family: WidgetFamily, displaySize: CGSize, isPreview: Bool) {
        self.family = family
        self.displaySize = displaySize
        self.isPreview = isPreview
    }
}

/// A type that advises WidgetKit when to update a widget's display.
///
/// Vignette calls `placeholder(in:)` for the placeholder image, `getSnapshot(in:completion:)`
/// (with `context.isPreview`) for the light and dark images, and `getTimeline(in:completion:)`
/// for `--timeline N`. A completion handler that is never called is an error naming the widget
/// once the time limit passes (10 s unless `--provider-time-limit` says otherwise).
public protocol TimelineProvider {
    /// A type that specifies the date to display a widget.
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext

    /// Provides a timeline entry representing a placeholder version of the widget.
    func placeholder(in context: Context) -> Entry
    /// Provides a timeline entry representing the current time and state of a widget.
    @preconcurrency func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    /// Provides an array of timeline entries for the current time and, optionally, any future
    /// times to update a widget.
    @preconcurrency func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

/// A type that advises WidgetKit when to update a user-configurable widget's display; the
/// configuration is the intent's defaults (`@Parameter(default:)`).
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext

    /// Provides a timeline entry representing a placeholder version of the widget.
    func placeholder(in context: Context) -> Entry
    /// Provides a timeline entry representing the current time and state of a widget.
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    /// Provides an array of timeline entries for the current time and, optionally, any future
    /// times to update a widget.
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    /// Preconfigured configurations (watchOS shows them; Vignette renders the defaults).
    func recommendations() -> [AppIntentRecommendation<Intent>]
}

nonisolated extension AppIntentTimelineProvider {
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}
