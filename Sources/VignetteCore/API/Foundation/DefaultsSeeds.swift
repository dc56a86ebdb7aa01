import Foundation
import Synchronization

// Apple declares UserDefaults `@unchecked Sendable` (it is thread-safe); swift-corelibs-foundation
// marks the conformance unavailable, so Swift 6 code's `static let shared = UserDefaults(suiteName: …)!`
// would not compile. Restating it draws one compiler warning ("already stated in the type's
// module"), which no diagnostic group can silence: the price of compiling that code unchanged.
nonisolated extension UserDefaults: @retroactive @unchecked Sendable {}

/// The author's sample defaults, which `UserDefaults` reads as an app group's or the app's
/// defaults: `UserDefaults/<suite>.plist` (an XML or binary property list, as Xcode writes a
/// defaults domain) or `UserDefaults/<suite>.json` (a JSON object; a value written as
/// `{"$json": …}` is stored as the `Data` of that JSON, for code that keeps `Codable` values in
/// defaults) in a resource bundle of the program, declared `resources: [.copy("UserDefaults")]`;
/// `standard.plist`/`.json` seeds `UserDefaults.standard`.
///
/// They are registered (`register(defaults:)`) before a render asks a provider or lays out a
/// view, so a value the code sets itself wins and nothing is written to disk. Foundation on
/// Linux keeps one registration domain for every suite: the seeds' keys are shared by all
/// suites, so give each suite's keys their own names (two seeds that disagree on a key are
/// reported). A seed that cannot be read is reported on standard error, naming the file.
package nonisolated enum DefaultsSeeds {
    private static let registered: Void = {
        var merged: [String: Any] = [:]
        var origin: [String: String] = [:]
        for (file, values) in load() {
            for (key, value) in values.sorted(by: { $0.key < $1.key }) {
                if let first = origin[key], let old = merged[key] as? NSObject, let new = value as? NSObject, old != new {
                    LocalizedStrings.report("\(file.path): the key '\(key)' is also seeded by \(first) with another value; "
                        + "Foundation on Linux shares seeded keys between suites: give it another name (\(first)'s value is used)")
                    continue
                }
                merged[key] = value
                origin[key] = file.lastPathComponent
            }
        }
        if !merged.isEmpty { UserDefaults.standard.register(defaults: merged) }
    }()

    /// Registers the seeds (once per process).
    package static func install() { _ = registered }

    /// Every seed file of the program's resource bundles with its values, in name order.
    static func load(bundles: [URL] = ProgramResources.bundles) -> [(URL, [String: Any])] {
        var seeds: [(URL, [String: Any])] = []
        for bundle in bundles {
            let folder = bundle.appendingPathComponent("UserDefaults", isDirectory: true)
            for file in ProgramResources.children(of: folder) where ["plist", "json"].contains(file.pathExtension) {
                let suite = file.deletingPathExtension().lastPathComponent
                do {
                    seeds.append((file, try file.pathExtension == "plist" ? plist(file) : json(file)))
                } catch {
                    LocalizedStrings.report("\(VignetteError.unreadableFile(path: file.path, reason: "\(error)")); "
                        + "UserDefaults(suiteName: \"\(suite)\") starts without its sample values")
                }
            }
        }
        return seeds
    }

    private static func plist(_ file: URL) throws -> [String: Any] {
        guard let values = try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil) as? [String: Any] else {
            throw SeedError("a defaults property list holds a dictionary of keys and values")
        }
        return values
    }

    private static func json(_ file: URL) throws -> [String: Any] {
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) } catch {
            throw SeedError("not JSON: \(error.localizedDescription)")
        }
        guard let values = object as? [String: Any] else { throw SeedError("a defaults JSON file holds one object of keys and values") }
        return try values.mapValues(convert)
    }

    /// JSON values as defaults hold them: numbers as Int, Double or Bool, `{"$json": …}` as Data.
    private static func convert(_ value: Any) throws -> Any {
        switch value {
        case let object as [String: Any]:
            if object.count == 1, let json = object["$json"] {
                return try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys, .fragmentsAllowed])
            }
            return try object.mapValues(convert)
        case let array as [Any]: return try array.map(convert)
        case let number as NSNumber:
            if type(of: number) == type(of: NSNumber(value: true)) { return number.boolValue }
            return number as? Int ?? number.doubleValue
        default: return value
        }
    }

    nonisolated struct SeedError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
