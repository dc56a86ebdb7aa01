import Foundation

/// Where Vignette's `Assets/` folder is: fonts configuration, asset catalogs, symbols and
/// sample data.
///
/// Looked up in order: the `VIGNETTE_ASSETS` environment variable; an `Assets` folder next
/// to a `Package.swift` in the current directory or one of its parents; the package this
/// library was built from.
public struct AssetLocation: Hashable, Sendable {
    public let root: URL

    public init(root: URL) { self.root = root.standardizedFileURL }

    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment,
                              currentDirectory: String = FileManager.default.currentDirectoryPath) throws -> AssetLocation {
        if let explicit = environment["VIGNETTE_ASSETS"], !explicit.isEmpty {
            let url = URL(fileURLWithPath: explicit, isDirectory: true)
            guard isAssetsFolder(url) else {
                throw VignetteError.unreadableFile(path: url.path, reason: "VIGNETTE_ASSETS does not name a folder with Fonts/fonts.conf")
            }
            return AssetLocation(root: url)
        }
        if let found = packageAssets(above: URL(fileURLWithPath: currentDirectory, isDirectory: true)) { return found }
        // The package this file was built from (whatever folder of its sources the file is in).
        if let built = packageAssets(above: URL(fileURLWithPath: #filePath).deletingLastPathComponent()) { return built }
        throw VignetteError.unreadableFile(path: "Assets/", reason: "no Assets folder found: run from the Vignette checkout or set VIGNETTE_ASSETS")
    }

    /// The `Assets` folder beside a `Package.swift` in `start` or the nearest parent that has one.
    private static func packageAssets(above start: URL) -> AssetLocation? {
        var dir = start
        for _ in 0..<12 {
            let candidate = dir.appendingPathComponent("Assets", isDirectory: true)
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path), isAssetsFolder(candidate) {
                return AssetLocation(root: candidate)
            }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { break }
            dir = parent
        }
        return nil
    }

    private static func isAssetsFolder(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent("Fonts/fonts.conf").path)
    }

    public var fontsConfiguration: URL { root.appendingPathComponent("Fonts/fonts.conf") }
    public var data: URL { root.appendingPathComponent("Data", isDirectory: true) }
    public var symbols: URL { root.appendingPathComponent("Symbols", isDirectory: true) }

    /// The asset catalogs `Color("name")` and `Image("name")` resolve against, in lookup order:
    /// every `*.xcassets` folder directly inside `Assets/`, sorted by name. (The one place that
    /// decides which catalogs are used; renderers also accept an explicit list.)
    public var catalogs: [URL] {
        let children = (try? FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)) ?? []
        return children.filter { $0.pathExtension == "xcassets" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
