// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

/// Apple's module names a widget extension imports, each answered on Linux by a module of Vignette's
/// own (Sources/AppleModuleNames). A target whose files import them unchanged adds
/// `appleModuleNames` to its Swift settings; the README's `Package.swift` does the same.
let appleModules = ["ActivityKit", "AppIntents", "Charts", "Combine", "CoreGraphics", "Intents", "OSLog", "SwiftData", "SwiftUI", "UIKit", "WidgetKit", "os"]
let appleModuleNames: [SwiftSetting] = [
    .unsafeFlags(appleModules.flatMap { ["-module-alias", "\($0)=Vignette\($0)"] }, .when(platforms: [.linux])),
    // Foundation as iOS has it in every file: URLSession (FoundationNetworking on Linux) and what Linux's
    // Foundation lacks (VignetteFoundation: String(localized:), LocalizedStringResource, DateComponentsFormatter).
    .unsafeFlags(["FoundationNetworking", "VignetteFoundation"].flatMap { ["-Xfrontend", "-import-module", "-Xfrontend", $0] }, .when(platforms: [.linux])),
    // Views are main-actor code, as SwiftUI declares them; Vignette evaluates them on its render threads, so
    // the run-time checks Swift 6 adds to main-actor closures are left out (the compile-time checks stay).
    .unsafeFlags(["-Xfrontend", "-disable-dynamic-actor-isolation"], .when(platforms: [.linux])),
]

