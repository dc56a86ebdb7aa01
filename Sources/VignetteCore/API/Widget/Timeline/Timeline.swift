import Foundation

/// An object that specifies a date for WidgetKit to update a widget's view.
public nonisolated struct Timeline<EntryType: TimelineEntry> {
    /// The entries, in date order; Vignette renders the first ones with `--timeline N`.
    public let entries: [EntryType]
    /// When WidgetKit would ask for the next timeline (recorded, not acted on: Vignette renders once).
    public let policy: TimelineReloadPolicy

    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// A type that indicates the earliest date WidgetKit requests a new timeline from the
/// widget's provider.
public nonisolated struct TimelineReloadPolicy: Hashable, Sendable {
    nonisolated enum Kind: Hashable, Sendable { case atEnd, never, after(Date) }
    let kind: Kind

    /// Request a new timeline after the last date in the timeline passes.
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    /// Never request a new timeline: the app prompts WidgetKit when one is available.
    public static let never = TimelineReloadPolicy(kind: .never)
    /// Request a new timeline after the given date.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }
}
