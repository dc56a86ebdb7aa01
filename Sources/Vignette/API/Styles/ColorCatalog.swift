import Foundation

/// Named colours with light and dark variants, loaded from `Assets/Colors/<name>.json`:
///
/// ```json
/// { "light": "#1A7F37", "dark": "#3FB950" }
/// ```
/// Values are `#RRGGBB` or `#RRGGBBAA`.
public struct ColorCatalog: Sendable {
    struct Entry: Sendable {
        let light: RGBA
        let dark: RGBA
    }

    private var entries: [String: Entry] = [:]

    public init() {}

    /// Adds or replaces a colour set.
    public mutating func set(_ name: String, light: RGBA, dark: RGBA) { entries[name] = Entry(light: light, dark: dark) }

    /// Names of all colour sets, sorted.
    public var names: [String] { entries.keys.sorted() }

    /// Loads every `*.json` file of a folder. A malformed file is an error naming it.
    public static func load(from directory: URL) throws -> ColorCatalog {
        var catalog = ColorCatalog()
        let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        for file in files.filter({ $0.pathExtension == "json" }).sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            let name = file.deletingPathExtension().lastPathComponent
            catalog.entries[name] = try parse(file)
        }
        return catalog
    }

    private struct Document: Decodable {
        let light: String
        let dark: String
    }

    static func parse(_ file: URL) throws -> Entry {
        let data: Data
        do { data = try Data(contentsOf: file) } catch {
            throw VignetteError.unreadableFile(path: file.path, reason: error.localizedDescription)
        }
        let doc: Document
        do { doc = try JSONDecoder().decode(Document.self, from: data) } catch {
            throw VignetteError.malformedData(path: file.path, detail: DecodingErrorDescription.describe(error),
                                              hint: ##"a colour set is {"light": "#RRGGBB", "dark": "#RRGGBB"}"##)
        }
        func color(_ s: String, key: String) throws -> RGBA {
            guard let c = RGBA(hexString: s) else {
                throw VignetteError.malformedData(path: file.path, detail: "key '\(key)': '\(s)' is not a colour",
                                                  hint: "write #RRGGBB or #RRGGBBAA")
            }
            return c
        }
        return Entry(light: try color(doc.light, key: "light"), dark: try color(doc.dark, key: "dark"))
    }

    func color(named name: String, scheme: ColorScheme, diagnostics: RenderDiagnostics?) -> RGBA {
        guard let e = entries[name] else {
            diagnostics?.report("no colour set named '\(name)': add Assets/Colors/\(name).json with \"light\" and \"dark\" values")
            return RGBA(hex: 0xFF00FF)
        }
        return scheme == .light ? e.light : e.dark
    }
}

extension RGBA {
    /// Parses `#RRGGBB` or `#RRGGBBAA`.
    public init?(hexString: String) {
        var s = Substring(hexString.trimmingCharacters(in: .whitespaces))
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.count == 6 || s.count == 8, let v = UInt64(s, radix: 16) else { return nil }
        if s.count == 6 {
            self.init(hex: UInt32(v))
        } else {
            self.init(hex: UInt32(v >> 8), alpha: Double(v & 0xFF) / 255)
        }
    }
}

/// Problems found while evaluating views (a missing colour set or image): the render fails
/// with all of them instead of drawing a silent fallback.
public final class RenderDiagnostics: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    public init() {}

    func report(_ message: String) {
        lock.lock(); defer { lock.unlock() }
        if !messages.contains(message) { messages.append(message) }
    }

    public var problems: [String] {
        lock.lock(); defer { lock.unlock() }
        return messages
    }
}

private struct ColorCatalogKey: EnvironmentKey { static let defaultValue = ColorCatalog() }
private struct DiagnosticsKey: EnvironmentKey { static let defaultValue: RenderDiagnostics? = nil }

extension EnvironmentValues {
    /// The named colours that `Color("name")` resolves against.
    public var colorCatalog: ColorCatalog {
        get { self[ColorCatalogKey.self] }
        set { self[ColorCatalogKey.self] = newValue }
    }

    var diagnostics: RenderDiagnostics? {
        get { self[DiagnosticsKey.self] }
        set { self[DiagnosticsKey.self] = newValue }
    }
}
