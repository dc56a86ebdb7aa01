import Foundation

nonisolated extension UIImage {
    /// An image set's bitmap from the author's asset catalogs (`AssetLocation.catalogs`), at the
    /// default device's scale (@3x) in the light appearance, as UIKit picks for the main screen.
    /// Nil when no catalog has the name, or when its file is a vector (SVG, PDF): draw those
    /// with `Image("name")`.
    public convenience init?(named name: String) {
        self.init(catalogImageNamed: name, bundle: nil)
    }

    /// An image set's bitmap from the catalogs of a resource bundle (`UIImage(resource:)`), else
    /// from another module's catalog with a warning on standard error; nil bundle: every catalog.
    convenience init?(catalogImageNamed name: String, bundle: String?) {
        guard let catalogs = NamedImageCatalogs.shared,
              case let lookup = CatalogLookup(catalogs: catalogs, bundle: bundle, modules: []),
              let match = lookup.match({ $0.hasImage(named: name) }),
              let image = try? match.catalog.image(named: name, scale: WidgetDevice.defaultDevice.scale, scheme: .light),
              image.kind == .image,
              let data = try? Data(contentsOf: image.file) else { return nil }
        if match.isFallback {
            Self.warnOnce(name, "vignette: warning: UIImage(resource: \"\(name)\"): " + lookup.fallbackMessage(
                name: name, set: "\(name).imageset", found: match.catalog))
        }
        self.init(data: data, scale: image.scale)
    }
}

/// The catalogs `UIImage(named:)` reads, located and loaded once per process (nil when they
/// cannot be: then every name is missing, as in an app without them).
nonisolated enum NamedImageCatalogs {
    static let shared: AssetCatalogs? = {
        guard let location = try? AssetLocation.locate() else { return nil }
        return try? AssetCatalogs.load(location.catalogs)
    }()
}