let package = Package(
    name: "Vignette",
    products: [
        // What a widget extension depends on: the API and, under their Vignette names, Apple's modules.
        .library(name: "Vignette", targets: ["Vignette", "VignetteCore", "VignetteFoundation"] + appleModules.map { "Vignette\($0)" }),
        .library(name: "VignetteCairo", targets: ["VignetteCairo"]),
        .library(name: "Gallery", targets: ["Gallery"]),
        .library(name: "VignetteTesting", targets: ["VignetteTesting"]),
        .library(name: "VignetteRunner", targets: ["VignetteRunner"]),
        .executable(name: "render", targets: ["render"]),
        .executable(name: "vignette-bench", targets: ["vignette-bench"]),
        .plugin(name: "VignettePreviewProviders", targets: ["VignettePreviewProviders"]),
        .plugin(name: "VignetteAssetSymbols", targets: ["VignetteAssetSymbols"]),
        .plugin(name: "VignetteIntentDefinitions", targets: ["VignetteIntentDefinitions"]),
        .plugin(name: "VignetteInfoPlist", targets: ["VignetteInfoPlist"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // For the #Preview macro.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        // Only its SnapshotTesting product: InlineSnapshotTesting would compile swift-syntax.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // System libraries: one per pkg-config name, each a module map and a shim header.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        .systemLibrary(name: "CGdkPixbuf", pkgConfig: "gdk-pixbuf-2.0", providers: [.apt(["libgdk-pixbuf-2.0-dev"])]),
        .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),
        // libpng behind a C function that catches its longjmp errors (Swift cannot).
        .target(name: "CPNGWriter", linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]),

        // The SwiftUI-shaped API and the pipeline behind it (resolve, layout, display list, hosts), everything
        // pure: no C import. Its public names are SwiftUI's, WidgetKit's and App Intents' and Vignette's own
        // (render requests, surfaces, display lists, Today widgets), reached with `import VignetteCore`.
        // Its resources, kept with the other artwork in Assets/: the private fontconfig configuration
        // and the symbol stand-ins (paths relative to the target's folder, Sources/VignetteCore).
        .target(name: "VignetteCore", dependencies: ["CFrozenClock", "VignetteOSLog"], exclude: ["Surfaces/LiveActivities.md", "Surfaces/AppleWatch.md", "Surfaces/Controls.md"],
                resources: [.copy("../../Assets/Fonts"), .copy("../../Assets/Symbols")]),
        // What `import Vignette` (and `import SwiftUI` through its alias) brings: Apple's names from VignetteCore,
        // one list per framework, and nothing of Vignette's own.
        .target(name: "Vignette", dependencies: ["VignetteCore", "VignetteFoundation", "VignetteMacros"]),
        // Foundation as iOS has it, imported into every file of an author's target by `appleModuleNames`.
        .target(name: "VignetteFoundation", dependencies: ["VignetteCore"]),
        // Apple's module names (see Sources/AppleModuleNames/README.md); WidgetKit's makes `@main` the render command.
        .target(name: "VignetteSwiftUI", dependencies: ["Vignette"], path: "Sources/AppleModuleNames/SwiftUI"),
        .target(name: "VignetteWidgetKit", dependencies: ["Vignette", "VignetteCore", "VignetteRunner"], path: "Sources/AppleModuleNames/WidgetKit"),
        .target(name: "VignetteAppIntents", dependencies: ["Vignette"], path: "Sources/AppleModuleNames/AppIntents"),
        .target(name: "VignetteActivityKit", dependencies: ["Vignette", "VignetteCore"], path: "Sources/AppleModuleNames/ActivityKit"),
        .target(name: "VignetteCoreGraphics", dependencies: ["Vignette"], path: "Sources/AppleModuleNames/CoreGraphics"),
        .target(name: "VignetteCombine", dependencies: ["Vignette"], path: "Sources/AppleModuleNames/Combine"),
        .target(name: "VignetteUIKit", dependencies: ["Vignette"], path: "Sources/AppleModuleNames/UIKit"),
        // The `os` module's logging (`Logger`, `os_log`, `OSLog`), re-exported by Vignette: quiet unless VIGNETTE_LOG asks.
        .target(name: "VignetteOSLog", path: "Sources/AppleModuleNames/OSLog"),
        .target(name: "Vignetteos", dependencies: ["VignetteOSLog"], path: "Sources/AppleModuleNames/os"),
        // Swift Charts: marks, scales and axes drawn with the core's shapes and text (its README).
        .target(name: "VignetteCharts", dependencies: ["Vignette", "VignetteCore"], path: "Sources/AppleModuleNames/Charts",
                exclude: ["LAYOUT-RULES.md"]),
        // SwiftData: @Model, containers and contexts over an in-memory store the author's seeds fill (ModelSeeds.swift).
        .target(name: "VignetteSwiftData", dependencies: ["Vignette", "VignetteCore"], path: "Sources/AppleModuleNames/SwiftData"),
        // SiriKit's intent classes for `IntentConfiguration` widgets (their generated subclasses: VignetteIntentDefinitions).
        .target(name: "VignetteIntents", dependencies: ["Vignette", "VignetteCore"], path: "Sources/AppleModuleNames/Intents"),
        // #Preview and SwiftData's @Model: expand to a record the runner finds at run time.
        .macro(name: "VignetteMacros", dependencies: [
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
        // PreviewProvider types found by scanning a target's files (a build-tool plugin).
        .executableTarget(name: "vignette-preview-scan"),
        .plugin(name: "VignettePreviewProviders", capability: .buildTool(), dependencies: ["vignette-preview-scan"]),
        // Xcode's generated asset symbols (`Color(.sunAccent)`, `Image(.backdrop)`) from a target's catalogs.
        .executableTarget(name: "vignette-asset-symbols"),
        .plugin(name: "VignetteAssetSymbols", capability: .buildTool(), dependencies: ["vignette-asset-symbols"]),
        // Xcode's generated SiriKit intent classes (`ConfigurationIntent`…) from a target's `.intentdefinition` files.
        .executableTarget(name: "vignette-intent-definitions"),
        .plugin(name: "VignetteIntentDefinitions", capability: .buildTool(), dependencies: ["vignette-intent-definitions"]),
        // The extension's Info.plist carried into its program, for Bundle.main (VignetteRunner's ExtensionInfoPlist).
        .executableTarget(name: "vignette-info-plist"),
        .plugin(name: "VignetteInfoPlist", capability: .buildTool(), dependencies: ["vignette-info-plist"]),
        // The wall clock stopped at the render's "now" while a render runs (Support/FrozenClock.swift).
        .target(name: "CFrozenClock"),
        // The bounds of the sections #Preview records and the extension's Info.plist are placed in.
        .target(name: "CPreviewRecords"),
        // The backend: Pango text, Cairo rasterizer, image decoding (PDF through poppler), PNG encoding.
        .target(name: "VignetteCairo", dependencies: ["VignetteCore", "CCairo", "CPangoCairo", "CRsvg", "CGdkPixbuf", "CPoppler", "CPNGWriter"]),
        // Snapshot assertions for Swift Testing and XCTest, built on swift-snapshot-testing.
        .target(name: "VignetteTesting", dependencies: [
            "VignetteCore", "VignetteCairo", "VignetteRunner", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // The render runner: the job matrix, file naming, worker threads, writing and comparing files, the review
        // page and the home-screen sheet, shared by `render`, the benchmarks and the tests.
        // Its `Command/` is the render command an `@main` widget bundle gets.
        .target(name: "VignetteRunner", dependencies: [
            "VignetteCore", "VignetteCairo", "CPreviewRecords", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The widgets from the seed documents, written with the public API only.
        // Its asset catalog and sample data (in Assets/Gallery) are its resources, as a widget extension's are.
        .target(name: "Gallery", dependencies: ["Vignette", "VignetteCore", "VignetteCharts"],
                resources: [.copy("../../Assets/Gallery/Assets.xcassets"), .copy("../../Assets/Gallery/Data")],
                // Its views are main-actor code evaluated on render threads, as an author's are (appleModuleNames).
                swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-dynamic-actor-isolation"])]),
        .executableTarget(name: "render", dependencies: ["VignetteRunner", "Gallery"]),
        // Benchmarks: `swift run -c release vignette-bench --help`.
        .executableTarget(name: "vignette-bench", dependencies: [
            "VignetteCore", "VignetteCairo", "VignetteRunner", "Gallery",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // Its string tables, defaults seeds and app-group container, as a widget target declares them.
        .testTarget(name: "VignetteTests", dependencies: ["Vignette", "VignetteCore", "VignetteOSLog"],
                    resources: [.copy("Resources/Localizable.xcstrings"), .copy("Resources/Broken.xcstrings"),
                                .copy("Resources/de.lproj"), .copy("Resources/en.lproj"),
                                .copy("Resources/UserDefaults"), .copy("Resources/AppGroups")]),
        .testTarget(name: "VignetteCairoTests", dependencies: [
            "Vignette", "VignetteCore", "VignetteCairo", "VignetteTesting", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        // Its own catalog names sets as the gallery's does: each target's views draw their own.
        .testTarget(name: "GalleryTests", dependencies: ["VignetteCore", "VignetteCairo", "VignetteRunner", "Gallery", "VignetteTesting"],
                    resources: [.copy("Assets.xcassets")]),
        // Widget views written exactly as for iOS 17: they must compile with only the import changed.
        // Their files import SwiftUI, WidgetKit, AppIntents and UIKit unchanged, as an author's target does.
        // Its string catalog, defaults seed and app-group container are the Focus widget's (Views/FocusWidget.swift);
        // its SwiftData seeds are the Chores widget's (Views/ChoresWidget.swift) and the seed-error tests'.
        .testTarget(name: "CompatibilityTests", dependencies: ["VignetteCore", "VignetteCairo", "VignetteRunner", "VignetteTesting"]
                        + appleModules.map { .target(name: "Vignette\($0)") },
                    resources: [.copy("Resources/Localizable.xcstrings"), .copy("Resources/UserDefaults"), .copy("Resources/AppGroups"),
                                .copy("Resources/SwiftData")],
                    swiftSettings: appleModuleNames, plugins: ["VignettePreviewProviders", "VignetteIntentDefinitions"]),
        .testTarget(name: "VignetteTestingTests", dependencies: [
            "VignetteCore", "VignetteCairo", "VignetteTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        .testTarget(name: "AssetSymbolsTests", dependencies: ["vignette-asset-symbols"]),
        .testTarget(name: "InfoPlistTests", dependencies: ["vignette-info-plist"]),
        // The generator's files (linked into Generator/): SwiftPM would link the tool twice into the test bundle
        // if a test target depended on it while CompatibilityTests runs it as its plugin's tool.
        .testTarget(name: "IntentDefinitionsTests"),
        .testTarget(name: "renderTests", dependencies: ["render", "VignetteCore", "VignetteRunner", "Gallery"]),
    ],
    swiftLanguageModes: [.v6]
)
