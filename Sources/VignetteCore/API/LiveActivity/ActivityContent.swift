import Foundation

/// The state and configuration of a Live Activity (ActivityKit's `ActivityContent`): its content
/// state, when it goes stale, and how relevant it is among the app's activities. Declared in
/// VignetteCore because a Live Activity preview may list one (`PreviewActivityBuilder`); a file
/// reaches it with `import ActivityKit`, as on iOS.
public nonisolated struct ActivityContent<State: Decodable & Encodable & Hashable>: Hashable {
    /// The current state of the Live Activity.
    public let state: State
    /// The date when the system considers the Live Activity out of date.
    public let staleDate: Date?
    /// The score that orders several Live Activities of the app.
    public let relevanceScore: Double

    /// Creates the object that describes the state and configuration of a Live Activity.
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0.0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

nonisolated extension ActivityContent: Sendable where State: Sendable {}

