/// Which module's resources a view uses: the module that declares the view whose `body` is
/// being evaluated, as an iOS widget target's code sees its own asset catalog
/// (AssetCatalogs/ModuleCatalogs.swift). Found once per type (`TypeFacts`).
func declaringModule(of type: Any.Type) -> String? {
    // "Gallery.WeatherView", "Gallery.Card<Vignette.Text>", "Gallery.(unknown context at $…).Row".
    let name = String(reflecting: type)
    guard let dot = name.firstIndex(of: ".") else { return nil }
    let module = String(name[..<dot])
    return frameworkModules.contains(module) ? nil : module
}

/// Modules whose views are not the author's (their bodies wrap the author's content).
private let frameworkModules: Set<String> = ["Swift", "Foundation", "Vignette", "VignetteCairo", "VignetteRunner", "VignetteTesting"]

extension ResolveContext {
    /// This context for the body of a view declared in `module`; nil when its lookups do not change.
    func entering(_ module: String) -> ResolveContext? {
        guard let catalogs = environment.assetCatalogs.entering(module) else { return nil }
        return with { $0.assetCatalogs = catalogs }
    }
}
