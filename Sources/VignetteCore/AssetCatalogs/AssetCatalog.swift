import Foundation

/// An Xcode asset catalog (`*.xcassets`): colour sets, image sets and symbol sets, found by name.
///
/// Folders inside a catalog are groups: `Weather/sun.imageset` is `sun`, unless the folder's
/// `Contents.json` says `"properties": {"provides-namespace": true}`, which makes it
/// `Weather/sun`. Loading reads every `Contents.json` once. An unreadable catalog or group is
/// an error at load; a broken set is remembered and its error surfaces when that set is used,
/// so one bad asset never stops the others from rendering.
public nonisolated struct AssetCatalog: Sendable {
    public let url: URL
    /// The SwiftPM resource bundle the catalog is in (`Vignette_Gallery.resources`), whose module
    /// it belongs to (ModuleCatalogs.swift); nil for a catalog elsewhere, which every module shares.
    public let resourceBundle: String?
    private var colorSets: [String: Result<ColorSet, VignetteError>] = [:]
    private var imageSets: [String: Result<ImageSet, VignetteError>] = [:]
    private var symbolSets: [String: Result<SymbolSet, VignetteError>] = [:]

    public static func load(from url: URL) throws(VignetteError) -> AssetCatalog {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .unreadableFile(path: url.path, reason: "not an asset catalog folder; create it in Xcode (File ▸ New ▸ Asset Catalog)")
        }
        var catalog = AssetCatalog(url: url.standardizedFileURL)
        try catalog.scan(catalog.url, prefix: "", isCatalogRoot: true)
        return catalog
    }

    private init(url: URL) {
        self.url = url
        let folder = url.deletingLastPathComponent().lastPathComponent
        resourceBundle = folder.hasSuffix(".resources") ? folder : nil
    }

    /// Whether the catalog has a colour set named `name` (broken or not).
    public func hasColor(named name: String) -> Bool { colorSets[name] != nil }
    /// Whether the catalog has an image set or symbol set named `name` (broken or not).
    public func hasImage(named name: String) -> Bool { imageSets[name] != nil || symbolSets[name] != nil }

    /// Whether the catalog has a symbol set named `name` (broken or not).
    public func hasSymbol(named name: String) -> Bool { symbolSets[name] != nil }

    /// Names of every colour set, image set and symbol set, sorted.
    public var colorNames: [String] { colorSets.keys.sorted() }
    public var imageNames: [String] { imageSets.keys.sorted() }
    public var symbolNames: [String] { symbolSets.keys.sorted() }

    /// The colour named `name` for a scheme and contrast; nil when the catalog has no such colour set.
    public func color(named name: String, scheme: ColorScheme, contrast: ColorSchemeContrast = .standard) throws(VignetteError) -> RGBA? {
        guard let set = colorSets[name] else { return nil }
        return try set.get().color(for: scheme, contrast: contrast)
    }

    /// The file `Image(name)` draws at a display scale, colour scheme and contrast, from an image
    /// set or else a symbol set; nil when the catalog has neither.
    public func image(named name: String, scale: CGFloat, scheme: ColorScheme,
                      contrast: ColorSchemeContrast = .standard) throws(VignetteError) -> CatalogImage? {
        if let set = imageSets[name] { return try set.get().file(scale: scale, scheme: scheme, contrast: contrast) }
        return try symbol(named: name)
    }

    /// The custom symbol named `name`; nil when the catalog has no such symbol set.
    public func symbol(named name: String) throws(VignetteError) -> CatalogImage? {
        guard let set = symbolSets[name] else { return nil }
        return CatalogImage(file: try set.get().file, scale: 1, isTemplate: true, kind: .symbol)
    }

    private mutating func scan(_ folder: URL, prefix: String, isCatalogRoot: Bool) throws(VignetteError) {
        let contents = folder.appendingPathComponent("Contents.json")
        var namespace = prefix
        // Xcode writes a Contents.json in the catalog and in every group; it may be absent in
        // hand-made catalogs, which is fine; a broken one is not.
        if FileManager.default.fileExists(atPath: contents.path) {
            let what = isCatalogRoot ? "the asset catalog \(folder.lastPathComponent)" : "the group \(folder.lastPathComponent)"
            let doc = try ContentsJSON.decode(GroupDocument.self, from: contents, what: what)
            if !isCatalogRoot, doc.properties?.providesNamespace == true { namespace += folder.lastPathComponent + "/" }
        }
        let children: [URL]
        do {
            // By name, and folders told by `fileExists`: asking a URL for its resource values
            // makes Foundation on Linux resolve the owner's user and group names (/etc/passwd).
            children = try FileManager.default.contentsOfDirectory(atPath: folder.path).map { folder.appendingPathComponent($0) }
        } catch {
            throw .unreadableFile(path: folder.path, reason: error.localizedDescription)
        }
        for child in children.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let name = namespace + child.deletingPathExtension().lastPathComponent
            switch child.pathExtension {
            case "colorset": colorSets[name] = colorSets[name] ?? Result { () throws(VignetteError) in try ColorSet.load(child) }
            case "imageset": imageSets[name] = imageSets[name] ?? Result { () throws(VignetteError) in try ImageSet.load(child) }
            case "symbolset": symbolSets[name] = symbolSets[name] ?? Result { () throws(VignetteError) in try SymbolSet.load(child) }
            case "": try scan(child, prefix: namespace, isCatalogRoot: false)
            default: continue   // app icons, data sets, sticker packs…: not drawn by widgets
            }
        }
    }

    private nonisolated struct GroupDocument: Decodable {
        let properties: Properties?
        nonisolated struct Properties: Decodable {
            let providesNamespace: Bool?
            nonisolated enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
        }
    }
}
