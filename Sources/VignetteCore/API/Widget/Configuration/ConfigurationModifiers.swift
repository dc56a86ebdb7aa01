import Foundation

/// The locations a widget can appear in (WidgetKit's `WidgetLocation`).
public nonisolated struct WidgetLocation: Hashable, Sendable {
    let name: String
    public static let homeScreen = WidgetLocation(name: "homeScreen")
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    public static let standBy = WidgetLocation(name: "standBy")
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
}

nonisolated extension WidgetConfiguration {
    private func changing(_ change: (inout WidgetDescription) -> Void) -> ModifiedWidgetConfiguration {
        var description = _widgetDescription
        change(&description)
        return ModifiedWidgetConfiguration(_widgetDescription: description)
    }

    /// Sets the name shown for a widget when a user adds or edits it: a stored string, shown
    /// verbatim (a literal is a `LocalizedStringKey`, as in WidgetKit).
    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration {
        changing { ($0.displayName, $0.displayNameKey) = (String(displayName), nil) }
    }

    /// Sets the localized name shown for a widget when a user adds or edits it.
    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration {
        changing { ($0.displayName, $0.displayNameKey) = (displayNameKey.resolved, displayNameKey) }
    }

    /// Sets the name shown for a widget when a user adds or edits it.
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration {
        changing { ($0.displayName, $0.displayNameKey) = (displayName.plainText, nil) }
    }

    /// Sets the description shown for a widget when a user adds or edits it.
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
        changing { ($0.summary, $0.summaryKey) = (String(description), nil) }
    }

    /// Sets the localized description shown for a widget when a user adds or edits it.
    public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration {
        changing { ($0.summary, $0.summaryKey) = (descriptionKey.resolved, descriptionKey) }
    }

    /// Sets the description shown for a widget when a user adds or edits it.
    public func description(_ description: Text) -> some WidgetConfiguration {
        changing { ($0.summary, $0.summaryKey) = (description.plainText, nil) }
    }

    /// Sets the sizes that a widget supports; Vignette renders each of them.
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        changing { $0.supportedFamilies = families }
    }

    /// Disables the default content margins: the content is laid out edge to edge.
    public func contentMarginsDisabled() -> some WidgetConfiguration {
        changing { $0.contentMarginsDisabled = true }
    }

    /// Sets whether the system may remove the widget's container background (StandBy, tinted modes).
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
        changing { $0.containerBackgroundRemovable = isRemovable }
    }

    /// Sets the locations where the widget is shown less prominently, for the given families.
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> some WidgetConfiguration {
        changing { for location in locations { $0.disfavoredLocations[location, default: []] += families } }
    }

    /// Asks people to configure the widget when they add it (recorded; Vignette renders the defaults).
    public func promptsForUserConfiguration() -> some WidgetConfiguration { changing { _ in } }

    /// Vignette: also renders the widget as an iOS 10 Today widget in each mode, under a header
    /// with the app's name and an icon of this colour, with `iconSymbol` drawn on it in white
    /// (seeds 001 and 002). Not a WidgetKit API.
    public func todayWidget(modes: [NCWidgetDisplayMode], appName: String? = nil, iconColor: Color = .blue,
                            iconSymbol: String? = nil) -> some WidgetConfiguration {
        changing {
            $0.today = TodayWidgetOptions(modes: modes, appName: appName ?? $0.displayName, iconColor: iconColor, iconSymbol: iconSymbol)
        }
    }
}
