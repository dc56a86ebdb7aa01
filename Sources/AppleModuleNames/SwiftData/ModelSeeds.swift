import Foundation
import VignetteCore

/// The author's sample data for SwiftData: `SwiftData/<Model>.json` in a resource bundle of the
/// program (declared `resources: [.copy("SwiftData")]`), a JSON array of objects whose keys are
/// the model class's stored properties, for example
/// `[{"title": "Buy milk", "due": "2026-05-01T09:00:00Z", "isDone": false}]`.
///
/// Every container starts with these objects, made afresh for it (so a provider that changes one
/// does not change the next render's). A `Date` is ISO 8601 text, with or without a time; any
/// other property is decoded as its `Codable` type would decode it from JSON. A key the seed
/// leaves out keeps the property's initial value (an optional `var`: nil). A file or an object
/// that cannot be read is reported on standard error, naming the file, the object and the key;
/// the other objects are still loaded.
nonisolated enum ModelSeeds {
    /// Each seed file's objects, parsed once per process (nil: the file could not be read); under `lock`.
    nonisolated(unsafe) private static var parsed: [URL: [[String: Any]]?] = [:]
    private static let lock = NSLock()

    static func objects<T: PersistentModel>(of type: T.Type) -> [T] {
        let entity = ModelStore.entityName(of: type)
        var made: [T] = []
        for file in SampleDataFiles.files(in: "SwiftData") where file.pathExtension == "json" && file.deletingPathExtension().lastPathComponent == entity {
            guard let records = records(in: file) else { continue }
            for (index, record) in records.enumerated() {
                let seed = _ModelSeed(record, file: file, index: index, entity: entity)
                do {
                    made.append(try T(_vignetteSeed: seed))
                } catch {
                    SampleDataFiles.report("\(error)")
                }
            }
        }
        return made
    }

    /// The objects of a seed file (parsed once; a problem is reported once).
    static func records(in file: URL) -> [[String: Any]]? {
        lock.withLock {
            if let known = parsed[file] { return known }
            var result: [[String: Any]]?
            do {
                result = try parse(Data(contentsOf: file), file: file)
            } catch {
                SampleDataFiles.report("\(error)")
            }
            parsed[file] = result
            return result
        }
    }

    static func parse(_ data: Data, file: URL) throws -> [[String: Any]] {
        let entity = file.deletingPathExtension().lastPathComponent
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            throw SeedError(file: file, "is not JSON (\(error.localizedDescription)); write a JSON array of \(entity) objects")
        }
        guard let array = object as? [Any] else {
            throw SeedError(file: file, "holds \(kind(of: object)); write a JSON array of \(entity) objects, "
                + "each with its stored properties as keys: [{\"name\": …}]")
        }
        return try array.enumerated().map { index, element in
            guard let record = element as? [String: Any] else {
                throw SeedError(file: file, "object \(index + 1) is \(kind(of: element)); each element is one \(entity) object of keys and values")
            }
            return record
        }
    }

    static func kind(of value: Any) -> String {
        switch value {
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        case is String: return "a string"
        case is NSNull: return "null"
        case is NSNumber: return "a number"
        default: return "\(type(of: value))"
        }
    }
}

/// One problem in a seed file, with what the author can do about it.
nonisolated struct SeedError: Error, CustomStringConvertible {
    let description: String
    init(file: URL, _ problem: String) {
        description = "SwiftData/\(file.lastPathComponent): \(problem)"
    }
}

