import Foundation

/// What an `Image` refers to.
public nonisolated enum ImageReference: Hashable, Sendable, CustomStringConvertible {
    /// `Image("name")`: an image set or symbol set of the asset catalogs (`<name>.imageset`,
    /// `<name>.symbolset`).
    case named(String)
    /// `Image("name")` once the view's catalogs are settled (ModuleCatalogs.swift): the set
    /// named `name` in the catalog at `catalog`.
    case catalogSet(String, catalog: URL)
    /// `Image(systemName:)`: `Assets/Symbols/<name>.svg` or the Adwaita icon
    /// `Symbols/adwaita.json` names, drawn in the foreground colour.
    case systemName(String)
    /// An image file anywhere (tests, user code).
    case file(URL)
    /// `Image(uiImage:)`: a bitmap in memory (equal when its bytes and scale are).
    case uiImage(UIImage)

    public var description: String {
        switch self {
        case .named(let n), .catalogSet(let n, _): "Image(\"\(n)\")"
        case .systemName(let n): "Image(systemName: \"\(n)\")"
        case .file(let u): "Image(file: \(u.lastPathComponent))"
        case .uiImage(let i): "Image(uiImage: \(i))"
        }
    }
}

/// An image found by the backend: where it is, what it is, and its size in points.
public nonisolated struct ImageAsset: Hashable, Sendable {
    public nonisolated enum Kind: Hashable, Sendable { case bitmap, vector }

    /// The file; for an in-memory image, a `uiimage:` URL that names it and is never read.
    public let url: URL
    public let kind: Kind
    /// The size in points: pixels divided by the file's scale (`2x`, `3x`), or an SVG's size
    /// (for an SF Symbols template, the drawn group's size in template units).
    public let size: CGSize
    /// Symbols and template image sets: drawn in the foreground style unless asked for `.original`.
    public let isTemplate: Bool
    /// The bitmap of `Image(uiImage:)`, which the backend decodes from memory.
    public let image: UIImage?
    /// How a symbol follows the font; nil for an image, which keeps its own size.
    public let symbolSizing: SymbolSizing?
    /// The SVG element drawn alone (`#Regular-M` of an SF Symbols template); nil: the whole document.
    public let svgElement: String?
    /// The layers of a symbol drawn in several colours, back to front (`SymbolRenderingMode`);
    /// empty for an image or a one-layer symbol, which is drawn whole in the foreground style.
    public let symbolLayers: [SymbolLayer]
    /// The one layer of a layered symbol this drawing paints, in its place in the document
    /// (its element's id); nil: the whole document, or `svgElement`.
    public let svgLayer: String?
    /// A PDF drawn as a bitmap (an image set without "Preserve Vector Data"): the pixels per point
    /// it is rendered at, as Xcode renders its @2x and @3x files; nil for every other image.
    public let rasterScale: CGFloat?

    /// One layer of a symbol drawn in several colours: the SVG document and element that hold
    /// it, its level in the hierarchical and palette modes, and its own colour in the multicolor mode.
    public nonisolated struct SymbolLayer: Hashable, Sendable {
        /// The SVG document of the symbol's layers (the same viewBox as the symbol's).
        public let url: URL
        /// The id of the layer's element (a `<g>` of that document).
        public let id: String
        /// 0 primary, 1 secondary, 2 tertiary.
        public let level: Int
        /// The name of the colour the layer has in the multicolor mode (`white`, `systemYellow`,
        /// …: `SymbolRenderingMode.multicolorColors`); nil: the foreground style.
        public let multicolor: String?

        public init(url: URL, id: String, level: Int, multicolor: String?) {
            self.url = url
            self.id = id
            self.level = level
            self.multicolor = multicolor
        }
    }

    /// How a symbol is sized with the current font.
    public nonisolated enum SymbolSizing: Hashable, Sendable {
        /// As tall as the font's line (1.2 × its size), keeping the aspect: Vignette's own
        /// symbols, and custom symbols that are plain SVGs.
        case lineHeight
        /// An SF Symbols template group: `size` is in template units, 100 to the font's size.
        case template
    }

    public init(url: URL, kind: Kind, size: CGSize, isTemplate: Bool, symbolSizing: SymbolSizing? = nil, svgElement: String? = nil,
                symbolLayers: [SymbolLayer] = [], svgLayer: String? = nil, rasterScale: CGFloat? = nil) {
        self.url = url
        self.kind = kind
        self.size = size
        self.isTemplate = isTemplate
        image = nil
        self.symbolSizing = symbolSizing
        self.svgElement = svgElement
        self.symbolLayers = symbolLayers
        self.svgLayer = svgLayer
        self.rasterScale = rasterScale
    }

    /// The asset of an in-memory bitmap, its size in points.
    public init(image: UIImage) {
        url = URL(string: "uiimage:\(String(image.contentDigest, radix: 16))")!
        kind = .bitmap
        size = image.size
        isTemplate = false
        self.image = image
        symbolSizing = nil
        svgElement = nil
        symbolLayers = []
        svgLayer = nil
        rasterScale = nil
    }

    /// The asset that paints one of its symbol layers.
    func drawing(_ layer: SymbolLayer) -> ImageAsset {
        ImageAsset(url: layer.url, kind: .vector, size: size, isTemplate: true, symbolSizing: symbolSizing, svgLayer: layer.id)
    }

    /// What display lists print: the file name (and the layer drawn), or the in-memory image's
    /// size and format.
    public var displayName: String { image.map { "UIImage(\($0))" } ?? url.lastPathComponent + (svgLayer.map { "#\($0)" } ?? "") }
}

/// Finds and measures images: the Cairo backend decodes them; layout tests can fake it.
public protocol ImageProviding: AnyObject {
    /// The asset for a reference at a display scale (pixels per point), colour scheme and
    /// contrast (Increase Contrast picks an image set's "High Contrast" files), which choose among
    /// an image set's files; or an error that names the file and what to do.
    func asset(for reference: ImageReference, scale: CGFloat, colorScheme: ColorScheme, contrast: ColorSchemeContrast) throws -> ImageAsset
}

private nonisolated struct ImageProviderKey: EnvironmentKey { static let defaultValue: ImageProviderBox? = nil }

/// `@unchecked Sendable`: the provider is used on the thread that renders.
nonisolated final class ImageProviderBox: @unchecked Sendable {
    let provider: any ImageProviding
    init(_ provider: any ImageProviding) { self.provider = provider }
}

nonisolated extension EnvironmentValues {
    /// The image provider that `Image` views ask for their assets (set by the renderer).
    public var imageProvider: (any ImageProviding)? {
        get { self[ImageProviderKey.self]?.provider }
        set { self[ImageProviderKey.self] = newValue.map(ImageProviderBox.init) }
    }
}
