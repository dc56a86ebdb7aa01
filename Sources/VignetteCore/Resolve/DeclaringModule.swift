import Synchronization

/// Which module's resources a view uses: the module that declares the view whose `body` is
/// being evaluated, as an iOS widget target's code sees its own asset catalog and fonts
/// (AssetCatalogs/ModuleCatalogs.swift, `Text`'s font check). Found once per type (`TypeFacts`).
func declaringModule(of type: Any.Type) -> ModuleID? {
    // "Gallery.WeatherView", "Gallery.Card<VignetteCore.Text>", "Gallery.(unknown context at $…).Row".
    let name = String(reflecting: type)
    guard let dot = name.firstIndex(of: ".") else { return nil }
    let module = String(name[..<dot])
    return frameworkModules.contains(module) ? nil : ModuleID(module)
}

/// Modules whose views are not the author's (their bodies wrap the author's content).
private let frameworkModules: Set<String> = [
    "Swift", "Foundation", "Vignette", "VignetteCore", "VignetteCairo", "VignetteRunner", "VignetteTesting",
    // Apple's module names (Sources/AppleModuleNames): Swift Charts' views wrap the author's marks.
    "VignetteSwiftUI", "VignetteWidgetKit", "VignetteCharts", "VignetteUIKit",
]

/// An author's module, by its place among the modules met so far: a plain number, so that the
/// type facts every view's evaluation copies hold no string to retain (measured: a `String?`
/// there cost 17,000 retains and 3 M instructions per 10,000-view layout).
nonisolated struct ModuleID: Hashable, Sendable {
    private let index: Int32
    private static let names = Mutex<[String]>([])

    init(_ name: String) {
        index = Self.names.withLock { names in
            if let known = names.firstIndex(of: name) { return Int32(known) }
            names.append(name)
            return Int32(names.count - 1)
        }
    }

    var name: String { Self.names.withLock { $0[Int(index)] } }
}

private nonisolated struct DeclaringModulesKey: EnvironmentKey { static let defaultValue: [ModuleID] = [] }

nonisolated extension EnvironmentValues {
    /// The author's modules that declare the views being evaluated, innermost first (set by
    /// the resolver): their catalogs and fonts are the views' own.
    var declaringModules: [ModuleID] {
        get { self[DeclaringModulesKey.self] }
        set { self[DeclaringModulesKey.self] = newValue }
    }
}

nonisolated extension ResolveContext {
    /// This context for the body of a view declared in `module`; nil when it is already the innermost.
    func entering(_ module: ModuleID) -> ResolveContext? {
        let modules = environment.declaringModules
        guard modules.first != module else { return nil }
        return with { $0.declaringModules = [module] + modules.filter { $0 != module } }
    }
}
