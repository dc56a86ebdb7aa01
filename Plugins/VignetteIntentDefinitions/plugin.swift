import Foundation
import PackagePlugin

/// Generates the SiriKit intent classes Xcode writes for a target's `.intentdefinition` files
/// (`ConfigurationIntent`, its custom types and enums): add
/// `plugins: [.plugin(name: "VignetteIntentDefinitions", package: "Vignette")]` to the target and
/// leave the files in its folder, as they are in the Xcode project.
@main
struct VignetteIntentDefinitions: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let definitions = target.sourceFiles.map(\.url).filter { $0.pathExtension == "intentdefinition" }
            .sorted { $0.path < $1.path }
        guard !definitions.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedIntents.swift")
        return [.buildCommand(
            displayName: "Generating intent classes for \(target.name)",
            executable: try context.tool(named: "vignette-intent-definitions").url,
            arguments: [output.path] + definitions.map(\.path),
            inputFiles: definitions,
            outputFiles: [output])]
    }
}
