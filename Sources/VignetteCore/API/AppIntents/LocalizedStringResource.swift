import Foundation

/// A reference to a localizable string (Foundation's `LocalizedStringResource`, which
/// Foundation on Linux lacks): its key, default value, table, locale and bundle, looked up
/// when it is shown (`String(localized:)`, `Text(_:)`) as `String(localized:)` is
/// (API/Foundation/Localization/LocalizedStrings.swift).
public nonisolated struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    public typealias StringInterpolation = String.LocalizationValue.StringInterpolation

    /// The key in the string table.
    public var key: String
    /// The text when no table has the key (with its interpolated values).
    public var defaultValue: String.LocalizationValue
    public var table: String?
    /// The locale it is shown in: `.current` stands for the render's.
    public var locale: Locale
    public var bundle: BundleDescription
    /// The module that wrote it, whose resource bundle stands for `.main` (as an iOS
    /// extension's main bundle is its own).
    let module: String?

    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil, _fileID: StaticString = #fileID) {
        self.init(key: keyAndValue.key, defaultValue: keyAndValue, table: table, locale: locale, bundle: bundle, module: moduleName(ofFileID: _fileID))
    }

    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil, _fileID: StaticString = #fileID) {
        self.init(key: "\(key)", defaultValue: defaultValue, table: table, locale: locale, bundle: bundle, module: moduleName(ofFileID: _fileID))
    }

    /// A resource in a bundle (`bundle: .module` in a package target).
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: Bundle,
                comment: StaticString? = nil) {
        self.init(keyAndValue, table: table, locale: locale, bundle: .atURL(bundle.bundleURL), comment: comment, _fileID: "")
    }

    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: Bundle, comment: StaticString? = nil) {
        self.init(key, defaultValue: defaultValue, table: table, locale: locale, bundle: .atURL(bundle.bundleURL), comment: comment, _fileID: "")
    }

    private init(key: String, defaultValue: String.LocalizationValue, table: String?, locale: Locale, bundle: BundleDescription, module: String?) {
        self.key = key
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
        self.module = module
    }

    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value), _fileID: "") }
    public init(stringInterpolation: StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation), _fileID: "")
    }

    /// The text in the development language (the default value); `String(localized:)` looks it up.
    public var description: String { defaultValue.description }

    /// The looked-up text, in `locale`, else the resource's own, else the render's.
    func localizedText(locale override: Locale?) -> String {
        LocalizedStrings.string(key, arguments: defaultValue.arguments, defaultValue: defaultValue.key, table: table,
                                bundle: bundle.bundle, locale: override ?? explicitLocale(locale), callerModule: module)
    }

    /// Where the string table is (`LocalizedStringResource.BundleDescription`).
    public nonisolated enum BundleDescription: Hashable, @unchecked Sendable {
        /// The main bundle: on Linux, the resource bundle of the module that wrote the resource.
        case main
        /// The bundle of a class: its module's resource bundle.
        case forClass(AnyClass)
        case atURL(URL)

        var bundle: Bundle? {
            switch self {
            case .main:
                return nil
            case .forClass(let type):
                let module = String(reflecting: type).split(separator: ".").first.map(String.init)
                return module.flatMap(ProgramResources.bundle(of:)).flatMap(Bundle.init(url:))
            case .atURL(let url):
                return Bundle(url: url)
            }
        }

        public static func == (a: Self, b: Self) -> Bool {
            switch (a, b) {
            case (.main, .main): true
            case (.forClass(let x), .forClass(let y)): x == y
            case (.atURL(let x), .atURL(let y)): x == y
            default: false
            }
        }

        public func hash(into hasher: inout Hasher) {
            switch self {
            case .main: hasher.combine(0)
            case .forClass(let type): hasher.combine(ObjectIdentifier(type))
            case .atURL(let url): hasher.combine(url)
            }
        }
    }
}

nonisolated extension Text {
    /// Creates a text view that displays a localized string resource (looked up, its inline
    /// Markdown applied, as for a key). Disfavoured, as in SwiftUI: a string literal is a
    /// `LocalizedStringKey`.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) { runs = Text.markdownRuns(resource.localizedText(locale: nil)) }
}

/// A type that describes itself as a localized string resource (Foundation, iOS 16): App
/// Intents' errors adopt it to give their message.
public protocol CustomLocalizedStringResourceConvertible {
    /// The localized string resource that describes this value.
    var localizedStringResource: LocalizedStringResource { get }
}
