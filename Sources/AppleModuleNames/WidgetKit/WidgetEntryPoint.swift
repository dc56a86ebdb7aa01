import Foundation
import Vignette
internal import VignetteRunner

extension WidgetBundle {
    /// `@main` on a widget bundle makes the executable its render command:
    /// `swift run MyWidgets --all` renders every widget into `Snapshots/` with the review
    /// page; `--help` lists the options.
    public static func main() async {
        giveInfoPlistToBundleMain(Self.self)
        exit(await BundleCommand.run(Self().widgetDescriptions, commandName: commandName(default: Self.self)))
    }
}

extension Widget {
    /// `@main` on a single widget (an extension with one widget and no bundle) makes the
    /// executable its render command, as `@main` on a bundle does.
    public static func main() async {
        giveInfoPlistToBundleMain(Self.self)
        exit(await BundleCommand.run(Self()._widgetDescriptions(), commandName: commandName(default: Self.self)))
    }
}

/// The command's name in usage lines: the program's file name, as the shell ran it.
private func commandName(default type: Any.Type) -> String {
    CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? String(describing: type)
}

/// The extension's Info.plist (VignetteInfoPlist plugin) for `Bundle.main`, before the author's
/// code (the bundle's initializer first) can read it. Named after the extension's module.
private func giveInfoPlistToBundleMain(_ type: Any.Type) {
    let module = String(reflecting: type).split(separator: ".").first.map(String.init) ?? "Widgets"
    if let warning = ExtensionInfoPlist.placeBesideProgram(extensionName: module) {
        FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
    }
}
