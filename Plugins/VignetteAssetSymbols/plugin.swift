import Foundation
import PackagePlugin

/// Generates Xcode's asset symbols (`ColorResource.sunAccent`, `Color.sunAccent`,
/// `ImageResource.backdrop`…) from the `*.xcassets` folders in a target's folder: add
/// `plugins: [.plugin(name: "VignetteAssetSymbols", package: "Vignette")]` to the target.
@main
struct VignetteAssetSymbols: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let catalogs = Self.catalogs(in: target.sourceFiles.map(\.url))
        guard !catalogs.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedAssetSymbols.swift")
        // The generated resources name the target's bundle, as Xcode's do in a package, so that
        // `Color(.sunAccent)` draws this target's set; a target with no resources has no
        // `Bundle.module`, and `Bundle.main` stands for the module that declares the view.
        let hasResources = target.sourceFiles.contains { $0.type == .resource }
        return [.buildCommand(
            displayName: "Generating asset symbols for \(target.name)",
            executable: try context.tool(named: "vignette-asset-symbols").url,
            arguments: [output.path, hasResources ? "Foundation.Bundle.module" : "Foundation.Bundle.main"] + catalogs.map(\.path),
            inputFiles: catalogs.flatMap(Self.folders),
            outputFiles: [output])]
    }

    /// The `*.xcassets` folders the target's files are in: a catalog declared as a resource
    /// (`.copy("Assets.xcassets")`) is one of its files, one left undeclared lists its files.
    static func catalogs(in files: [URL]) -> [URL] {
        let catalogs = files.compactMap { file -> URL? in
            var url = file
            while url.pathComponents.count > 1 {
                if url.pathExtension == "xcassets" { return url.standardizedFileURL }
                url.deleteLastPathComponent()
            }
            return nil
        }
        return Set(catalogs).sorted { $0.path < $1.path }
    }

    /// A catalog's folders and the groups' `Contents.json`: a set added, removed or renamed
    /// changes the modification time of the folder it is in, and a group's namespace is in its
    /// `Contents.json`, so these are what the names depend on.
    static func folders(in catalog: URL) -> [URL] {
        guard let children = try? FileManager.default.contentsOfDirectory(at: catalog, includingPropertiesForKeys: [.isDirectoryKey])
        else { return [catalog] }
        let groups = children.filter { isFolder($0) && $0.pathExtension.isEmpty }
        return [catalog, catalog.appending(path: "Contents.json")] + groups.flatMap(folders)
    }

    private static func isFolder(_ url: URL) -> Bool {
        (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
    }
}
