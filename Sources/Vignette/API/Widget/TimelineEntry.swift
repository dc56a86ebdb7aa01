import Foundation

/// A type that specifies the date to display a widget (WidgetKit's `TimelineEntry`). Vignette
/// renders one entry at a time: no timelines.
public protocol TimelineEntry {
    var date: Date { get }
}
