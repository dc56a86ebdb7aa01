import CPangoCairo
import Foundation
import VignetteCore

/// Each widget target's fonts are its own, as its asset catalogs are (ModuleCatalogs.swift):
/// a font in a SwiftPM resource bundle's `Fonts` folder belongs to that bundle's module. Every
/// registered font can be drawn (fontconfig's families are one set), but a view whose modules
/// ship none of a name's faces gets a warning saying where to add the file.
nonisolated extension FontConfiguration {
    /// The resource bundles (`MyWidgets_Widgets.resources`) whose fonts provide the family a
    /// name selects; nil when every module may use it: one of Vignette's own fonts, a font
    /// outside any resource bundle (`VIGNETTE_FONTS`), or no font at all (drawn in Inter).
    func resourceBundles(providing name: String) -> Set<String>? {
        let face = resolvedFace(named: name)
        guard face.family != FontFace.unknown, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        addString(pattern, FC_FAMILY, face.family)
        guard let objects = FcObjectSetCreate() else { return nil }
        defer { FcObjectSetDestroy(objects) }
        _ = FcObjectSetAdd(objects, FC_FILE)
        guard let list = FcFontList(config, pattern, objects) else { return nil }
        defer { FcFontSetDestroy(list) }
        var bundles: Set<String> = []
        for index in 0..<Int(list.pointee.nfont) {
            guard let font = list.pointee.fonts[index], let file = string(font, FC_FILE) else { continue }
            guard let bundle = URL(fileURLWithPath: file).pathComponents.last(where: { $0.hasSuffix(".resources") }) else { return nil }
            bundles.insert(bundle)
        }
        return bundles.isEmpty ? nil : bundles
    }

    /// The warning for a font only other modules ship (a `RenderWarning`'s message).
    func otherModuleFontMessage(_ name: String, bundles: Set<String>, module: String) -> String {
        "'\(name)' is in the Fonts folder of \(bundles.sorted().joined(separator: ", ")), not of \(module), the module that "
            + "declares the view: drawn with it; add the font file to the \(module) target's Fonts folder, declared with "
            + "resources: [.copy(\"Fonts\")] (on iOS each widget extension ships its own fonts)"
    }
}
