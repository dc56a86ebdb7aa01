import Foundation
import VignetteCore

/// Turns views into PNG images: Vignette's layout, Pango text and the Cairo rasterizer.
///
/// A renderer owns a Pango font map and context, which must never be used by two threads at
/// once; use one renderer per thread (`RendererPool` hands them out). `@unchecked Sendable`
/// only so that a pool can move a renderer to the thread that will use it.
public nonisolated final class CairoRenderer: @unchecked Sendable {
    public let fonts: FontConfiguration
    public let assets: AssetLocation
    /// The text engine, which is also the layout's text measurer.
    public let textEngine: PangoTextEngine
    /// Images from the asset catalogs and symbols from `Assets/Symbols` (and the
    /// Adwaita icons its table names), decoded once per process.
    public let images: ImageLibrary
    private let svgHandles = SVGHandleCache()
    private let pdfPages = PDFPageCache()

    /// A renderer for located assets (`AssetLocation.locate()` when nil), asset catalogs (by
    /// default `assets.catalogs`), searched in order, and the author's fonts (by default
    /// `assets.fonts` and `VIGNETTE_FONTS`; the font configuration is shared by every renderer
    /// with the same fonts). An unreadable catalog or font is an error naming it.
    public init(assets: AssetLocation? = nil, catalogs: [URL]? = nil, userFonts: UserFonts? = nil) throws {
        let assets = try assets ?? AssetLocation.locate()
        self.assets = assets
        fonts = try FontConfiguration.shared(assets: assets, userFonts: userFonts ?? .discovered(assets))
        textEngine = PangoTextEngine(fonts: fonts)
        images = try ImageLibrary.shared(for: assets, catalogs: catalogs)
    }

    /// The asset catalogs `Color("name")` and `Image("name")` resolve against, loaded once.
    public var assetCatalogs: AssetCatalogs { images.catalogs }

    /// An environment with the asset catalogs set, for callers that build their own.
    public var baseEnvironment: EnvironmentValues {
        var env = EnvironmentValues()
        env.assetCatalogs = assetCatalogs
        env.imageProvider = images
        return env
    }

    /// Lays out a widget view as WidgetKit would host it, for a reader's settings (`variant`).
    public func layoutWidget<V: View>(_ view: V, family: WidgetFamily, device: WidgetDevice = .defaultDevice,
                                      appearance: WidgetAppearance, contentMarginsDisabled: Bool = false,
                                      variant: RenderVariant = .standard) -> LayoutResult {
        WidgetHost.layout(view, family: family, device: device, appearance: appearance, contentMarginsDisabled: contentMarginsDisabled,
                          variant: variant, environment: baseEnvironment, measurer: textEngine)
    }

    /// Renders a widget view to PNG bytes. Problems found while evaluating (a missing colour
    /// set, say) are an error naming them.
    public func renderWidgetPNG<V: View>(_ view: V, family: WidgetFamily, device: WidgetDevice = .defaultDevice,
                                         appearance: WidgetAppearance, contentMarginsDisabled: Bool = false,
                                         name: String = "widget") throws -> Data {
        try renderWidgetReportingWarnings(view, family: family, device: device, appearance: appearance,
                                          contentMarginsDisabled: contentMarginsDisabled, name: name).png
    }

    /// Renders a widget view to PNG bytes, with what it drew around (`RenderWarning`s).
    public func renderWidgetReportingWarnings<V: View>(_ view: V, family: WidgetFamily, device: WidgetDevice = .defaultDevice,
                                                       appearance: WidgetAppearance, contentMarginsDisabled: Bool = false,
                                                       variant: RenderVariant = .standard,
                                                       name: String = "widget") throws -> (png: Data, warnings: [RenderWarning]) {
        let result = layoutWidget(view, family: family, device: device, appearance: appearance,
                                  contentMarginsDisabled: contentMarginsDisabled, variant: variant)
        return (try pngData(result.displayList), result.warnings)
    }

    var rasterizer: CairoRasterizer { CairoRasterizer(text: textEngine, images: images, svgHandles: svgHandles, pdfPages: pdfPages) }

    /// Rasterizes a display list to PNG bytes.
    public func pngData(_ list: DisplayList) throws -> Data {
        try rasterizer.render(list).pngData()
    }

    /// Rasterizes a display list to straight RGBA pixels.
    public func pixels(_ list: DisplayList) throws -> RGBAImage {
        try rasterizer.render(list).rgbaPixels()
    }
}

/// A rasterized image, before encoding (for benchmarks and tools that time the steps apart).
public nonisolated final class RasterizedImage {
    let surface: CairoSurface
    init(surface: CairoSurface) { self.surface = surface }

    /// PNG through libpng (what Vignette writes).
    public func pngData() throws -> Data { try surface.pngData() }
    /// PNG through Cairo's own writer (for comparison).
    package func cairoPNGData() throws -> Data { try surface.cairoPNGData() }
}

nonisolated extension CairoRenderer {
    /// Paints a display list without encoding it.
    public func rasterize(_ list: DisplayList) throws -> RasterizedImage { RasterizedImage(surface: try rasterizer.render(list)) }
}
