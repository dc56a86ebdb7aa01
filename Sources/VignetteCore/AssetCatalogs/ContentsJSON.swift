import Foundation

/// Reading an asset catalog's `Contents.json` files, with errors that name the file and the key.
nonisolated enum ContentsJSON {
    /// Decodes a `Contents.json`; a missing file, invalid JSON or a value of the wrong type is
    /// an error naming the file, the key and what to do.
    static func decode<T: Decodable>(_ type: T.Type, from file: URL, what: String) throws(VignetteError) -> T {
        let data: Data
        do { data = try Data(contentsOf: file) } catch {
            throw .unreadableFile(path: file.path, reason: "\(what) needs a readable Contents.json (\(error.localizedDescription))")
        }
        do { return try JSONDecoder().decode(T.self, from: data) } catch {
            throw .malformedData(path: file.path, detail: DecodingErrorDescription.describe(error),
                                 hint: "fix \(what)'s Contents.json (Xcode writes it; compare with a fresh one)")
        }
    }
}

/// The trait an asset entry is for: `"appearances": [{"appearance": "luminosity", "value": "dark"}]`.
nonisolated enum CatalogAppearance: Hashable, Sendable {
    /// No luminosity appearance: used for both schemes unless a specific one exists.
    case any
    case light
    case dark
    /// An appearance Vignette does not render (high contrast, tinted…): never chosen.
    case unsupported

    init(_ appearances: [ContentsAppearance]?) {
        var result = CatalogAppearance.any
        for a in appearances ?? [] {
            switch (a.appearance, a.value) {
            case ("luminosity", "dark"): result = result == .any ? .dark : .unsupported
            case ("luminosity", "light"): result = result == .any ? .light : .unsupported
            default: result = .unsupported
            }
        }
        self = result
    }

    /// How well an entry of this appearance fits a colour scheme: higher is better, nil never.
    func rank(for scheme: ColorScheme) -> Int? {
        switch (self, scheme) {
        case (.any, _): 0
        case (.light, .light), (.dark, .dark): 1
        default: nil
        }
    }
}

nonisolated struct ContentsAppearance: Decodable, Sendable {
    let appearance: String
    let value: String
}

/// Device idioms: iPhone widgets use `universal` and `iphone` entries (`iphone` first); `ipad`
/// entries are a last resort; other platforms' entries (`mac`, `watch`, `tv`…) are ignored.
nonisolated enum CatalogIdiom {
    static func rank(_ idiom: String?) -> Int? {
        switch idiom ?? "universal" {
        case "iphone": 2
        case "universal": 1
        case "ipad": 0
        default: nil
        }
    }
}
