import Foundation

/// An interface for providing an app-specific capability to people (App Intents' `AppIntent`):
/// enough of it for a widget's configuration intent to compile, with its parameters' defaults
/// as the configuration Vignette renders.
public protocol AppIntent: Sendable {
    /// A short, localized, human-readable string that describes the app intent.
    static var title: LocalizedStringResource { get }
    /// A description of the app intent that the system shows to people.
    static var description: IntentDescription? { get }
    /// Whether the system opens the app when the intent runs.
    static var openAppWhenRun: Bool { get }
    /// Whether the intent appears in the Shortcuts app.
    static var isDiscoverable: Bool { get }
    init()
}

nonisolated extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
    public static var isDiscoverable: Bool { true }
}

/// An interface for configuring a WidgetKit widget.
public protocol WidgetConfigurationIntent: AppIntent {}

/// A description of an intent's purpose.
public nonisolated struct IntentDescription: Hashable, Sendable, ExpressibleByStringInterpolation {
    public let text: LocalizedStringResource
    public let categoryName: LocalizedStringResource?
    public let searchKeywords: [LocalizedStringResource]

    public init(_ text: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
                searchKeywords: [LocalizedStringResource] = []) {
        self.text = text
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
    }

    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) { self.init(LocalizedStringResource(stringInterpolation: stringInterpolation)) }
}

/// The result of performing an intent; widgets' configuration intents never run, so only the
/// empty result exists.
public protocol IntentResult: Sendable {}

/// The empty intent result, `.result()`.
public nonisolated struct EmptyIntentResult: IntentResult {}

nonisolated extension IntentResult where Self == EmptyIntentResult {
    /// An empty result.
    public static func result() -> EmptyIntentResult { EmptyIntentResult() }
}

nonisolated extension WidgetConfigurationIntent {
    /// Configuration intents are never performed while rendering.
    public func perform() async throws -> some IntentResult { EmptyIntentResult() }
}
