import Foundation

/// A background material type, as SwiftUI's `Material` (`.ultraThinMaterial` … `.ultraThickMaterial`,
/// `.bar`).
///
/// A static approximation: iOS blurs and saturates what is behind a material, then lays a tint
/// over it; a still render draws the tint alone, a white (light) or near-black (dark) layer
/// whose opacity grows with the material's thickness, so the backdrop shows through unblurred.
/// Under Reduce Transparency iOS draws a material as a solid colour: the tint as it looks over the
/// system background, made opaque (white in light mode, a thickness-dependent dark grey in dark).
/// The values live here and nowhere else.
public nonisolated struct Material: ShapeStyle, Hashable {
    let thickness: Int

    /// The tint's opacity for each thickness, ultra-thin to ultra-thick, light then dark.
    static let lightOpacity: [Double] = [0.38, 0.55, 0.72, 0.85, 0.93]
    static let darkOpacity: [Double] = [0.45, 0.6, 0.75, 0.87, 0.94]

    public static let ultraThin = Material(thickness: 0)
    public static let thin = Material(thickness: 1)
    public static let regular = Material(thickness: 2)
    public static let thick = Material(thickness: 3)
    public static let ultraThick = Material(thickness: 4)
    /// The material of a bar: the regular material.
    public static let bar = Material(thickness: 2)

    public func _resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        let tint = environment.colorScheme == .dark
            ? RGBA(red: 0.11, green: 0.11, blue: 0.12, alpha: Self.darkOpacity[thickness])
            : RGBA(red: 1, green: 1, blue: 1, alpha: Self.lightOpacity[thickness])
        guard environment.accessibilityReduceTransparency else { return .color(tint) }
        let base = SystemColor.systemBackground.resolve(in: environment)
        func over(_ t: Double, _ b: Double) -> Double { t * tint.alpha + b * (1 - tint.alpha) }
        return .color(RGBA(red: over(tint.red, base.red), green: over(tint.green, base.green), blue: over(tint.blue, base.blue)))
    }
}

nonisolated extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}
