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

/// The traits an asset entry is for: `"appearances": [{"appearance": "luminosity", "value": "dark"},
/// {"appearance": "contrast", "value": "high"}]` (Xcode's Appearances and High Contrast).
nonisolated struct CatalogAppearance: Hashable, Sendable {
    /// The colour scheme the entry is for; nil for any (used for both unless a specific one exists).
    var luminosity: ColorScheme?
    /// A "High Contrast" entry: chosen only under Increase Contrast.
    var isHighContrast = false
    /// An appearance Vignette does not render (tinted, vibrant, a gamut…): never chosen.
    var isUnsupported = false

    static let any = CatalogAppearance()
    static let light = CatalogAppearance(luminosity: .light)
    static let dark = CatalogAppearance(luminosity: .dark)

    init(luminosity: ColorScheme? = nil, isHighContrast: Bool = false) {
        self.luminosity = luminosity
        self.isHighContrast = isHighContrast
    }

    init(_ appearances: [ContentsAppearance]?) {
        for a in appearances ?? [] {
            switch (a.appearance, a.value) {
            case ("luminosity", "dark") where luminosity == nil: luminosity = .dark
            case ("luminosity", "light") where luminosity == nil: luminosity = .light
            case ("contrast", "high") where !isHighContrast: isHighContrast = true
            default: isUnsupported = true
            }
        }
    }

    /// How well an entry of this appearance fits a colour scheme and contrast: higher is better,
    /// nil never. The scheme counts before the contrast (dark beats any-high-contrast under both),
    /// so a catalog without a dark high-contrast entry keeps its dark colours in Dark Mode.
    func rank(for scheme: ColorScheme, contrast: ColorSchemeContrast = .standard) -> Int? {
        if isUnsupported || (isHighContrast && contrast != .increased) { return nil }
        if let luminosity, luminosity != scheme { return nil }
        return (luminosity == nil ? 0 : 2) + (isHighContrast ? 1 : 0)
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
