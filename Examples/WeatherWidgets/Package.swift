// swift-tools-version:6.0
import PackageDescription

// Apple's module names, answered on Linux by Vignette's modules: the widget files keep
// `import SwiftUI`, `import WidgetKit`… as they are (on macOS the flags are not given).
let appleModuleNames: [SwiftSetting] = [
    .unsafeFlags(["ActivityKit", "AppIntents", "Charts", "Combine", "CoreGraphics", "Intents", "OSLog", "SwiftData", "SwiftUI", "UIKit", "WidgetKit", "os"].flatMap { ["-module-alias", "\($0)=Vignette\($0)"] },
                 .when(platforms: [.linux])),
    // Foundation as iOS has it in every file: URLSession (FoundationNetworking on Linux) and what Linux's
    // Foundation lacks (VignetteFoundation: String(localized:), LocalizedStringResource, DateComponentsFormatter).
    .unsafeFlags(["FoundationNetworking", "VignetteFoundation"].flatMap { ["-Xfrontend", "-import-module", "-Xfrontend", $0] }, .when(platforms: [.linux])),
    // Views are main-actor code, as SwiftUI declares them; Vignette evaluates them on its render threads, so
    // the run-time checks Swift 6 adds to main-actor closures are left out (the compile-time checks stay).
    .unsafeFlags(["-Xfrontend", "-disable-dynamic-actor-isolation"], .when(platforms: [.linux])),
]

// A widget extension as an iOS project has it (widgets, providers, an intent, an asset
// catalog and a font), built on Linux against Vignette.
let package = Package(
    name: "WeatherWidgets",
    dependencies: [
        // In your package: .package(url: "<Vignette's repository>", from: "<version>").
        .package(name: "Vignette", path: "../.."),
    ],
    targets: [
        // The widget extension: `swift run WeatherWidgets --all` renders it into Snapshots/.
        .executableTarget(
            name: "WeatherWidgets",
            dependencies: [.product(name: "Vignette", package: "Vignette")],
            // The asset catalog and the fonts ship with the widgets, as in the app.
            // Info.plist stays in the folder, as in the Xcode project; SwiftPM takes no resource of that name.
            exclude: ["Info.plist"],
            resources: [.copy("Assets.xcassets"), .copy("Fonts")],
            swiftSettings: appleModuleNames,
            // Xcode's generated asset symbols (`.foregroundStyle(.sunAccent)`, `Image(.backdrop)`), and the
            // Info.plist given to Bundle.main (`Bundle.main.bundleIdentifier`).
            plugins: [.plugin(name: "VignetteAssetSymbols", package: "Vignette"),
                      .plugin(name: "VignetteInfoPlist", package: "Vignette")]),
        // Snapshot tests: every widget, family and appearance against Snapshots/.
        .testTarget(
            name: "WeatherWidgetsTests",
            dependencies: ["WeatherWidgets", .product(name: "VignetteTesting", package: "Vignette")]),
    ],
    swiftLanguageModes: [.v6]
)
