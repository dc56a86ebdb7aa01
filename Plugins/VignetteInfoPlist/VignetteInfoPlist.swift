import Foundation
import PackagePlugin

/// Gives the widget extension's `Info.plist` to `Bundle.main`, as its bundle has it on iOS
/// (`Bundle.main.bundleIdentifier`, `object(forInfoDictionaryKey:)`): add
/// `plugins: [.plugin(name: "VignetteInfoPlist", package: "Vignette")]` to the target and keep
/// `Info.plist` in its folder, as in the Xcode project (`exclude: ["Info.plist"]`: SwiftPM does not
/// take a file of that name as a resource).
@main
struct VignetteInfoPlist: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // `directoryURL` needs tools 6.1 (Vignette's manifest is 6.0), and `Path`'s own text
        // accessors are deprecated: its text through the protocol is the folder's path.
        let folder = (target.directory as any CustomStringConvertible).description
        let plist = URL(fileURLWithPath: folder).appending(path: "Info.plist")
        guard FileManager.default.fileExists(atPath: plist.path) else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "ExtensionInfoPlist.swift")
        return [.buildCommand(
            displayName: "Carrying \(target.name)'s Info.plist into its program",
            executable: try context.tool(named: "vignette-info-plist").url,
            arguments: [output.path, plist.path],
            inputFiles: [plist],
            outputFiles: [output])]
    }
}
