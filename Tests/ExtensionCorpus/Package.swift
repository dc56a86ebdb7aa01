// swift-tools-version:6.0
import PackageDescription

// The corpus: whole widget extensions, each folder under Extensions/ as an Xcode project has it,
// with the Swift language mode its project sets and the resources it ships (copied as the README's
// steps say). One line per extension.
let extensions: [(name: String, mode: SwiftLanguageMode, resources: [String])] = [
    ("WaterTracker", .v5, ["Assets.xcassets"]),
    ("DailyQuote", .v6, ["Localizable.xcstrings"]),
    ("EspressoLog", .v6, ["UserDefaults"]),
    ("NextBus", .v5, ["Assets.xcassets"]),
    ("HabitStreaks", .v6, ["SwiftData"]),
    ("GlucoseGlance", .v5, []),
    ("ServerPulse", .v5, ["UserDefaults"]),
    ("FeedDigest", .v5, ["Assets.xcassets", "AppGroups", "en.lproj", "fr.lproj"]),
    ("PomodoroTimer", .v6, []),
    ("ExchangeRates", .v5, []),
    ("ReadingLog", .v6, ["SwiftData"]),
    ("PlantCare", .v5, ["UserDefaults"]),
    ("FlightBoard", .v6, []),
    ("BudgetChart", .v5, ["Assets.xcassets", "Localizable.xcstrings"]),
    ("PizzaTracker", .v6, ["Assets.xcassets"]),
    ("HomeLights", .v6, ["UserDefaults"]),
    ("MoonPhase", .v5, ["Assets.xcassets"]),
    ("PhraseOfTheDay", .v5, ["Localizable.xcstrings"]),
    ("EventCountdown", .v6, ["AppGroups"]),
    ("SleepScore", .v5, []),
]

// Apple's module names, answered on Linux by Vignette's modules (as in Examples/WeatherWidgets).
let appleModuleNames: [SwiftSetting] = [
    .unsafeFlags(["ActivityKit", "AppIntents", "Charts", "Combine", "CoreGraphics", "Intents", "OSLog", "SwiftData", "SwiftUI", "UIKit", "WidgetKit", "os"].flatMap { ["-module-alias", "\($0)=Vignette\($0)"] },
                 .when(platforms: [.linux])),
    .unsafeFlags(["FoundationNetworking", "VignetteFoundation"].flatMap { ["-Xfrontend", "-import-module", "-Xfrontend", $0] }, .when(platforms: [.linux])),
    .unsafeFlags(["-Xfrontend", "-disable-dynamic-actor-isolation"], .when(platforms: [.linux])),
]

let package = Package(
    name: "ExtensionCorpus",
    dependencies: [
        .package(name: "Vignette", path: "../.."),
    ],
    targets: extensions.map { entry in
        // `swift run <Name> --all --previews` renders the extension into Snapshots/.
        .executableTarget(
            name: entry.name,
            dependencies: [.product(name: "Vignette", package: "Vignette")],
            path: "Extensions/\(entry.name)",
            exclude: ["Info.plist"],
            resources: entry.resources.map { .copy($0) },
            swiftSettings: appleModuleNames + [.swiftLanguageMode(entry.mode)],
            // Xcode's generated asset symbols, the older files' PreviewProvider types, and the
            // Info.plist for Bundle.main.
            plugins: [.plugin(name: "VignetteAssetSymbols", package: "Vignette"),
                      .plugin(name: "VignettePreviewProviders", package: "Vignette"),
                      .plugin(name: "VignetteInfoPlist", package: "Vignette")])
    } + [
        // Every extension's widgets and previews against Snapshots/.
        .testTarget(
            name: "ExtensionCorpusTests",
            dependencies: extensions.map { .target(name: $0.name) } + [.product(name: "VignetteTesting", package: "Vignette")]),
    ],
    swiftLanguageModes: [.v6]
)