/// One object of a seed file, as `@Model`'s generated initializer reads it: one call per stored
/// property, then `finish` to report keys that are not the class's.
public nonisolated struct _ModelSeed: @unchecked Sendable {
    // @unchecked: the record is parsed JSON, never changed.
    let record: [String: Any]
    let file: URL
    let index: Int
    let entity: String

    init(_ record: [String: Any], file: URL, index: Int, entity: String) {
        self.record = record
        self.file = file
        self.index = index
        self.entity = entity
    }

    private func problem(_ key: String, _ text: String) -> SeedError {
        SeedError(file: file, "object \(index + 1), key '\(key)': \(text)")
    }

    /// A property without an initial value: its key must be there.
    public func required<T: Decodable>(forKey key: String, as type: T.Type) throws -> T {
        guard let value = try value(forKey: key, as: type) else {
            throw problem(key, "missing; \(entity).\(key) has no initial value, so every \(entity) object gives it (\(Self.example(of: type)))")
        }
        return value
    }

    /// A collection (`String`, `[Int]`…) without an initial value: its key must be there.
    public func required<T: Decodable & RangeReplaceableCollection>(forKey key: String, as type: T.Type) throws -> T {
        guard let value = try value(forKey: key, as: type) else {
            throw problem(key, "missing; \(entity).\(key) has no initial value, so every \(entity) object gives it (\(Self.example(of: type)))")
        }
        return value
    }

    /// An optional property without an initial value: nil when the key is left out.
    public func required<T: Decodable & ExpressibleByNilLiteral>(forKey key: String, as type: T.Type) throws -> T {
        try value(forKey: key, as: type) ?? nil
    }

    /// A property whose type cannot be read from JSON (a relationship to other models): only its initial value.
    public func required<T>(forKey key: String, as type: T.Type) throws -> T {
        throw problem(key, "\(entity).\(key) is \(Self.named(T.self)), which a seed cannot give (it is not Decodable) and which has no "
            + "initial value; give it one in \(entity) (an optional or an empty array)")
    }

    public func required<T: ExpressibleByNilLiteral>(forKey key: String, as type: T.Type) throws -> T {
        _ = try value(forKey: key, as: type)
        return nil
    }

    public func required<T: RangeReplaceableCollection>(forKey key: String, as type: T.Type) throws -> T {
        _ = try value(forKey: key, as: type)
        return T()
    }

    /// The value of a key, nil when the seed leaves it out.
    public func value<T: Decodable>(forKey key: String, as type: T.Type) throws -> T? {
        guard let raw = record[key] else { return nil }
        do {
            let data = try JSONSerialization.data(withJSONObject: raw, options: [.fragmentsAllowed])
            return try Self.decoder.decode(T.self, from: data)
        } catch {
            throw problem(key, "\(Self.describe(raw)) is not \(Self.named(T.self)) (\(Self.reason(error))); write \(Self.example(of: type))")
        }
    }

    /// A key whose property cannot be read from JSON: the seed must leave it out.
    public func value<T>(forKey key: String, as type: T.Type) throws -> T? {
        guard record[key] != nil else { return nil }
        throw problem(key, "\(entity).\(key) is \(Self.named(T.self)), which a seed cannot give (it is not Decodable); remove the key")
    }

    /// Reports the keys that are not properties a seed can set.
    public func finish(seedable: [String], fixed: [String]) throws {
        for key in record.keys.sorted() where !seedable.contains(key) {
            if fixed.contains(key) {
                throw problem(key, "\(entity).\(key) keeps its own value (a constant with an initial value, @Transient, "
                    + "or a property without a type annotation); remove the key or declare its type")
            }
            let known = seedable.isEmpty ? "it has none a seed can set" : "its properties are \(seedable.joined(separator: ", "))"
            throw problem(key, "\(entity) has no stored property '\(key)' (\(known)); rename or remove the key")
        }
    }

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            for options in [ISO8601DateFormatter.Options.withInternetDateTime, [.withInternetDateTime, .withFractionalSeconds], [.withFullDate]] {
                let formatter = ISO8601DateFormatter()
                formatter.formatOptions = options
                if let date = formatter.date(from: text) { return date }
            }
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not an ISO 8601 date"))
        }
        return decoder
    }()

    /// "a Date", "an Int": the type a value should have, without its Optional.
    private static func named<T>(_ type: T.Type) -> String {
        var name = String(describing: type)
        while name.hasPrefix("Optional<"), name.hasSuffix(">") { name = String(name.dropFirst(9).dropLast()) }
        return ("AEIOU".contains(name.first ?? "x") ? "an " : "a ") + name
    }

    private static func describe(_ raw: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: raw, options: [.fragmentsAllowed, .sortedKeys]) else { return "the value" }
        let text = String(decoding: data, as: UTF8.self)
        return text.count > 40 ? String(text.prefix(40)) + "…" : text
    }

    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.typeMismatch(_, let context), DecodingError.dataCorrupted(let context),
             DecodingError.valueNotFound(_, let context), DecodingError.keyNotFound(_, let context):
            return context.debugDescription
        default:
            return "\(error)"
        }
    }

    private static func example<T>(of type: T.Type) -> String {
        switch type {
        case is Date.Type, is Date?.Type: return "ISO 8601 text such as \"2026-05-01T09:00:00Z\""
        case is String.Type, is String?.Type: return "text in quotes"
        case is Bool.Type, is Bool?.Type: return "true or false"
        case is Int.Type, is Int?.Type: return "a whole number"
        case is Double.Type, is Double?.Type, is Float.Type: return "a number"
        case is UUID.Type, is UUID?.Type: return "a UUID such as \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\""
        case is URL.Type, is URL?.Type: return "a URL in quotes"
        default: return "the JSON \(named(T.self)) decodes from"
        }
    }
}
