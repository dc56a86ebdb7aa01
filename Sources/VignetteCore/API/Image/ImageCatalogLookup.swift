import Foundation

nonisolated extension Image {
    /// A named image with its catalog chosen as `Color("name")` chooses (ModuleCatalogs.swift):
    /// the view's own catalogs, else another module's with a warning; nil, with a warning, when
    /// no catalog has it. Without module catalogs or a `bundle:`, the provider searches every
    /// catalog in order, as it always did.
    ///
    /// A system symbol comes from a symbol set of the same name in the view's own catalogs when
    /// they have one (an SF Symbol the author exported from the SF Symbols app), else from
    /// Vignette's artwork. On iOS the catalog's set is never asked: the system has every symbol.
    func catalogReference(_ reference: ImageReference, _ context: ResolveContext) -> ImageReference? {
        if case .systemName(let name) = reference {
            let catalogs = context.environment.assetCatalogs.catalogs
            guard !catalogs.isEmpty, catalogs.contains(where: { $0.hasSymbol(named: name) }),
                  let own = context.environment.catalogLookup(bundle: nil).own.first(where: { $0.hasSymbol(named: name) })
            else { return reference }
            return .catalogSet(name, catalog: own.url)
        }
        guard case .named(let name) = reference else { return reference }
        let lookup = context.environment.catalogLookup(bundle: bundle)
        guard !lookup.catalogs.catalogs.isEmpty, lookup.catalogs.hasModuleCatalogs || bundle != nil else { return reference }
        guard let match = lookup.match({ $0.hasImage(named: name) }) else {
            context.warn("missing-image", subject: reference.description,
                         "no image named '\(name)': add \(name).imageset (or a custom symbol's \(name).symbolset) to "
                             + "\(lookup.suggestedCatalog); nothing is drawn in its place")
            return nil
        }
        if match.isFallback {
            context.warn("other-module-asset", subject: reference.description,
                         lookup.fallbackMessage(name: name, set: "\(name).imageset", found: match.catalog))
        }
        return .catalogSet(name, catalog: match.catalog.url)
    }
}
