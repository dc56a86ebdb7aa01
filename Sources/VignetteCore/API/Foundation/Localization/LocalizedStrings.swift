import Foundation
import Synchronization

/// The one lookup behind `String(localized:)`, `LocalizedStringResource` and `Text("key")`:
/// a key's value in a bundle's string table (`<table>.xcstrings`, else the `.strings` files of
/// its `<language>.lproj` folders; the table is `Localizable` unless named) for a locale, its
/// plural variation chosen by its first numeric argument, its arguments put in; the key itself
/// when no table has it, as on iOS.
///
/// Which bundle: the one given, else (`.main` or none) the resource bundle of the caller's module
/// (`<Package>_<Module>.resources`, declared `resources: [.copy("Localizable.xcstrings")]` or
/// `.process`), then of the modules declaring the views being evaluated, then the program's
/// folder: as an iOS extension's main bundle is its own. When neither module is known (a
/// `LocalizedStringResource` literal outside a view body), every resource bundle in name order. Which language: the locale given,
/// else the render's (the environment's `locale` while a view's body is evaluated; en_US
/// outside), falling back to the table's source language.
///
/// A table that cannot be read is reported once on standard error, naming the file, and
/// looked past.
nonisolated enum LocalizedStrings {
    /// Tables loaded, by folder and table name (nil: none there).
    private static let tables = Mutex<[String: StringTable?]>([:])
    /// The problems met, each reported once.
    private static let reported = Mutex<[String]>([])

    /// The text of `key` (a format when it has `arguments`).
    static func string(_ key: String, arguments: [LocalizationArgument] = [], defaultValue: String? = nil, table: String?,
                       bundle: Bundle?, locale: Locale?, callerModule: String? = nil) -> String {
        let environment = EnvironmentValues.current
        let pseudo = environment.pseudoLanguage
        let tables = tables(table ?? "Localizable", bundle: bundle, callerModule: callerModule, environment: environment)
        // Most modules have no table: nothing more to work out.
        guard !tables.isEmpty else { return shown(defaultValue ?? key, arguments, pseudo) }
        let languages = cachedLanguages(for: locale ?? environment.locale)
        for found in tables {
            guard let value = found.value(key, languages: languages) else { continue }
            let language = languages.first { found.entries[key]?[$0] != nil } ?? found.sourceLanguage
            return shown(text(of: value, arguments: arguments, language: language), arguments, pseudo)
        }
        return shown(defaultValue ?? key, arguments, pseudo)
    }

    /// A looked-up format with its arguments put in, in the render's pseudolanguage if any.
    static func shown(_ template: String, _ arguments: [LocalizationArgument], _ pseudo: PseudoLanguage?) -> String {
        guard let pseudo else { return LocalizedFormat.apply(template, arguments) }
        return pseudo.finish(LocalizedFormat.apply(pseudo.format(template, hasArguments: !arguments.isEmpty), arguments))
    }

    /// Which tables a lookup searches, in order: found once per bundle, caller and declaring modules.
    private nonisolated struct Search: Hashable {
        let table: String
        let bundle: String?
        let callerModule: String?
        let modules: [ModuleID]
    }

    private static let searches = Mutex<[Search: [StringTable]]>([:])

    private static func tables(_ name: String, bundle: Bundle?, callerModule: String?, environment: EnvironmentValues) -> [StringTable] {
        let explicit = bundle.map { $0.bundleURL.standardizedFileURL }.flatMap { $0 == mainFolder ? nil : $0 }
        let modules = explicit == nil ? environment.declaringModules : []
        let search = Search(table: name, bundle: explicit?.path, callerModule: explicit == nil ? callerModule : nil, modules: modules)
        if let known = searches.withLock({ $0[search] }) { return known }
        let found = folders(explicit: explicit, callerModule: search.callerModule, modules: modules.map(\.name)).compactMap { table(name, in: $0) }
        searches.withLock { $0[search] = found }
        return found
    }

    private static let mainFolder = Bundle.main.bundleURL.standardizedFileURL

    /// Whether any resource bundle of the program has a string table (so that `Text` skips the
    /// lookup in programs without any).
    static let programHasTables: Bool = ProgramResources.bundles.contains { folder in
        ProgramResources.children(of: folder).contains { $0.pathExtension == "xcstrings" || $0.pathExtension == "lproj" }
    }

    private static func text(of value: StringTable.Value, arguments: [LocalizationArgument], language: String) -> String {
        switch value {
        case .plain(let text): return text
        case .plural(let forms):
            guard let number = arguments.lazy.compactMap(\.number).first else { return forms["other"] ?? forms.values.sorted().first! }
            let category = number == 0 && forms["zero"] != nil && language.hasPrefix("ar") ? "zero" : PluralRule.category(of: number, language: language)
            return forms[category] ?? forms["other"] ?? forms.values.sorted().first!
        }
    }

    private static let languageCache = Mutex<[String: [String]]>([:])

    private static func cachedLanguages(for locale: Locale) -> [String] {
        let id = locale.identifier
        if let known = languageCache.withLock({ $0[id] }) { return known }
        let found = languages(for: locale)
        languageCache.withLock { $0[id] = found }
        return found
    }

    /// "de_DE" → ["de-DE", "de"]; "zh_Hans_CN" → ["zh-Hans-CN", "zh-Hans", "zh"]; "zh_TW" → [… "zh-Hant", "zh"].
    static func languages(for locale: Locale) -> [String] {
        let parts = locale.identifier.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "@" }).map(String.init)
        guard let language = parts.first, !language.isEmpty else { return [] }
        var result = [parts.joined(separator: "-")]
        if parts.count > 2 { result.append(parts[0...1].joined(separator: "-")) }
        if language == "zh", parts.count == 2 { result.append(["TW", "HK", "MO"].contains(parts[1]) ? "zh-Hant" : "zh-Hans") }
        result.append(language)
        var seen = Set<String>()
        return result.filter { seen.insert($0).inserted }
    }

    /// The folders searched, in order.
    private static func folders(explicit: URL?, callerModule: String?, modules declaring: [String]) -> [URL] {
        if let explicit { return [explicit] }
        var modules: [String] = []
        if let callerModule { modules.append(callerModule) }
        modules += declaring
        // A resource written where no module is known (a string literal outside a view): every
        // module's, in name order.
        if modules.isEmpty { return ProgramResources.bundles + [mainFolder] }
        var folders: [URL] = []
        for module in modules {
            if let folder = ProgramResources.bundle(of: module), !folders.contains(folder) { folders.append(folder) }
        }
        return folders + [mainFolder]
    }

    /// The table in a folder, loaded once.
    private static func table(_ name: String, in folder: URL) -> StringTable? {
        let id = folder.path + "\u{0}" + name
        if let known = tables.withLock({ $0[id] }) { return known }
        let loaded = load(name, in: folder)
        tables.withLock { $0[id] = loaded }
        return loaded
    }

    private static func load(_ name: String, in folder: URL) -> StringTable? {
        do {
            let catalog = folder.appendingPathComponent(name + ".xcstrings")
            if FileManager.default.fileExists(atPath: catalog.path) { return try StringTable.catalog(at: catalog) }
            let files = ProgramResources.children(of: folder).filter { $0.pathExtension == "lproj" }.compactMap { lproj -> (String, URL)? in
                let file = lproj.appendingPathComponent(name + ".strings")
                return FileManager.default.fileExists(atPath: file.path) ? (lproj.deletingPathExtension().lastPathComponent, file) : nil
            }
            guard !files.isEmpty else { return nil }
            let source = files.contains { $0.0 == "en" } ? "en" : files.contains { $0.0 == "Base" } ? "Base" : files[0].0
            return try StringTable.stringsFiles(files, sourceLanguage: source)
        } catch {
            report("\(error); its strings are shown as their keys")
            return nil
        }
    }

    /// Every language the program's string tables have a value in (each resource bundle's
    /// `.xcstrings` localizations and `.lproj` folders, but `Base`), sorted. Test targets'
    /// bundles (`<Package>_<Name>Tests.resources`), which SwiftPM builds beside a debug program,
    /// are not the widgets' and are left out.
    static let programLanguages: [String] = {
        var languages = Set<String>()
        for folder in ProgramResources.bundles where !folder.deletingPathExtension().lastPathComponent.hasSuffix("Tests") {
            for item in ProgramResources.children(of: folder) {
                if item.pathExtension == "lproj" {
                    languages.insert(item.deletingPathExtension().lastPathComponent)
                } else if item.pathExtension == "xcstrings", let table = try? StringTable.catalog(at: item) {
                    languages.insert(table.sourceLanguage)
                    for values in table.entries.values { languages.formUnion(values.keys) }
                }
            }
        }
        languages.remove("Base")
        return languages.sorted()
    }()

    /// Prints a problem once (String(localized:) cannot throw).
    static func report(_ message: String) {
        let isNew = reported.withLock { seen in
            guard !seen.contains(message) else { return false }
            seen.append(message)
            return true
        }
        if isNew { FileHandle.standardError.write(Data("vignette: warning: \(message)\n".utf8)) }
    }

    /// The problems reported so far (for tests).
    static var problems: [String] { reported.withLock { $0 } }
}

/// The resource bundles SwiftPM builds beside the running program (`<Package>_<Target>.resources`).
nonisolated enum ProgramResources {
    static let bundles: [URL] = children(of: AssetLocation.runningExecutable.deletingLastPathComponent())
        .filter { $0.pathExtension == "resources" && $0.lastPathComponent != AssetLocation.ownBundleName }

    /// The resource bundle of a module, if it has one.
    static func bundle(of module: String) -> URL? { bundles.first { isResourceBundle($0.lastPathComponent, of: module) } }

    static func children(of folder: URL) -> [URL] {
        let items = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return items.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}

/// The module of a `#fileID` ("MyWidgets/Provider.swift" → "MyWidgets").
func moduleName(ofFileID fileID: StaticString) -> String? {
    let id = "\(fileID)"
    return id.firstIndex(of: "/").map { String(id[..<$0]) }
}
