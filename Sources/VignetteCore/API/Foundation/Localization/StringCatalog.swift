import Foundation

/// One string table of a bundle: a string catalog (`Localizable.xcstrings`, the JSON Xcode
/// writes) or the `.strings` files of its `.lproj` folders, by language.
nonisolated struct StringTable: Sendable {
    /// A localized value: plain, or varying by a plural category (`one`, `other`…).
    nonisolated enum Value: Sendable {
        case plain(String)
        case plural([String: String])
    }

    let sourceLanguage: String
    /// Key → language ("en", "de", "zh-Hans") → value.
    let entries: [String: [String: Value]]

    /// Reads `Localizable.xcstrings`: `sourceLanguage`, then `strings` → key → `localizations`
    /// → language → `stringUnit.value` or `variations.plural.<category>.stringUnit.value`.
    static func catalog(at url: URL) throws(VignetteError) -> StringTable {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        } catch {
            throw VignetteError.unreadableFile(path: url.path, reason: "not a string catalog (JSON) Vignette can read: \(error.localizedDescription); open and save it in Xcode, or fix the JSON")
        }
        guard let root = json as? [String: Any], let strings = root["strings"] as? [String: Any] else {
            throw VignetteError.unreadableFile(path: url.path, reason: "a string catalog needs a \"strings\" object at its top level (as Xcode writes it)")
        }
        let source = root["sourceLanguage"] as? String ?? "en"
        var entries: [String: [String: Value]] = [:]
        for (key, entry) in strings {
            guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] else { continue }
            var values: [String: Value] = [:]
            for (language, localization) in localizations {
                if let value = Self.value(of: localization) { values[language] = value }
            }
            entries[key] = values
        }
        return StringTable(sourceLanguage: source, entries: entries)
    }

    private static func value(of localization: Any) -> Value? {
        guard let localization = localization as? [String: Any] else { return nil }
        if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String { return .plain(value) }
        guard let variations = localization["variations"] as? [String: Any] else { return nil }
        if let plural = variations["plural"] as? [String: Any] {
            var forms: [String: String] = [:]
            for (category, form) in plural {
                if let unit = (form as? [String: Any])?["stringUnit"] as? [String: Any], let value = unit["value"] as? String { forms[category] = value }
            }
            return forms.isEmpty ? nil : .plural(forms)
        }
        // Device variations: iPhone's, else any.
        if let device = variations["device"] as? [String: Any] {
            return value(of: device["iphone"] ?? device["other"] ?? device.sorted { $0.key < $1.key }.first?.value as Any)
        }
        return nil
    }

    /// Reads the `<table>.strings` files of a bundle's `.lproj` folders ("key" = "value";).
    static func stringsFiles(_ files: [(language: String, url: URL)], sourceLanguage: String) throws(VignetteError) -> StringTable {
        var entries: [String: [String: Value]] = [:]
        for (language, url) in files {
            let plist: Any
            do {
                plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
            } catch {
                throw VignetteError.unreadableFile(path: url.path, reason: "not a .strings file Vignette can read (\"key\" = \"value\"; lines): \(error.localizedDescription)")
            }
            guard let pairs = plist as? [String: Any] else {
                throw VignetteError.unreadableFile(path: url.path, reason: "a .strings file holds \"key\" = \"value\"; pairs")
            }
            for (key, value) in pairs { if let value = value as? String { entries[key, default: [:]][language] = .plain(value) } }
        }
        return StringTable(sourceLanguage: sourceLanguage, entries: entries)
    }

    /// The value of `key` in the first of `languages` that has one, else in the source language.
    func value(_ key: String, languages: [String]) -> Value? {
        guard let values = entries[key] else { return nil }
        for language in languages { if let value = values[language] { return value } }
        return values[sourceLanguage]
    }
}

/// The plural category of a number in a language (CLDR's cardinal rules for the common cases).
nonisolated enum PluralRule {
    static func category(of number: Double, language: String) -> String {
        let isInteger = number == number.rounded()
        let n = abs(number)
        let i = Int(n)
        switch language.split(separator: "-").first.map(String.init) ?? language {
        case "ja", "zh", "ko", "th", "vi", "id", "ms": return "other"
        case "fr": return i == 0 || i == 1 ? "one" : (isInteger && i % 1_000_000 == 0 ? "many" : "other")
        case "ru", "uk", "be", "pl", "cs", "sk":
            guard isInteger else { return "other" }
            if language.hasPrefix("cs") || language.hasPrefix("sk") { return i == 1 ? "one" : (2...4).contains(i) ? "few" : "other" }
            let (mod10, mod100) = (i % 10, i % 100)
            if mod10 == 1 && mod100 != 11 && !language.hasPrefix("pl") { return "one" }
            if language.hasPrefix("pl") && i == 1 { return "one" }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return "few" }
            return "many"
        case "ar":
            guard isInteger else { return "other" }
            switch i {
            case 0: return "zero"
            case 1: return "one"
            case 2: return "two"
            default: return (3...10).contains(i % 100) ? "few" : (11...99).contains(i % 100) ? "many" : "other"
            }
        default: return i == 1 && isInteger ? "one" : "other"
        }
    }
}
