import Foundation

/// A symbol rendering mode, as SwiftUI's: how the layers of a symbol are coloured.
///
/// Vignette's drawn symbols that have layers (`Assets/Symbols`, `<g data-layer=…>`, listed in
/// Symbols/README.md) draw each layer in its own colour; every other symbol (the Adwaita icons,
/// the asset catalogs' symbols) is one layer, in the foreground style, in every mode.
public nonisolated struct SymbolRenderingMode: Hashable, Sendable {
    nonisolated enum Storage: Hashable, Sendable { case monochrome, hierarchical, palette, multicolor }
    let storage: Storage

    /// A single layer filled with the foreground style.
    public static let monochrome = SymbolRenderingMode(storage: .monochrome)
    /// Multiple layers, the first in the foreground style and the others in its secondary and
    /// tertiary levels (`HierarchicalShapeStyle`: what `foregroundStyle(_:_:)` gave, else the
    /// foreground at 60 % and 30 %, or the secondary and tertiary label colours).
    public static let hierarchical = SymbolRenderingMode(storage: .hierarchical)
    /// Multiple layers in the primary, secondary and tertiary foreground styles
    /// (`foregroundStyle(_:_:)`, `foregroundStyle(_:_:_:)`); levels not given are derived as for
    /// `hierarchical`.
    public static let palette = SymbolRenderingMode(storage: .palette)
    /// Multiple layers in their own colours (`multicolorColors`), the others in the foreground style.
    public static let multicolor = SymbolRenderingMode(storage: .multicolor)

    /// The colours of multicolor layers, by the name a symbol's SVG gives (`data-multicolor`):
    /// iOS's colours, as SF Symbols' multicolor annotations name them (a white cloud, a
    /// `systemYellow` sun, `systemCyan` rain, a `systemRed` heart or low battery).
    static let multicolorColors: [String: Color] = [
        "white": .white, "systemYellow": .yellow, "systemOrange": .orange, "systemRed": .red, "systemPink": .pink,
        "systemGreen": .green, "systemMint": .mint, "systemTeal": .teal, "systemCyan": .cyan, "systemBlue": .blue,
        "systemIndigo": .indigo, "systemPurple": .purple, "systemBrown": .brown, "systemGray": .gray,
    ]
}

nonisolated extension View {
    /// Sets the rendering mode for symbol images within this view.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }

    /// Sets the primary and secondary levels of the foreground style in the child view (the
    /// layers of palette and hierarchical symbols, and the `.secondary` style).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(EnvironmentModifier { env in env.setForegroundLevels([primary._resolveStyle(in: env), secondary._resolveStyle(in: env)]) })
    }

    /// Sets the primary, secondary, and tertiary levels of the foreground style.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        modifier(EnvironmentModifier { env in
            env.setForegroundLevels([primary._resolveStyle(in: env), secondary._resolveStyle(in: env), tertiary._resolveStyle(in: env)])
        })
    }
}

nonisolated extension Image {
    /// Sets the rendering mode for this symbol image (it wins over the environment's).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.symbolMode = mode
        return copy
    }

    /// The colour of each of a layered symbol's layers, or none to draw it whole in `tint`:
    /// monochrome, and an image that is not a template (unless an `.original` system symbol,
    /// which SwiftUI draws in multicolor).
    func layerTints(_ asset: ImageAsset, template: Bool, isSystemName: Bool, _ env: EnvironmentValues) -> [RGBA] {
        guard !asset.symbolLayers.isEmpty else { return [] }
        let mode: SymbolRenderingMode
        if template {
            // Automatic: palette when foregroundStyle(_:_:) gave levels, else monochrome.
            mode = symbolMode ?? env.symbolRenderingMode ?? (env.foregroundLevels.isEmpty ? .monochrome : .palette)
        } else if isSystemName, renderingMode == .original {
            mode = .multicolor
        } else {
            return []
        }
        switch mode.storage {
        case .monochrome: return []
        case .hierarchical, .palette:
            let levels = (0...2).map { HierarchicalShapeStyle(level: $0)._resolveStyle(in: env).representativeColor }
            return asset.symbolLayers.map { levels[min(max($0.level, 0), 2)] }
        case .multicolor:
            let foreground = ForegroundStyle()._resolveStyle(in: env).representativeColor
            return asset.symbolLayers.map { layer in
                layer.multicolor.flatMap { SymbolRenderingMode.multicolorColors[$0] }?.resolve(in: env) ?? foreground
            }
        }
    }
}

private nonisolated struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
private nonisolated struct ForegroundLevelsKey: EnvironmentKey { static let defaultValue: [ResolvedStyle] = [] }

nonisolated extension EnvironmentValues {
    /// The current symbol rendering mode, or nil denoting that the mode is picked automatically
    /// using the current image and foreground style as parameters (palette after
    /// `foregroundStyle(_:_:)`, monochrome otherwise).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The secondary and tertiary foreground styles `foregroundStyle(_:_:)` and
    /// `foregroundStyle(_:_:_:)` set (resolved where they were set); empty when the levels are
    /// derived from the primary style.
    var foregroundLevels: [ResolvedStyle] {
        get { self[ForegroundLevelsKey.self] }
        set { self[ForegroundLevelsKey.self] = newValue }
    }

    /// The foreground style and its explicit levels, from `foregroundStyle(_:_:)` and `(_:_:_:)`.
    mutating func setForegroundLevels(_ styles: [ResolvedStyle]) {
        foregroundStyle = AnyShapeStyle(ResolvedShapeStyle(resolved: styles[0]))
        foregroundLevels = Array(styles.dropFirst())
    }
}
