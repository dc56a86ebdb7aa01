import Foundation

// Writes the Swift file that carries a target's Info.plist into its program (InfoPlistSource):
// run by the VignetteInfoPlist build-tool plugin as vignette-info-plist <output.swift> <Info.plist>
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: vignette-info-plist <output.swift> <Info.plist>\n".utf8))
    exit(2)
}
let output = URL(fileURLWithPath: arguments[0]), input = URL(fileURLWithPath: arguments[1])
let source: String
do {
    source = try InfoPlistSource.text(for: try Data(contentsOf: input), file: input.lastPathComponent)
} catch let problem as InfoPlistSource.Problem {
    // The path in front makes the build show the message at the file, as a compiler error does.
    FileHandle.standardError.write(Data("\(input.path): error: \(problem.message)\n".utf8))
    exit(1)
} catch {
    FileHandle.standardError.write(Data("\(input.path): error: cannot be read (\(error.localizedDescription))\n".utf8))
    exit(1)
}
// Rewrite only when the text changes, so that an unchanged Info.plist does not rebuild the target.
if (try? String(contentsOf: output, encoding: .utf8)) != source {
    try source.write(to: output, atomically: true, encoding: .utf8)
}
