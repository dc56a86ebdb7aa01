import Foundation

/// What a Live Activity's views are built from (WidgetKit's `ActivityViewContext`): its
/// attributes, its current content state, whether that content is out of date, and its identifier.
///
/// Vignette makes one for each content state a preview lists; `activityID` is a fixed identifier,
/// so images do not change from run to run.
public nonisolated struct ActivityViewContext<Attributes: ActivityAttributes> {
    /// A set of attributes that describe a Live Activity and its content at the time of its creation.
    public let attributes: Attributes
    /// The dynamic content of a Live Activity.
    public let state: Attributes.ContentState
    /// Whether the Live Activity is out of date (its content's `staleDate` has passed).
    public let isStale: Bool
    /// A unique identifier for the Live Activity.
    public let activityID: String

    package init(attributes: Attributes, state: Attributes.ContentState, isStale: Bool = false,
                 activityID: String = ActivityViewContextDefaults.activityID) {
        self.attributes = attributes
        self.state = state
        self.isStale = isStale
        self.activityID = activityID
    }
}

/// The identifier every rendered Live Activity gets (a render has one activity at a time).
package nonisolated enum ActivityViewContextDefaults {
    package static let activityID = "00000000-0000-0000-0000-000000000001"
}
