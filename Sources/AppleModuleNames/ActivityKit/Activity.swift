import Foundation

/// The object an app uses to start, update and end a Live Activity (ActivityKit's `Activity`).
///
/// Compile-only in Vignette: the calls a shared file makes compile with Apple's signatures, but
/// nothing runs an activity. `request` throws `ActivityAuthorizationError.unsupported`,
/// `activities` is empty, `update` and `end` do nothing. Live Activities are rendered from their
/// previews (`#Preview(_:as:using:widget:contentStates:)`).
public nonisolated final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
    // @unchecked: every stored property is a constant.
    public typealias ContentState = Attributes.ContentState

    /// The activity's identifier.
    public let id: String
    /// The activity's static attributes.
    public let attributes: Attributes
    /// Its latest content.
    public let content: ActivityContent<ContentState>

    init(id: String, attributes: Attributes, content: ActivityContent<ContentState>) {
        self.id = id
        self.attributes = attributes
        self.content = content
    }

    /// The app's running Live Activities of this type: none, since Vignette runs no activity.
    public static var activities: [Activity<Attributes>] { [] }

    /// Requests and starts a Live Activity. Compile-only: always throws
    /// `ActivityAuthorizationError.unsupported`.
    public static func request(attributes: Attributes, content: ActivityContent<ContentState>,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError.unsupported
    }

    /// Requests and starts a Live Activity (iOS 16.1). Compile-only: always throws
    /// `ActivityAuthorizationError.unsupported`.
    @available(*, deprecated, renamed: "request(attributes:content:pushType:)")
    public static func request(attributes: Attributes, contentState: ContentState, pushType: PushType? = nil) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError.unsupported
    }

    /// The activity's state in its life cycle: always `.active` here.
    public var activityState: ActivityState { .active }
    /// The push token of an activity started with `pushType: .token`: nil here.
    public var pushToken: Data? { nil }

    /// Its content state (iOS 16.1).
    @available(*, deprecated, renamed: "content")
    public var contentState: ContentState { content.state }

    /// The sequences an app observes an activity through. Compile-only: each finishes at once,
    /// since nothing changes an activity on Linux.
    public typealias ActivityStateUpdates = AsyncStream<ActivityState>
    public typealias ContentUpdates = AsyncStream<ActivityContent<ContentState>>
    public typealias PushTokenUpdates = AsyncStream<Data>
    public typealias ActivityUpdates = AsyncStream<Activity<Attributes>>

    /// Changes of the activity's state. Compile-only: finishes at once.
    public var activityStateUpdates: ActivityStateUpdates { AsyncStream { $0.finish() } }
    /// Changes of the activity's content. Compile-only: finishes at once.
    public var contentUpdates: ContentUpdates { AsyncStream { $0.finish() } }
    /// Changes of the activity's push token. Compile-only: finishes at once.
    public var pushTokenUpdates: PushTokenUpdates { AsyncStream { $0.finish() } }
    /// Activities of this type as they start. Compile-only: finishes at once.
    public static var activityUpdates: ActivityUpdates { AsyncStream { $0.finish() } }

    /// Updates the Live Activity's content. Compile-only: does nothing.
    public func update(_ content: ActivityContent<ContentState>) async {}

    /// Updates the Live Activity's content and alerts the person. Compile-only: does nothing.
    public func update(_ content: ActivityContent<ContentState>, alertConfiguration: AlertConfiguration?) async {}

    /// Updates the Live Activity's content (iOS 16.1). Compile-only: does nothing.
    @available(*, deprecated, renamed: "update(_:)")
    public func update(using contentState: ContentState, alertConfiguration: AlertConfiguration? = nil) async {}

    /// Ends the Live Activity. Compile-only: does nothing.
    public func end(_ content: ActivityContent<ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {}

    /// Ends the Live Activity (iOS 16.1). Compile-only: does nothing.
    @available(*, deprecated, renamed: "end(_:dismissalPolicy:)")
    public func end(using contentState: ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {}
}

/// When the system removes a Live Activity that ended (ActivityKit's `ActivityUIDismissalPolicy`).
public nonisolated struct ActivityUIDismissalPolicy: Hashable, Sendable {
    nonisolated enum Kind: Hashable, Sendable { case standard, immediate, after(Date) }
    let kind: Kind

    /// The system's default: the ended activity stays on the Lock Screen for up to four hours.
    public static let `default` = ActivityUIDismissalPolicy(kind: .standard)
    /// The system removes the ended Live Activity immediately.
    public static let immediate = ActivityUIDismissalPolicy(kind: .immediate)
    /// The system removes the ended Live Activity at `date`, within four hours.
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy(kind: .after(date)) }
}

/// How a Live Activity receives push updates (ActivityKit's `PushType`).
public nonisolated struct PushType: Equatable, Sendable {
    let name: String
    /// Updates through a push token.
    public static let token = PushType(name: "token")
    /// Updates through a broadcast channel.
    public static func channel(_ channelId: String) -> PushType { PushType(name: "channel:\(channelId)") }
}

/// A Live Activity's state in its life cycle (ActivityKit's `ActivityState`).
public nonisolated enum ActivityState: Equatable, Hashable, Sendable {
    case active, dismissed, ended, stale, pending
}

/// Whether the app may start Live Activities (ActivityKit's `ActivityAuthorizationInfo`).
/// Compile-only in Vignette: activities are reported disabled, since none can run.
public nonisolated final class ActivityAuthorizationInfo: @unchecked Sendable {
    public init() {}
    /// Whether the person allows the app's Live Activities: false here.
    public var areActivitiesEnabled: Bool { false }
    /// Whether the person allows frequent push updates: false here.
    public var frequentPushesEnabled: Bool { false }
}

/// Why a Live Activity could not start (ActivityKit's `ActivityAuthorizationError`).
public nonisolated enum ActivityAuthorizationError: Error, Equatable, Sendable {
    case attributesTooLarge, denied, globalMaximumExceeded, malformedActivityIdentifier, missingProcessIdentifier,
         persistenceFailure, reconnectNotPermitted, targetMaximumExceeded, unentitled, unsupported, unsupportedTarget, visibility
}

/// The alert shown when a Live Activity updates (ActivityKit's `AlertConfiguration`). Compile-only.
public nonisolated struct AlertConfiguration: Sendable {
    /// The alert's sound.
    public nonisolated struct AlertSound: Sendable {
        let name: String?
        /// The system's default alert sound.
        public static let `default` = AlertSound(name: nil)
        /// A sound file in the app's bundle.
        public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }
    }

    public let title: LocalizedStringResource
    public let body: LocalizedStringResource
    public let sound: AlertSound

    public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {
        self.title = title
        self.body = body
        self.sound = sound
    }
}
