import Foundation

/// Asset catalogs searched in order: the first that has a name wins (an app's catalog before
/// Vignette's own, say).
public struct AssetCatalogs: Sendable {
    public let catalogs: [AssetCatalog]

    public init(_ catalogs: [AssetCatalog] = []) { self.catalogs = catalogs }

    /// Loads catalogs from folders; an unreadable catalog is an error naming it.
    public static func load(_ urls: [URL]) throws(VignetteError) -> AssetCatalogs {
        var loaded: [AssetCatalog] = []
        for url in urls { loaded.append(try AssetCatalog.load(from: url)) }
        return AssetCatalogs(loaded)
    }

    public func color(named name: String, scheme: ColorScheme) throws(VignetteError) -> RGBA? {
        for c in catalogs { if let color = try c.color(named: name, scheme: scheme) { return color } }
        return nil
    }

    public func image(named name: String, scale: CGFloat, scheme: ColorScheme) throws(VignetteError) -> CatalogImage? {
        for c in catalogs { if let image = try c.image(named: name, scale: scale, scheme: scheme) { return image } }
        return nil
    }

    /// Where a missing asset should be added: the first catalog, named for the message.
    var suggestedCatalogName: String { catalogs.first?.url.lastPathComponent ?? "an asset catalog (.xcassets)" }

    /// The colour `Color(name)` draws; a missing or broken colour set is reported and drawn magenta.
    func color(named name: String, scheme: ColorScheme, diagnostics: RenderDiagnostics?) -> RGBA {
        do {
            if let color = try color(named: name, scheme: scheme) { return color }
            diagnostics?.warn(cause: "missing-color", subject: "Color(\"\(name)\")",
                              message: "no colour set named '\(name)': add \(name).colorset to \(suggestedCatalogName); drawn clear")
        } catch {
            diagnostics?.warn(cause: "missing-color", subject: "Color(\"\(name)\")", message: "\(error); drawn clear")
        }
        // SwiftUI draws a colour missing from the catalogs as nothing.
        return RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    }
}

private struct AssetCatalogsKey: EnvironmentKey { static let defaultValue = AssetCatalogs() }

extension EnvironmentValues {
    /// The asset catalogs that `Color("name")` and `Image("name")` resolve against.
    public var assetCatalogs: AssetCatalogs {
        get { self[AssetCatalogsKey.self] }
        set { self[AssetCatalogsKey.self] = newValue }
    }
}
