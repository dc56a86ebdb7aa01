import Foundation

/// A reference to a localizable string (Foundation's `LocalizedStringResource`, which
/// Foundation on Linux lacks). Vignette renders the development language: the key is the text.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The key, which is also the text Vignette shows.
    public let key: String
    public let table: String?

    public init(_ key: String, table: String? = nil, comment: StaticString? = nil) {
        self.key = key
        self.table = table
    }

    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: DefaultStringInterpolation) { self.init(String(stringInterpolation: stringInterpolation)) }

    public var description: String { key }
}

extension String {
    /// The text of a localized string resource (its key: Vignette renders the development language).
    public init(localized resource: LocalizedStringResource) { self = resource.key }
}

extension Text {
    /// Creates a text view that displays a localized string resource (its inline Markdown
    /// applied, as for a key). Disfavoured, as in SwiftUI: a string literal is a
    /// `LocalizedStringKey`.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) { runs = Text.markdownRuns(resource.key) }
}

/// A type that describes itself as a localized string resource (Foundation, iOS 16): App
/// Intents' errors adopt it to give their message.
public protocol CustomLocalizedStringResourceConvertible {
    /// The localized string resource that describes this value.
    var localizedStringResource: LocalizedStringResource { get }
}
