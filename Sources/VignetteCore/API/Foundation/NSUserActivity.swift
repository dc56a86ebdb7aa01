import Foundation

/// A representation of the state of your app at a moment in time (Foundation's `NSUserActivity` on
/// Apple platforms, which Linux's Foundation lacks). Compile-only: an intent response carries it,
/// nothing continues it on Linux.
open nonisolated class NSUserActivity: NSObject {
    /// The activity type.
    public let activityType: String
    /// A user-visible title for the activity.
    open var title: String?
    /// A dictionary of app-specific state information.
    open var userInfo: [AnyHashable: Any]?
    /// The webpage to load in a browser to continue the activity.
    open var webpageURL: URL?
    /// Whether the system may suggest the activity as a shortcut.
    open var isEligibleForPrediction = false

    /// Creates a user activity with the specified type.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }
}
