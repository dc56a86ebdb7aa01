import Foundation

// Writes the intent classes of a target's `.intentdefinition` files (GeneratedSource): run by the
// VignetteIntentDefinitions build-tool plugin as
// vignette-intent-definitions <output.swift> <file.intentdefinition>…
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 1 else {
    FileHandle.standardError.write(Data("usage: vignette-intent-definitions <output.swift> <file.intentdefinition>…\n".utf8))
    exit(2)
}
let output = URL(fileURLWithPath: arguments[0])
var definitions: [(file: String, definition: IntentDefinition)] = []
for path in arguments.dropFirst() {
    let url = URL(fileURLWithPath: path)
    do {
        definitions.append((url.lastPathComponent, try DefinitionReader.read(url)))
    } catch let error as IntentDefinitionError {
        // The path in front makes the build show the message at the file, as a compiler error does.
        FileHandle.standardError.write(Data("\(path): error: \(error.problem)\n".utf8))
        exit(1)
    }
}
let source = GeneratedSource.text(for: definitions)
// Rewrite only when the text changes, so that an unchanged definition does not rebuild the target.
if (try? String(contentsOf: output, encoding: .utf8)) != source {
    try source.write(to: output, atomically: true, encoding: .utf8)
}
