import Foundation

/// Each widget target's catalogs are its own, as Xcode's per-target catalogs are: a catalog in
/// a SwiftPM resource bundle (`<Package>_<Module>.resources`) belongs to that module, and
/// `Color("name")`/`Image("name")` look in the catalogs of the modules that declare the views
/// being evaluated (the resolver records them, `EnvironmentValues.declaringModules`), or of the
/// bundle a `bundle:` argument names (`Bundle.module`, as the generated asset symbols pass). A
/// catalog outside any resource bundle (given to the renderer, or by `VIGNETTE_ASSETS` as a
/// plain folder) is shared by every module. A name none of those has is taken from another
/// module's catalog, the first in order that has it, with a warning saying where to add it.
nonisolated extension AssetCatalog {
    /// Whether the catalog is in the resource bundle SwiftPM builds for `module`.
    func belongs(to module: String) -> Bool { resourceBundle.map { isResourceBundle($0, of: module) } ?? false }

    /// The catalog as messages name it: with its bundle when it has one.
    var displayName: String { resourceBundle.map { "\($0)/\(url.lastPathComponent)" } ?? url.lastPathComponent }
}

/// The catalog a name was found in, and whether it is outside the catalogs the view may use.
nonisolated struct CatalogMatch {
    let catalog: AssetCatalog
    let isFallback: Bool
}

/// One lookup of a set: in the catalogs of the bundle a `bundle:` argument named, else of the
/// modules that declare the views being evaluated (innermost first), with the shared ones.
nonisolated struct CatalogLookup {
    let catalogs: AssetCatalogs
    let bundle: String?
    let modules: [String]

    /// The catalogs the view may use; every catalog when no bundle or module tells them apart.
    var own: [AssetCatalog] {
        let all = catalogs.catalogs
        if let bundle { return all.filter { $0.resourceBundle == bundle || $0.resourceBundle == nil } }
        guard catalogs.hasModuleCatalogs, !modules.isEmpty else { return all }
        var own: [AssetCatalog] = []
        for module in modules { own += all.filter { $0.belongs(to: module) } }
        return own + all.filter { $0.resourceBundle == nil }
    }

    /// The first catalog that has a set, among the view's own and then the others.
    func match(_ has: (AssetCatalog) -> Bool) -> CatalogMatch? {
        let own = own
        if let found = own.first(where: has) { return CatalogMatch(catalog: found, isFallback: false) }
        if own.count == catalogs.catalogs.count { return nil }
        let ownURLs = Set(own.map(\.url))
        return catalogs.catalogs.first { !ownURLs.contains($0.url) && has($0) }.map { CatalogMatch(catalog: $0, isFallback: true) }
    }

    /// Whose catalogs a view uses, for messages.
    private var owner: String {
        if let bundle { return "the bundle \(bundle)" }
        return modules.first.map { "\($0), the module that declares the view" } ?? "the program"
    }

    /// Where to add a missing set (`sunAccent.colorset`): the view's own first catalog, or the
    /// catalog its module should have.
    var suggestedCatalog: String {
        if let first = own.first {
            if bundle == nil, let module = modules.first(where: first.belongs) {
                return "the \(module) target's \(first.url.lastPathComponent)"
            }
            return first.url.lastPathComponent
        }
        if let bundle { return "an asset catalog in \(bundle)" }
        if let module = modules.first {
            return "an Assets.xcassets in the \(module) target, declared with resources: [.copy(\"Assets.xcassets\")]"
        }
        return "an asset catalog (.xcassets)"
    }

    /// The warning for a set found only in another module's catalog.
    func fallbackMessage(name: String, set: String, found: AssetCatalog) -> String {
        let own = own
        let has = own.isEmpty ? "\(owner), has no asset catalog"
            : "'\(name)' is not in the catalogs of \(owner) (\(own.map(\.displayName).joined(separator: ", ")))"
        return "\(has): drawn from \(found.displayName); add \(set) to \(suggestedCatalog) "
            + "(on iOS a widget target sees only its own catalog)"
    }
}

nonisolated extension EnvironmentValues {
    /// A lookup in this environment's catalogs for a view of its declaring modules (named only
    /// when some catalog is a module's: otherwise every catalog is every view's, as before).
    func catalogLookup(bundle: String?) -> CatalogLookup {
        let catalogs = assetCatalogs
        let modules = catalogs.hasModuleCatalogs && bundle == nil ? declaringModules.map(\.name) : []
        return CatalogLookup(catalogs: catalogs, bundle: bundle, modules: modules)
    }
}

/// The resource bundle a `bundle:` argument names, as catalogs record it; nil for none or the
/// main bundle, which stands for the declaring module's own (an iOS widget extension's main
/// bundle is its own).
func resourceBundleName(_ bundle: Bundle?) -> String? {
    guard let bundle, bundle.bundleURL.standardizedFileURL != Bundle.main.bundleURL.standardizedFileURL else { return nil }
    return bundle.bundleURL.lastPathComponent
}

/// Whether a resource bundle's folder name is the one SwiftPM gives `module`'s resources,
/// `<Package>_<Module>.resources`.
package func isResourceBundle(_ bundle: String, of module: String) -> Bool {
    bundle.hasSuffix(".resources") && bundle.dropLast(".resources".count).hasSuffix("_" + module)
}
