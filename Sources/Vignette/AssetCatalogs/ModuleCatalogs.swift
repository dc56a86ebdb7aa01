import Foundation

/// Each widget target's catalogs are its own, as Xcode's per-target catalogs are: a catalog in
/// a SwiftPM resource bundle (`<Package>_<Module>.resources`) belongs to that module, and
/// `Color("name")`/`Image("name")` look in the catalogs of the module that declares the view
/// being evaluated (the resolver records it, `declaringModules`), or of the bundle a `bundle:`
/// argument names (`Bundle.module`, as the generated asset symbols pass). A catalog outside any
/// resource bundle (given to the renderer, or by `VIGNETTE_ASSETS` as a plain folder) is shared
/// by every module. A name none of those has is taken from another module's catalog, the first
/// in order that has it, with a warning saying where to add it.
extension AssetCatalog {
    /// The SwiftPM resource bundle the catalog is in (`Vignette_Gallery.resources`); nil for a
    /// catalog elsewhere, which every module shares.
    public var resourceBundle: String? {
        let folder = url.deletingLastPathComponent().lastPathComponent
        return folder.hasSuffix(".resources") ? folder : nil
    }

    /// Whether the catalog is in the resource bundle SwiftPM builds for `module`, named
    /// `<Package>_<Module>.resources`.
    func belongs(to module: String) -> Bool {
        guard let bundle = resourceBundle else { return false }
        return bundle.dropLast(".resources".count).hasSuffix("_" + module)
    }

    /// The catalog as messages name it: with its bundle when it has one.
    var displayName: String { resourceBundle.map { "\($0)/\(url.lastPathComponent)" } ?? url.lastPathComponent }
}

/// The catalog a name was found in, and whether it is outside the catalogs the view may use.
struct CatalogMatch {
    let catalog: AssetCatalog
    let isFallback: Bool
}

extension AssetCatalogs {
    /// The same catalogs, looked up for a view declared in `module` (put first among the
    /// declaring modules); nil when nothing changes (the module is already first, or no catalog
    /// is in a resource bundle, so there is nothing to tell apart).
    func entering(_ module: String) -> AssetCatalogs? {
        guard hasModuleCatalogs, declaringModules.first != module else { return nil }
        var copy = self
        copy.declaringModules = [module] + declaringModules.filter { $0 != module }
        return copy
    }

    /// The catalogs a view may use: those of the bundle named (`bundle:`), else of the
    /// declaring modules (innermost first), with the shared ones; every catalog when neither
    /// applies.
    func ownCatalogs(bundle: String?) -> [AssetCatalog] {
        if let bundle { return catalogs.filter { $0.resourceBundle == bundle || $0.resourceBundle == nil } }
        guard hasModuleCatalogs, !declaringModules.isEmpty else { return catalogs }
        var own: [AssetCatalog] = []
        for module in declaringModules { own += catalogs.filter { $0.belongs(to: module) } }
        return own + catalogs.filter { $0.resourceBundle == nil }
    }

    /// The first catalog that has a set, among the view's own and then the others.
    func match(bundle: String?, _ has: (AssetCatalog) -> Bool) -> CatalogMatch? {
        let own = ownCatalogs(bundle: bundle)
        if let found = own.first(where: has) { return CatalogMatch(catalog: found, isFallback: false) }
        if own.count == catalogs.count { return nil }
        let ownURLs = Set(own.map(\.url))
        return catalogs.first { !ownURLs.contains($0.url) && has($0) }.map { CatalogMatch(catalog: $0, isFallback: true) }
    }

    /// Whose catalogs a view uses, for messages.
    private func owner(bundle: String?) -> String {
        if let bundle { return "the bundle \(bundle)" }
        return declaringModules.first.map { "\($0), the module that declares the view" } ?? "the program"
    }

    /// Where to add a missing set (`sunAccent.colorset`): the view's own first catalog, or the
    /// catalog its module should have.
    func suggestedCatalog(bundle: String?) -> String {
        if let own = ownCatalogs(bundle: bundle).first {
            if bundle == nil, let module = declaringModules.first(where: own.belongs) {
                return "the \(module) target's \(own.url.lastPathComponent)"
            }
            return own.url.lastPathComponent
        }
        if let bundle { return "an asset catalog in \(bundle)" }
        if let module = declaringModules.first {
            return "an Assets.xcassets in the \(module) target, declared with resources: [.copy(\"Assets.xcassets\")]"
        }
        return "an asset catalog (.xcassets)"
    }

    /// The warning for a set found only in another module's catalog.
    func fallbackMessage(name: String, set: String, found: AssetCatalog, bundle: String?) -> String {
        let own = ownCatalogs(bundle: bundle)
        let has = own.isEmpty ? "\(owner(bundle: bundle)), has no asset catalog"
            : "'\(name)' is not in the catalogs of \(owner(bundle: bundle)) (\(own.map(\.displayName).joined(separator: ", ")))"
        return "\(has): drawn from \(found.displayName); add \(set) to \(suggestedCatalog(bundle: bundle)) "
            + "(on iOS a widget target sees only its own catalog)"
    }
}

/// The resource bundle a `bundle:` argument names, as catalogs record it; nil for none or the
/// main bundle, which stands for the declaring module's own (an iOS widget extension's main
/// bundle is its own).
func resourceBundleName(_ bundle: Bundle?) -> String? {
    guard let bundle, bundle.bundleURL.standardizedFileURL != Bundle.main.bundleURL.standardizedFileURL else { return nil }
    return bundle.bundleURL.lastPathComponent
}
