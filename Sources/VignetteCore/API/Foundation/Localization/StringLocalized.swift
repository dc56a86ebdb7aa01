import Foundation

nonisolated extension String {
    /// The localized text of a key and its interpolated values, looked up in the bundle's
    /// string table for the locale (`LocalizedStrings`): Foundation's `String(localized:…)`.
    /// With the default `.current` locale the render's locale is used.
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil, _fileID: StaticString = #fileID) {
        self = LocalizedStrings.string(keyAndValue.key, arguments: keyAndValue.arguments, table: table, bundle: bundle,
                                       locale: explicitLocale(locale), callerModule: moduleName(ofFileID: _fileID))
    }

    /// The localized text of a key, or `defaultValue` (with its interpolated values) when no
    /// table has it.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil, _fileID: StaticString = #fileID) {
        self = LocalizedStrings.string("\(key)", arguments: defaultValue.arguments, defaultValue: defaultValue.key, table: table,
                                       bundle: bundle, locale: explicitLocale(locale), callerModule: moduleName(ofFileID: _fileID))
    }

    /// The text of a localized string resource, in its locale (the render's unless it names another).
    public init(localized resource: LocalizedStringResource) {
        self = resource.localizedText(locale: nil)
    }

    /// The text of a localized string resource in `locale`.
    public init(localized resource: LocalizedStringResource, locale: Locale) {
        self = resource.localizedText(locale: locale)
    }
}

/// A locale the author chose: nil for `.current`, which stands for the render's locale (a
/// render never depends on the machine's language).
func explicitLocale(_ locale: Locale) -> Locale? {
    locale.identifier == Locale.current.identifier ? nil : locale
}
