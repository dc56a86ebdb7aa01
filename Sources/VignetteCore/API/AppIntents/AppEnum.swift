import Foundation

/// A type that describes how a type or an instance is shown to people.
public nonisolated struct DisplayRepresentation: Hashable, Sendable, ExpressibleByStringInterpolation {
    public let title: LocalizedStringResource
    public let subtitle: LocalizedStringResource?
    public let image: Image?

    /// An image for a display representation.
    public nonisolated struct Image: Hashable, Sendable {
        public let systemName: String?
        public let named: String?
        public let url: URL?
        public let isTemplate: Bool
        public init(systemName: String, isTemplate: Bool = false) {
            self.systemName = systemName; named = nil; url = nil; self.isTemplate = isTemplate
        }
        public init(named name: String, bundle: Bundle = .main, isTemplate: Bool = false) {
            named = name; systemName = nil; url = nil; self.isTemplate = isTemplate
        }
        public init(url: URL, isTemplate: Bool = false) {
            self.url = url; systemName = nil; named = nil; self.isTemplate = isTemplate
        }
    }

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) { self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation)) }
}

/// How a type is named to people.
public nonisolated struct TypeDisplayRepresentation: Hashable, Sendable, ExpressibleByStringInterpolation {
    public let name: LocalizedStringResource
    public let numericFormat: LocalizedStringResource?

    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) { self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation)) }
}

/// A type that represents an enumeration usable as an intent parameter.
public protocol AppEnum: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue: LosslessStringConvertible & Sendable {
    /// How the type is named to people.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How each case is shown to people.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}
