import Foundation

/// Asset catalogs searched in order: the first that has a name wins. Views look in their own
/// module's catalogs first (`CatalogLookup`, ModuleCatalogs.swift).
public nonisolated struct AssetCatalogs: Sendable {
    public let catalogs: [AssetCatalog]
    /// Whether some catalog is in a module's resource bundle, so that modules' lookups differ.
    let hasModuleCatalogs: Bool

    public init(_ catalogs: [AssetCatalog] = []) {
        self.catalogs = catalogs
        hasModuleCatalogs = catalogs.contains { $0.resourceBundle != nil }
    }

    /// Loads catalogs from folders; an unreadable catalog is an error naming it.
    public static func load(_ urls: [URL]) throws(VignetteError) -> AssetCatalogs {
        var loaded: [AssetCatalog] = []
        for url in urls { loaded.append(try AssetCatalog.load(from: url)) }
        return AssetCatalogs(loaded)
    }

    public func color(named name: String, scheme: ColorScheme, contrast: ColorSchemeContrast = .standard) throws(VignetteError) -> RGBA? {
        for c in catalogs { if let color = try c.color(named: name, scheme: scheme, contrast: contrast) { return color } }
        return nil
    }

    public func image(named name: String, scale: CGFloat, scheme: ColorScheme,
                      contrast: ColorSchemeContrast = .standard) throws(VignetteError) -> CatalogImage? {
        for c in catalogs { if let image = try c.image(named: name, scale: scale, scheme: scheme, contrast: contrast) { return image } }
        return nil
    }
}

private nonisolated struct AssetCatalogsKey: EnvironmentKey { static let defaultValue = AssetCatalogs() }

nonisolated extension EnvironmentValues {
    /// The asset catalogs that `Color("name")` and `Image("name")` resolve against.
    public var assetCatalogs: AssetCatalogs {
        get { self[AssetCatalogsKey.self] }
        set { self[AssetCatalogsKey.self] = newValue }
    }
}

nonisolated extension CatalogLookup {
    /// The colour `Color(name)` draws, from the view's own catalogs, else another module's with
    /// a warning; a missing or broken colour set is reported and drawn clear.
    func color(named name: String, scheme: ColorScheme, contrast: ColorSchemeContrast, diagnostics: RenderDiagnostics?) -> RGBA {
        let subject = "Color(\"\(name)\")"
        do {
            if let match = match({ $0.hasColor(named: name) }), let color = try match.catalog.color(named: name, scheme: scheme, contrast: contrast) {
                if match.isFallback {
                    diagnostics?.warn(cause: "other-module-asset", subject: subject,
                                      message: fallbackMessage(name: name, set: "\(name).colorset", found: match.catalog))
                }
                return color
            }
            diagnostics?.warn(cause: "missing-color", subject: subject,
                              message: "no colour set named '\(name)': add \(name).colorset to \(suggestedCatalog); drawn clear")
        } catch {
            diagnostics?.warn(cause: "missing-color", subject: subject, message: "\(error); drawn clear")
        }
        // SwiftUI draws a colour missing from the catalogs as nothing.
        return RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    }
}
