import Foundation

/// Where a render's files are, besides the view code:
///
/// - `root`: Vignette's own resources, `Fonts/fonts.conf` (its private fontconfig) and
///   `Symbols/` (the `Image(systemName:)` stand-ins), which ship as SwiftPM resources of the
///   Vignette library (kept in the repository's `Assets/`);
/// - `catalogs` and `fonts`: the widget author's asset catalogs and fonts, found in the
///   resource bundles SwiftPM builds beside the running program. A widget target declares
///   them as it would ship them, `resources: [.copy("Assets.xcassets"), .copy("Fonts")]`;
///   every `*.xcassets` folder and every `Fonts` folder at the top of a bundle is used, bundles
///   in name order. A catalog in a bundle belongs to that bundle's module: views look in their
///   own module's first (AssetCatalogs/ModuleCatalogs.swift). `VIGNETTE_ASSETS`
///   (colon-separated catalogs or folders holding them and a `Fonts` folder) replaces that search.
///
/// This file is the one place that decides where these are; renderers also accept explicit lists.
public nonisolated struct AssetLocation: Hashable, Sendable {
    /// Vignette's own resources.
    public let root: URL
    /// The author's asset catalogs, in lookup order (the first that has a name wins).
    public var catalogs: [URL]
    /// The author's font folders (the equivalent of `UIAppFonts`).
    public var fonts: [URL]

    public init(root: URL, catalogs: [URL] = [], fonts: [URL] = []) {
        self.root = root.standardizedFileURL
        self.catalogs = catalogs.map(\.standardizedFileURL)
        self.fonts = fonts.map(\.standardizedFileURL)
    }

    /// The bundle SwiftPM builds for this library's resources.
    static let ownBundleName = "Vignette_VignetteCore.resources"

    /// Finds Vignette's resources and the author's catalogs and fonts (see the type's notes).
    /// - Parameter executable: the running program (its folder holds the resource bundles).
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment,
                              executable: URL = AssetLocation.runningExecutable) throws -> AssetLocation {
        let folder = executable.deletingLastPathComponent()
        let root = try ownResources(beside: folder)
        if let explicit = environment["VIGNETTE_ASSETS"], !explicit.isEmpty {
            let folders = explicit.split(separator: ":").map { URL(fileURLWithPath: String($0), isDirectory: true) }
            for url in folders where !FileManager.default.fileExists(atPath: url.path) {
                throw VignetteError.unreadableFile(path: url.path, reason: "VIGNETTE_ASSETS names it, but there is no such folder")
            }
            let (catalogs, fonts) = authorResources(in: folders)
            return AssetLocation(root: root, catalogs: catalogs, fonts: fonts)
        }
        let bundles = children(of: folder).filter { $0.pathExtension == "resources" && $0.lastPathComponent != ownBundleName }
        let (catalogs, fonts) = authorResources(in: bundles)
        return AssetLocation(root: root, catalogs: catalogs, fonts: fonts)
    }

    /// The running program, `/proc/self/exe` resolved (a test runner, `render` or the author's bundle).
    public static var runningExecutable: URL {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: path).standardizedFileURL
    }

    /// Vignette's resource bundle beside the program, or the checkout's `Assets/` when the
    /// program was built from a checkout that is still there.
    private static func ownResources(beside folder: URL) throws -> URL {
        let bundled = folder.appendingPathComponent(ownBundleName, isDirectory: true)
        if isResourceFolder(bundled) { return bundled }
        // This file is Sources/VignetteCore/Support/AssetLocation.swift.
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let sources = checkout.appendingPathComponent("Assets", isDirectory: true)
        if isResourceFolder(sources) { return sources }
        throw VignetteError.unreadableFile(
            path: bundled.path,
            reason: "Vignette's resources (fonts configuration and symbols) are missing: keep the \(ownBundleName) folder SwiftPM builds beside the program")
    }

    private static func isResourceFolder(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent("Fonts/fonts.conf").path)
    }

    /// The catalogs and `Fonts` folders at the top of each folder (or the folder itself when it
    /// is a catalog), in order.
    private static func authorResources(in folders: [URL]) -> (catalogs: [URL], fonts: [URL]) {
        var catalogs: [URL] = [], fonts: [URL] = []
        for folder in folders {
            if folder.pathExtension == "xcassets" { catalogs.append(folder); continue }
            let inside = children(of: folder)
            catalogs += inside.filter { $0.pathExtension == "xcassets" }
            fonts += inside.filter { $0.lastPathComponent == "Fonts" }
        }
        return (catalogs, fonts)
    }

    private static func children(of folder: URL) -> [URL] {
        let items = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return items.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    public var fontsConfiguration: URL { root.appendingPathComponent("Fonts/fonts.conf") }
    public var symbols: URL { root.appendingPathComponent("Symbols", isDirectory: true) }
}
