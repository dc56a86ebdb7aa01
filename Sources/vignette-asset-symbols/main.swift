import Foundation

// Writes the asset symbols of a target's catalogs (SymbolsFile): run by the
// VignetteAssetSymbols build-tool plugin as
// vignette-asset-symbols <output.swift> <bundle expression> <catalog.xcassets>…
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: vignette-asset-symbols <output.swift> <bundle> <catalog.xcassets>…\n".utf8))
    exit(2)
}
let output = URL(fileURLWithPath: arguments[0])
let catalogs = arguments.dropFirst(2).map { URL(fileURLWithPath: $0) }
let source = SymbolsFile(assets: try CatalogScan.assets(in: catalogs), bundle: arguments[1]).text
// Rewrite only when the text changes, so that an unchanged scan does not rebuild the target.
if (try? String(contentsOf: output, encoding: .utf8)) != source {
    try source.write(to: output, atomically: true, encoding: .utf8)
}
