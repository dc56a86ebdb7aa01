import Foundation

nonisolated extension View {
    /// Sets the tint color of the Live Activity's Lock Screen background; nil keeps the system's
    /// default background material. The Lock Screen host reads it from the content (`WidgetOutputs`).
    public func activityBackgroundTint(_ color: Color?) -> some View {
        modifier(NodeModifier { node, _ in
            node.widgetOutputs.append(.activityBackgroundTint(color))
            return node
        })
    }

    /// The text color of the auxiliary button the system shows next to a Live Activity on the Lock
    /// Screen. Recorded, not drawn: Vignette draws no such button.
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View {
        modifier(NodeModifier { node, _ in
            node.annotations["activitySystemActionForegroundColor"] = color.map { "\($0)" } ?? "default"
            return node
        })
    }
}

private nonisolated struct IsActivityFullscreenKey: EnvironmentKey { static let defaultValue = false }
private nonisolated struct IsLuminanceReducedKey: EnvironmentKey { static let defaultValue = false }
private nonisolated struct ActivityFamilyKey: EnvironmentKey { static let defaultValue = ActivityFamily.medium }

nonisolated extension EnvironmentValues {
    /// Whether the Live Activity fills the screen: true in StandBy (the `standby` and
    /// `standby-night` images of `activity-lockScreen`), false elsewhere.
    public var isActivityFullscreen: Bool {
        get { self[IsActivityFullscreenKey.self] }
        set { self[IsActivityFullscreenKey.self] = newValue }
    }

    /// Whether the display is dimmed (Always-On). False in every image Vignette renders.
    public var isLuminanceReduced: Bool {
        get { self[IsLuminanceReducedKey.self] }
        set { self[IsLuminanceReducedKey.self] = newValue }
    }

    /// The family of the Live Activity being drawn: `.small` in the Apple Watch Smart Stack and on
    /// CarPlay (`activity-small`), `.medium` on the Lock Screen, in StandBy and in the Dynamic Island.
    public var activityFamily: ActivityFamily {
        get { self[ActivityFamilyKey.self] }
        set { self[ActivityFamilyKey.self] = newValue }
    }
}
