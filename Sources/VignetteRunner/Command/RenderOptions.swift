import ArgumentParser
import Foundation
import VignetteCore
import VignetteCairo

/// The options of a bundle's render command (`swift run render`, or `swift run MyWidgets` for
/// an `@main` widget bundle): what to render, how, and where.
public nonisolated struct RenderOptions: ParsableArguments {
    @Flag(name: .long, help: "Render every widget of the bundle.")
    var all = false

    @Flag(name: .long, help: "List the bundle's widgets with their families, and exit.")
    var list = false

    @Flag(name: .long, help: "Render every #Preview of the program (each entry, light and dark) into <output>/Previews/<file>/, in a separate process so that one that crashes fails alone.")
    var previews = false

    @Argument(help: "Widgets to render, by kind (see --list).")
    var widgets: [String] = []

    @Option(name: .long, parsing: .upToNextOption,
            help: "Families and other surfaces: \(Surface.all.map(\.name).joined(separator: ", ")) (default: all the widget supports).")
    var family: [Surface] = []

    @Option(name: .long, parsing: .upToNextOption, help: "Appearances: light, dark, placeholder; tinted, clear (the Home Screen's accented modes); vibrant (the Lock Screen's, accessory families only); standby, standby-night (small widgets on iPhone); fullColor, accented (Apple Watch) (default: all that apply).")
    var appearance: [WidgetAppearance] = []

    @Flag(name: .long, help: "Only the placeholder appearance.")
    var placeholder = false

    @Option(name: .long, help: "Also render the first N entries of each widget's timeline (<family>-<appearance>-timeline<n>.png).")
    var timeline = 0

    @Option(name: .long, help: "Seconds a timeline provider may take to answer each call before its widget fails.")
    var providerTimeLimit = 10.0

    @Option(name: .long, parsing: .upToNextOption, help: "Devices by id (iphone-393x852, ipad-1024x1366, watch-45mm…) or `all` (default: the bundle's reference devices, iphone-393x852 unless it names others).")
    var device: [String] = []

    @Option(name: .long, help: "Pixels per point, instead of each device's own scale.")
    var scale: Double?

    @Option(name: .long, help: "png, svg or pdf.")
    var format: ImageFormat = .png

    @Option(name: .long, parsing: .upToNextOption, help: "The content states Live Activity previews render, by number (from 1, in the order each preview lists them; the -<n> of their file names), e.g. --activity-states 1 3 (default: every state).")
    var activityStates: [String] = []

    @Flag(name: .long, help: "Also render the home-screen sheets (light, dark, tinted) and the lock-screen sheet (accessory widgets, vibrant) into <output>/HomeScreen/.")
    var homeScreen = false

    @Option(name: .long, help: "The folder to write into.")
    var output = "Snapshots"

    @Option(name: .long, help: "The date taken as now, ISO 8601 (2026-11-21T09:41:00Z, the default): relative dates, timers and progress are shown against it, never the clock.")
    var now: RenderNow?

    @Option(name: .long, help: "The reader's text size, by Apple's name: \(DynamicTypeSize.allValueStrings.joined(separator: ", ")) (default: large). Images get its name: systemSmall-light-accessibility2.png.")
    var dynamicType: DynamicTypeSize?

    @Flag(name: .long, help: "Render with Bold Text on (Settings › Accessibility): every text one weight heavier, as iOS draws it (-bold in file names).")
    var boldText = false

    @Flag(name: .long, help: "Render with Increase Contrast on (Settings › Accessibility): the system colours' high-contrast values and the colour sets' High Contrast entries (-increased-contrast in file names).")
    var increaseContrast = false

    @Flag(name: .long, help: "Render with Reduce Transparency on (Settings › Accessibility): materials drawn opaque, as iOS does (-reduced-transparency in file names).")
    var reduceTransparency = false

    @Option(name: .long, help: "The language and region, e.g. ar, he, de_DE: strings from the widget's string tables for that language, formats for the locale, right to left for Arabic, Hebrew, Persian and Urdu (its identifier in file names).")
    var locale: String?

    @Option(name: .long, help: "leftToRight or rightToLeft, instead of the locale's direction (-rtl in file names).")
    var layoutDirection: LayoutDirection?

    @Option(name: .long, help: "One of Xcode's pseudolanguages, for every localizable string (Text(\"key\"), String(localized:), LocalizedStringResource; not verbatim text): double-length (\"Done Done\"), accented, bounded (\"[# Done #]\"), right-to-left (mirrored layout) or right-to-left-strings (mirrored, strings reversed). Its name in file names.")
    var pseudo: PseudoLanguage?

    @Option(name: .long, parsing: .upToNextOption, help: "Sweeps of reader settings, each image rendered in every variant: sizes (xSmall, large, xxxLarge, accessibility1, accessibility5), all-sizes (all twelve), languages (the target's localizations, ar, he and double-length), accessibility (Bold Text, Increase Contrast, Reduce Transparency, each alone) or all. Each changes one setting of the other flags' (--variants sizes --bold-text: every size in bold); file names say the variant, and the summary gives the fit report per variant.")
    var variants: [VariantSweep] = []

    @Flag(name: .long, help: "Exit with status 1 when any image drew around a warning (a missing image, symbol or font, invalid geometry…): the images are still written, for a CI that keeps warnings out.")
    var warningsAsErrors = false

    @Option(name: .long, help: "Worker threads (default: one per core).")
    var threads = ProcessInfo.processInfo.activeProcessorCount

    public init() {}

    /// The devices asked for with `--device`, or `defaults` without it.
    func devices(default defaults: [WidgetDevice] = [.defaultDevice]) throws -> [WidgetDevice] {
        let base: [WidgetDevice]
        if device.isEmpty { base = defaults } else if device == ["all"] { base = WidgetDevice.all } else {
            base = try device.map { id in
                guard let d = WidgetDevice.named(id) else {
                    throw ValidationError("no device '\(id)'; devices: \(WidgetDevice.all.map(\.id).joined(separator: ", ")), or all")
                }
                return d
            }
        }
        return scale.map { s in base.map { $0.withScale(CGFloat(s)) } } ?? base
    }

    public func validate() throws {
        if !list && !all && widgets.isEmpty && !homeScreen && !previews {
            throw ValidationError("name widgets to render, or pass --all or --previews (see --list)")
        }
        if threads < 1 { throw ValidationError("--threads must be at least 1") }
        if timeline < 0 { throw ValidationError("--timeline must be 0 or more") }
        if !(providerTimeLimit > 0 && providerTimeLimit <= 3600) { throw ValidationError("--provider-time-limit must be between 0 and 3600 seconds") }
        if let scale, !(scale > 0 && scale <= 8) { throw ValidationError("--scale must be between 0 and 8") }
        _ = try devices()
        _ = try variant()
    }

    /// The reader's settings asked for (`--dynamic-type`, `--bold-text`, `--increase-contrast`,
    /// `--reduce-transparency`, `--locale`, `--layout-direction`, `--pseudo`).
    func variant() throws -> RenderVariant {
        var variant = RenderVariant(dynamicTypeSize: dynamicType ?? .large, legibilityWeight: boldText ? .bold : .regular,
                                    colorSchemeContrast: increaseContrast ? .increased : .standard,
                                    accessibilityReduceTransparency: reduceTransparency,
                                    layoutDirection: layoutDirection, pseudoLanguage: pseudo)
        if let locale {
            let id = locale.replacingOccurrences(of: "-", with: "_")
            guard !id.isEmpty, Locale.availableIdentifiers.contains(id) else {
                throw ValidationError("no locale '\(locale)'; give a language and region identifier such as ar, he, fa, de_DE or ja_JP")
            }
            variant.locale = Locale(identifier: id)
        }
        return variant
    }

    /// Every variant to render: the one the flags ask for, and with `--variants` each variant of
    /// the sweeps over it.
    func allVariants(localizations: [String] = VariantSweep.programLocalizations) throws -> [RenderVariant] {
        let base = try variant()
        return variants.isEmpty ? [base] : VariantSweep.variants(variants, from: base, localizations: localizations)
    }

    /// Checks the widget names against the bundle.
    func validate(against bundle: [WidgetDescription]) throws {
        if bundle.isEmpty && !previews { throw ValidationError("the widget bundle has no widgets: list them in its body") }
        for name in widgets where !bundle.contains(where: { $0.kind == name }) {
            throw ValidationError("no widget named '\(name)'; available: \(bundle.map(\.kind).joined(separator: ", "))")
        }
    }
}

