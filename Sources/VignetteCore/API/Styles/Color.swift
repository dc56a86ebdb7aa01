import Foundation

/// A representation of a color that adapts to a given context, as SwiftUI's `Color`.
public nonisolated struct Color: Hashable, Sendable {
    nonisolated indirect enum Provider: Hashable, Sendable {
        case fixed(RGBA)
        case system(SystemColor)
        /// A colour set, in the catalogs of a resource bundle (nil: the declaring module's).
        case named(String, bundle: String?)
        case accent
        case opacity(Provider, Double)
        /// One colour in the light appearance, another in the dark (`UIColor(dynamicProvider:)`).
        case schemed(light: Provider, dark: Provider)
    }

    let provider: Provider

    init(provider: Provider) { self.provider = provider }

    /// The profile for the RGB components of a colour.
    public nonisolated enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let rgba: RGBA
        switch colorSpace {
        case .sRGB: rgba = RGBA(red: red, green: green, blue: blue, alpha: opacity)
        case .sRGBLinear: rgba = RGBA(red: Self.encode(red), green: Self.encode(green), blue: Self.encode(blue), alpha: opacity)
        case .displayP3: rgba = Self.displayP3ToSRGB(red, green, blue, opacity)
        }
        provider = .fixed(rgba)
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// Creates a color from a hue, saturation and brightness.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let c = brightness * saturation, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = brightness - c
        let (r, g, b): (Double, Double, Double) = switch Int(h) {
        case 0: (c, x, 0)
        case 1: (x, c, 0)
        case 2: (0, c, x)
        case 3: (0, x, c)
        case 4: (x, 0, c)
        default: (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }

    /// A colour from the asset catalogs: a `<name>.colorset`, with any/light/dark variants, from
    /// the catalogs of `bundle`, or (nil or the main bundle) of the module that declares the view.
    public init(_ name: String, bundle: Bundle? = nil) { provider = .named(name, bundle: resourceBundleName(bundle)) }

    /// Multiplies the opacity of the color by the given amount.
    public func opacity(_ opacity: Double) -> Color { Color(provider: .opacity(provider, opacity)) }

    /// The colour for the given environment.
    public func resolve(in environment: EnvironmentValues) -> RGBA { Self.resolve(provider, environment) }

    private static func resolve(_ p: Provider, _ env: EnvironmentValues) -> RGBA {
        switch p {
        case .fixed(let c): return c
        case .system(let s): return s.resolve(in: env)
        case .named(let name, let bundle):
            return env.catalogLookup(bundle: bundle).color(named: name, scheme: env.colorScheme, contrast: env.colorSchemeContrast,
                                                           diagnostics: env.diagnostics)
        case .accent:
            if let tint = env.accentTint {
                // `.tint(.accentColor)` names itself: its accent is the one around it, not again itself.
                var around = env
                around.accentTint = nil
                return resolve(tint.provider, around)
            }
            // An app's accent is the colour set its target names as the global accent colour,
            // `AccentColor` in Xcode's templates, from the view's own catalogs; else system blue.
            // Only where the view's module is known: a host view's (a control's) is not, and
            // another target's accent must not leak into it.
            let lookup = env.catalogLookup(bundle: nil)
            if !lookup.catalogs.hasModuleCatalogs || !lookup.modules.isEmpty,
               let match = lookup.match({ $0.hasColor(named: "AccentColor") }), !match.isFallback,
               let color = try? match.catalog.color(named: "AccentColor", scheme: env.colorScheme, contrast: env.colorSchemeContrast) {
                return color
            }
            return SystemColor.systemBlue.resolve(in: env)
        case .opacity(let base, let f): return resolve(base, env).multiplyingAlpha(f)
        case .schemed(let light, let dark): return resolve(env.colorScheme == .dark ? dark : light, env)
        }
    }

    private static func encode(_ linear: Double) -> Double {
        linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    private static func decode(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }

    /// Display P3 → sRGB through linear light (the P3 primaries matrix); out-of-gamut values clamp.
    private static func displayP3ToSRGB(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> RGBA {
        let lr = decode(r), lg = decode(g), lb = decode(b)
        let sr = 1.2249 * lr - 0.2247 * lg + 0.0 * lb
        let sg = -0.0420 * lr + 1.0419 * lg + 0.0 * lb
        let sb = -0.0197 * lr - 0.0786 * lg + 1.0979 * lb
        return RGBA(red: encode(max(sr, 0)), green: encode(max(sg, 0)), blue: encode(max(sb, 0)), alpha: a)
    }
}

nonisolated extension Color {
    public static let clear = Color(provider: .fixed(.clear))
    public static let black = Color(provider: .fixed(RGBA(hex: 0x000000)))
    public static let white = Color(provider: .fixed(RGBA(hex: 0xFFFFFF)))
    public static let gray = Color(provider: .system(.systemGray))
    public static let red = Color(provider: .system(.systemRed))
    public static let orange = Color(provider: .system(.systemOrange))
    public static let yellow = Color(provider: .system(.systemYellow))
    public static let green = Color(provider: .system(.systemGreen))
    public static let mint = Color(provider: .system(.systemMint))
    public static let teal = Color(provider: .system(.systemTeal))
    public static let cyan = Color(provider: .system(.systemCyan))
    public static let blue = Color(provider: .system(.systemBlue))
    public static let indigo = Color(provider: .system(.systemIndigo))
    public static let purple = Color(provider: .system(.systemPurple))
    public static let pink = Color(provider: .system(.systemPink))
    public static let brown = Color(provider: .system(.systemBrown))
    /// The color to use for primary content (the label colour).
    public static let primary = Color(provider: .system(.label))
    /// The color to use for secondary content.
    public static let secondary = Color(provider: .system(.secondaryLabel))
    /// A color that reflects the accent color of the system or app (`tint(_:)` sets it).
    public static let accentColor = Color(provider: .accent)
}
