import Foundation

// App Shortcuts: phrases Siri and Spotlight offer for an app's intents. An extension's target
// often shares the file that declares them; nothing is offered in a render, so these are
// compile-only.

/// A type that provides the App Shortcuts of an app.
public protocol AppShortcutsProvider {
    /// The App Shortcuts of the app.
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    /// The colour of the app's tile in the Shortcuts app.
    static var shortcutTileColor: ShortcutTileColor { get }
}

nonisolated extension AppShortcutsProvider {
    public static var shortcutTileColor: ShortcutTileColor { .navy }
    /// Asks the system to refresh the shortcuts' parameter values (nothing to refresh in a render).
    public static func updateAppShortcutParameters() {}
}

/// The colour of an app's tile in the Shortcuts app.
public nonisolated enum ShortcutTileColor: Sendable {
    case red, tangerine, orange, yellow, lime, grayGreen, teal, lightBlue, blue, navy, purple, lightPurple, pink, grayBlue, grayBrown
}

/// A result builder for an app's App Shortcuts.
@resultBuilder
public nonisolated enum AppShortcutsBuilder {
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    public static func buildBlock(_ components: [AppShortcut]...) -> [AppShortcut] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [AppShortcut]?) -> [AppShortcut] { component ?? [] }
    public static func buildEither(first component: [AppShortcut]) -> [AppShortcut] { component }
    public static func buildEither(second component: [AppShortcut]) -> [AppShortcut] { component }
    public static func buildLimitedAvailability(_ component: [AppShortcut]) -> [AppShortcut] { component }
}

/// An App Shortcut: an intent with the phrases that start it.
public nonisolated struct AppShortcut: Sendable {
    /// The short title shown for the shortcut.
    public let shortTitle: LocalizedStringResource?
    /// The SF Symbol shown for the shortcut.
    public let systemImageName: String?
    /// How many phrases start the shortcut.
    let phraseCount: Int

    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
                                   systemImageName: String) {
        (self.shortTitle, self.systemImageName, phraseCount) = (shortTitle, systemImageName, phrases.count)
    }

    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {
        (shortTitle, systemImageName, phraseCount) = (nil, nil, phrases.count)
    }
}

/// A phrase that starts an App Shortcut; it must name the app (`"Open \(.applicationName)"`).
public nonisolated struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    /// The phrase with its placeholders written out.
    public let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// The placeholders a phrase can hold besides the intent's parameters.
    public nonisolated enum Token: Sendable { case applicationName }

    public nonisolated struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// The app's name.
        public mutating func appendInterpolation(_ token: Token) { text += "${applicationName}" }
        /// One of the intent's parameters.
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) { text += "${parameter}" }
    }
}
