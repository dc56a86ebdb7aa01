import Foundation

/// A type that specifies the date to display a widget, and, optionally, indicates the current
/// relevance of the widget's content (WidgetKit's `TimelineEntry`).
public protocol TimelineEntry {
    /// The date for WidgetKit to render a widget.
    var date: Date { get }
    /// The relevance of a widget's content to the user.
    var relevance: TimelineEntryRelevance? { get }
}

nonisolated extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant a timeline entry is, compared with the widget's other entries.
public nonisolated struct TimelineEntryRelevance: Hashable, Sendable {
    /// A value you choose that indicates the relevance of the widget, relative to entries
    /// across timelines that the provider creates.
    public let score: Float
    /// The time, in seconds, that the score applies, starting at the entry's date.
    public let duration: TimeInterval

    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}
