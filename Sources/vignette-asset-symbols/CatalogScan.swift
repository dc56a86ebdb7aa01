import Foundation

/// A colour or image set of a catalog, by its full name (`"Brand/Accent"` in a group that
/// provides a namespace).
struct Asset: Hashable, Sendable {
    var name: String
    var kind: AssetKind
}

/// The colour and image sets of asset catalogs, read as Vignette's `AssetCatalog` reads them:
/// every `.colorset` and `.imageset` folder at any depth, groups (folders with no extension)
/// adding their name and a `/` when their `Contents.json` says `"provides-namespace": true`.
/// Other sets (symbol sets, app icons, data sets) get no symbol.
enum CatalogScan {
    static func assets(in catalogs: [URL]) throws -> [Asset] {
        var found: Set<Asset> = []
        for catalog in catalogs { try scan(catalog, namespace: "", isRoot: true, into: &found) }
        return found.sorted { $0.name < $1.name }
    }

    private static func scan(_ folder: URL, namespace: String, isRoot: Bool, into found: inout Set<Asset>) throws {
        var namespace = namespace
        if !isRoot, providesNamespace(folder) { namespace += folder.lastPathComponent + "/" }
        let children = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
        for child in children where (try? child.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
            let name = namespace + child.deletingPathExtension().lastPathComponent
            switch child.pathExtension {
            case "colorset": found.insert(Asset(name: name, kind: .color))
            case "imageset": found.insert(Asset(name: name, kind: .image))
            case "": try scan(child, namespace: namespace, isRoot: false, into: &found)
            default: continue
            }
        }
    }

    /// Whether a group's `Contents.json` says `"properties": {"provides-namespace": true}`; a
    /// missing or unreadable one says no (Vignette reports broken files when they are used).
    private static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool == true
    }
}
