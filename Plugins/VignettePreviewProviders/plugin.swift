import Foundation
import PackagePlugin

/// Finds a target's `PreviewProvider` types so that Vignette renders their previews as it does
/// `#Preview`s: add `plugins: [.plugin(name: "VignettePreviewProviders", package: "Vignette")]`
/// to the target.
@main
struct VignettePreviewProviders: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = target.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "PreviewProviderRecords.swift")
        return [.buildCommand(
            displayName: "Finding PreviewProviders in \(target.name)",
            executable: try context.tool(named: "vignette-preview-scan").url,
            arguments: [target.moduleName, output.path] + inputs.map(\.path),
            inputFiles: inputs,
            outputFiles: [output])]
    }
}
