import Foundation

extension Image {
    /// A named image with its catalog chosen as `Color("name")` chooses (ModuleCatalogs.swift):
    /// the view's own catalogs, else another module's with a warning; nil, with a warning, when
    /// no catalog has it. Without module catalogs or a `bundle:`, the provider searches every
    /// catalog in order, as it always did.
    func catalogReference(_ reference: ImageReference, _ context: ResolveContext) -> ImageReference? {
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