nonisolated extension Surface: ExpressibleByArgument {
    public init?(argument: String) { self.init(named: argument) }
}

nonisolated extension WidgetAppearance: ExpressibleByArgument {}

nonisolated extension DynamicTypeSize: ExpressibleByArgument {
    /// Apple's case names: `xSmall` … `xxxLarge`, `accessibility1` … `accessibility5`.
    public init?(argument: String) {
        guard let size = Self.allCases.first(where: { "\($0)" == argument }) else { return nil }
        self = size
    }

    public static var allValueStrings: [String] { allCases.map { "\($0)" } }
}

nonisolated extension LayoutDirection: ExpressibleByArgument {
    public init?(argument: String) {
        guard let direction = Self.allCases.first(where: { "\($0)" == argument }) else { return nil }
        self = direction
    }

    public static var allValueStrings: [String] { allCases.map { "\($0)" } }
}
nonisolated extension ImageFormat: ExpressibleByArgument {}
nonisolated extension PseudoLanguage: ExpressibleByArgument {}
nonisolated extension VariantSweep: ExpressibleByArgument {}

/// A `--now` date: ISO 8601 with a time zone (`2026-11-21T09:41:00Z`, `2026-11-21T10:41:00+01:00`).
nonisolated struct RenderNow: ExpressibleByArgument {
    let date: Date

    init?(argument: String) {
        guard let date = ISO8601DateFormatter().date(from: argument) else { return nil }
        self.date = date
    }

    static var defaultValueDescription: String { "2026-11-21T09:41:00Z" }
}
