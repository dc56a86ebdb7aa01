import Foundation

/// The colour spaces Xcode writes in a colour set, converted to the sRGB Vignette draws in.
///
/// - `srgb`, `extended-srgb`: taken as they are; extended values outside 0…1 are clamped.
/// - `extended-linear-srgb`: encoded with the sRGB transfer function (sign kept), then clamped.
/// - `display-p3`: P3 shares sRGB's transfer function and D65 white: decode to linear light,
///   convert with the matrix derived from both sets of primaries, encode, clamp. A saturated P3
///   colour outside sRGB's gamut therefore becomes the nearest sRGB colour per channel, which
///   is what an sRGB display shows (iOS shows more on a P3 screen).
/// - `gray-gamma-22`, `extended-gray`: a grey with a pure 2.2 gamma (Apple's generic grey
///   spaces): linearised with γ 2.2 and encoded as sRGB, so 0.5 becomes 0.5039.
public nonisolated enum CatalogColorSpace: String, CaseIterable, Sendable {
    case sRGB = "srgb"
    case displayP3 = "display-p3"
    case extendedSRGB = "extended-srgb"
    case extendedLinearSRGB = "extended-linear-srgb"
    case grayGamma22 = "gray-gamma-22"
    case extendedGray = "extended-gray"

    var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

    /// sRGB components (clamped to 0…1 by `RGBA`).
    func toSRGB(red: Double, green: Double, blue: Double, alpha: Double) -> RGBA {
        switch self {
        case .sRGB, .extendedSRGB:
            return RGBA(red: red, green: green, blue: blue, alpha: alpha)
        case .extendedLinearSRGB:
            return RGBA(red: Self.encode(red), green: Self.encode(green), blue: Self.encode(blue), alpha: alpha)
        case .displayP3:
            let (r, g, b) = Self.displayP3ToLinearSRGB(Self.decode(red), Self.decode(green), Self.decode(blue))
            return RGBA(red: Self.encode(r), green: Self.encode(g), blue: Self.encode(b), alpha: alpha)
        case .grayGamma22, .extendedGray:
            let w = Self.encode(Self.signed(red) { pow($0, 2.2) })
            return RGBA(red: w, green: w, blue: w, alpha: alpha)
        }
    }

    /// Linear Display P3 to linear sRGB: inverse(sRGB RGB→XYZ) × (P3 RGB→XYZ), both with D65 white.
    static func displayP3ToLinearSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        (1.224940176281 * r - 0.224940176281 * g,
         -0.042056954710 * r + 1.042056954710 * g,
         -0.019637554590 * r - 0.078636045551 * g + 1.098273600141 * b)
    }

    /// The sRGB transfer function (linear → encoded), odd-extended for extended ranges.
    static func encode(_ v: Double) -> Double {
        signed(v) { $0 <= 0.0031308 ? 12.92 * $0 : 1.055 * pow($0, 1 / 2.4) - 0.055 }
    }

    /// The inverse sRGB transfer function (encoded → linear), odd-extended.
    static func decode(_ v: Double) -> Double {
        signed(v) { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
    }

    private static func signed(_ v: Double, _ f: (Double) -> Double) -> Double { v < 0 ? -f(-v) : f(v) }
}
