import CCairo
import CGdkPixbuf
import CRsvg
import Foundation
import Synchronization
import VignetteCore

/// Finds, measures and decodes images: `Image("name")` from the asset catalogs (image sets and
/// symbol sets), `Image(systemName:)` from Vignette's `Assets/Symbols` or the
/// Adwaita icon theme (SystemSymbols); shared by every renderer in a process.
///
/// Bitmaps (PNG, JPEG) are decoded once through gdk-pixbuf into immutable Cairo surfaces that
/// all threads read. SVG bytes are cached here; librsvg handles are made per renderer, since a
/// handle must not be shared between threads; PDFs likewise (PDFImages.swift), and a PDF drawn
/// as a bitmap is rendered once per scale and shared. Images larger than `maximumPixels` on a side are
/// refused before decoding, so memory stays bounded. `@unchecked Sendable`: state is behind a lock.
public nonisolated final class ImageLibrary: ImageProviding, @unchecked Sendable {
    public static let maximumPixels = ImageSizeLimit.maximumPixels

    private let assets: AssetLocation
    /// The catalogs `Image("name")` and `Color("name")` resolve against.
    public let catalogs: AssetCatalogs
    private let lock = NSLock()
    private var assetCache: [CacheKey: Result<ImageAsset, VignetteError>] = [:]
    private var surfaces: [URL: SharedSurface] = [:]
    /// The bytes of SVG and PDF files.
    private var documentData: [URL: Data] = [:]
    private var pdfRasters: [PDFRasterKey: SharedSurface] = [:]
    /// The table of Adwaita symbols, read when a symbol first has no drawn stand-in.
    private var systemSymbols: Result<SystemSymbols, VignetteError>?
    /// Bitmaps of `Image(uiImage:)` (MemoryImages.swift).
    let memoryImages = MemoryImages()
    /// Hashes of image files' bytes, for fingerprints (ImageFingerprint.swift).
    let contentFingerprints = Mutex<[URL: UInt64]>([:])

    /// A reference's asset depends on the scale and scheme only for `Image("name")`.
    private nonisolated struct CacheKey: Hashable {
        let reference: ImageReference
        let scale: CGFloat
        let colorScheme: ColorScheme
        let contrast: ColorSchemeContrast

        init(_ reference: ImageReference, scale: CGFloat, colorScheme: ColorScheme, contrast: ColorSchemeContrast) {
            self.reference = reference
            switch reference {
            case .named, .catalogSet:
                self.scale = scale
                self.colorScheme = colorScheme
                self.contrast = contrast
            default:
                self.scale = 0
                self.colorScheme = .light
                self.contrast = .standard
            }
        }
    }

    public init(assets: AssetLocation, catalogs: AssetCatalogs) {
        self.assets = assets
        self.catalogs = catalogs
    }

    private nonisolated struct RegistryKey: Hashable {
        let assets: AssetLocation
        let catalogs: [URL]
    }

    private static let registry = Mutex<[RegistryKey: ImageLibrary]>([:])

    /// The library for an assets folder and asset catalogs (by default `assets.catalogs`), one
    /// per process, so catalogs are read and images decoded once. An unreadable catalog is an
    /// error naming it.
    public static func shared(for assets: AssetLocation, catalogs: [URL]? = nil) throws -> ImageLibrary {
        let urls = (catalogs ?? assets.catalogs).map(\.standardizedFileURL)
        let key = RegistryKey(assets: assets, catalogs: urls)
        if let l = registry.withLock({ $0[key] }) { return l }
        let loaded = ImageLibrary(assets: assets, catalogs: try AssetCatalogs.load(urls))
        return registry.withLock { libraries in
            if let l = libraries[key] { return l }
            libraries[key] = loaded
            return loaded
        }
    }

    public func asset(for reference: ImageReference, scale: CGFloat, colorScheme: ColorScheme) throws -> ImageAsset {
        try asset(for: reference, scale: scale, colorScheme: colorScheme, contrast: .standard)
    }

    public func asset(for reference: ImageReference, scale: CGFloat, colorScheme: ColorScheme,
                      contrast: ColorSchemeContrast) throws -> ImageAsset {
        // In-memory bitmaps have their own bounded cache: this one would keep every image alive.
        if case .uiImage(let image) = reference { return try memoryAsset(image) }
        let key = CacheKey(reference, scale: scale, colorScheme: colorScheme, contrast: contrast)
        lock.lock()
        if let cached = assetCache[key] { lock.unlock(); return try cached.get() }
        lock.unlock()
        let result = Result { () throws(VignetteError) -> ImageAsset in try locate(reference, scale: scale, colorScheme: colorScheme, contrast: contrast) }
        lock.lock()
        assetCache[key] = result
        lock.unlock()
        return try result.get()
    }

    private func locate(_ reference: ImageReference, scale: CGFloat, colorScheme: ColorScheme,
                        contrast: ColorSchemeContrast) throws(VignetteError) -> ImageAsset {
        let fm = FileManager.default
        switch reference {
        case .systemName(let name):
            // A drawn stand-in first; the table of Adwaita icons is read only when one is missing.
            if let drawn = try SystemSymbols.drawn(name, in: assets.symbols) {
                let document = SystemSymbols.layerDocument(name, in: assets.symbols)
                let layers = document.flatMap { url in (try? svg(for: url)).map { SystemSymbols.layers(in: $0, url: url) } } ?? []
                return try measure(drawn, scale: 1, template: true, symbol: .lineHeight, layers: layers)
            }
            let icon = try themeSymbols().themeIcon(for: name)
            try frameThemeIcon(icon)
            return try measure(icon, scale: 1, template: true, symbol: .lineHeight)
        case .named(let name):
            // Names are looked up in the catalogs' tables, never joined to a path.
            guard let image = try catalogs.image(named: name, scale: scale, scheme: colorScheme, contrast: contrast) else {
                throw .unreadableFile(path: name, reason: "no image named '\(name)': add \(name).imageset (or a custom symbol's \(name).symbolset) to \(catalogs.catalogs.first?.url.lastPathComponent ?? "an asset catalog (.xcassets)")")
            }
            return try measure(image, displayScale: scale)
        case .catalogSet(let name, let url):
            guard let catalog = catalogs.catalogs.first(where: { $0.url == url }),
                  let image = try catalog.image(named: name, scale: scale, scheme: colorScheme, contrast: contrast) else {
                throw .unreadableFile(path: name, reason: "no image named '\(name)' in \(url.lastPathComponent)")
            }
            return try measure(image, displayScale: scale)
        case .file(let url):
            guard fm.fileExists(atPath: url.path) else { throw .unreadableFile(path: url.path, reason: "no such image file") }
            return try measure(url, scale: 1, template: false, symbol: nil)
        case .uiImage(let image):
            return try memoryAsset(image)
        }
    }

    /// An image set's file or a custom symbol, as the catalog chose it; a PDF without "Preserve
    /// Vector Data" becomes the bitmap Xcode would render for `displayScale`.
    private func measure(_ image: CatalogImage, displayScale: CGFloat) throws(VignetteError) -> ImageAsset {
        switch image.kind {
        case .image:
            let raster = image.preservesVectorData ? nil : (displayScale.isFinite && displayScale > 0 ? displayScale : 1)
            return try measure(image.file, scale: image.scale, template: image.isTemplate, symbol: nil, rasterScale: raster)
        case .symbol: return try measureSymbol(image.file)
        }
    }

    /// A PDF's first page, its size in points the image's: opened now, so that a broken file
    /// fails at layout, naming the view; rasterised now too when drawn as a bitmap.
    private func measurePDF(_ url: URL, template: Bool, rasterScale: CGFloat?) throws(VignetteError) -> ImageAsset {
        let data: Data
        do { data = try documentBytes(for: url) } catch { throw .unreadableFile(path: url.path, reason: "cannot be read") }
        let page = try PDFPage(data: data, path: url.path)
        if let rasterScale {
            do { _ = try pdfRaster(url, scale: rasterScale, page: page) } catch let error as VignetteError { throw error } catch {
                throw .unreadableFile(path: url.path, reason: "\(error)")
            }
            return ImageAsset(url: url, kind: .bitmap, size: page.size, isTemplate: template, rasterScale: rasterScale)
        }
        return ImageAsset(url: url, kind: .vector, size: page.size, isTemplate: template)
    }

    /// A PDF's page rendered at a scale, shared read-only by all threads.
    func pdfRaster(_ url: URL, scale: CGFloat, page: PDFPage? = nil) throws -> SharedSurface {
        let key = PDFRasterKey(url: url, scale: scale)
        if let s = lock.withLock({ pdfRasters[key] }) { return s }
        let rendered = try (page ?? PDFPage(data: documentBytes(for: url), path: url.path)).rasterize(scale: scale)
        return lock.withLock {
            if let s = pdfRasters[key] { return s }
            pdfRasters[key] = rendered
            return rendered
        }
    }

    private func themeSymbols() throws(VignetteError) -> SystemSymbols {
        lock.lock()
        defer { lock.unlock() }
        if let loaded = systemSymbols { return try loaded.get() }
        let loaded = Result { () throws(VignetteError) -> SystemSymbols in try SystemSymbols(folder: assets.symbols) }
        systemSymbols = loaded
        return try loaded.get()
    }

    /// Keeps an Adwaita icon's bytes with the stand-ins' margin around its glyph
    /// (`SystemSymbols.framed`), so that `svg(for:)` gives every reader the framed document.
    private func frameThemeIcon(_ url: URL) throws(VignetteError) {
        lock.lock()
        let done = documentData[url] != nil
        lock.unlock()
        if done { return }
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw .unreadableFile(path: url.path, reason: "cannot be read") }
        let framed = try SVGHandle(data: data, path: url.path).intrinsicSize.flatMap { SystemSymbols.framed(data, size: $0) }
        lock.lock()
        if documentData[url] == nil { documentData[url] = framed ?? data }
        lock.unlock()
    }

    /// `rasterScale`: a PDF drawn as a bitmap of that many pixels per point; nil: as vectors.
    private func measure(_ url: URL, scale: CGFloat, template: Bool, symbol: ImageAsset.SymbolSizing?,
                         layers: [ImageAsset.SymbolLayer] = [], rasterScale: CGFloat? = nil) throws(VignetteError) -> ImageAsset {
        switch url.pathExtension.lowercased() {
        case "svg":
            let size = try svgSize(url)
            return ImageAsset(url: url, kind: .vector, size: CGSize(width: size.width / scale, height: size.height / scale),
                              isTemplate: template, symbolSizing: symbol, symbolLayers: layers)
        case "pdf":
            return try measurePDF(url, template: template, rasterScale: rasterScale)
        default:
            break
        }
        // Decoded now (and kept for drawing), so that a file that does not decode fails at
        // layout, naming the view, rather than when drawing.
        let bitmap: SharedSurface
        do { bitmap = try surface(for: url) } catch let error as VignetteError { throw error } catch {
            throw .unreadableFile(path: url.path, reason: "\(error)")
        }
        return ImageAsset(url: url, kind: .bitmap, size: CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale),
                          isTemplate: template, symbolSizing: symbol)
    }

    /// A custom symbol: the `Regular-M` group of an SF Symbols template (sized with the font,
    /// 100 template units to the font size), or a plain SVG drawn whole, as tall as the line.
    private func measureSymbol(_ url: URL) throws(VignetteError) -> ImageAsset {
        guard url.pathExtension.lowercased() == "svg" else {
            throw .unreadableFile(path: url.path, reason: "a symbol set holds an SVG exported from the SF Symbols app")
        }
        let data: Data
        do { data = try svg(for: url) } catch { throw .unreadableFile(path: url.path, reason: "cannot be read") }
        let handle = try SVGHandle(data: data, path: url.path)
        let element = SVGHandle.symbolTemplateGroup
        if let bounds = handle.bounds(ofElement: element) {
            guard bounds.width <= CGFloat(Self.maximumPixels), bounds.height <= CGFloat(Self.maximumPixels) else {
                throw .unreadableFile(path: url.path, reason: "the \(element) group is larger than \(Self.maximumPixels) on a side")
            }
            return ImageAsset(url: url, kind: .vector, size: bounds.size, isTemplate: true, symbolSizing: .template, svgElement: element)
        }
        return try measure(url, scale: 1, template: true, symbol: .lineHeight)
    }

    /// The decoded bitmap, shared read-only by all threads.
    func surface(for url: URL) throws -> SharedSurface {
        lock.lock()
        if let s = surfaces[url] { lock.unlock(); return s }
        lock.unlock()
        let decoded = try SharedSurface.decode(url)
        lock.lock()
        defer { lock.unlock() }
        if let s = surfaces[url] { return s }
        surfaces[url] = decoded
        return decoded
    }

    private nonisolated struct PDFRasterKey: Hashable {
        let url: URL
        let scale: CGFloat
    }

    /// The bytes of an SVG file.
    func svg(for url: URL) throws -> Data { try documentBytes(for: url) }

    /// The bytes of an SVG or PDF file, read once.
    func documentBytes(for url: URL) throws -> Data {
        lock.lock()
        if let d = documentData[url] { lock.unlock(); return d }
        lock.unlock()
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw VignetteError.unreadableFile(path: url.path, reason: error.localizedDescription)
        }
        lock.lock()
        documentData[url] = data
        lock.unlock()
        return data
    }

    private func svgSize(_ url: URL) throws(VignetteError) -> CGSize {
        let data: Data
        do { data = try svg(for: url) } catch { throw .unreadableFile(path: url.path, reason: "cannot be read") }
        let handle = try SVGHandle(data: data, path: url.path)
        guard let size = handle.intrinsicSize else {
            throw .unreadableFile(path: url.path, reason: "the SVG has no width, height or viewBox")
        }
        guard size.width <= CGFloat(Self.maximumPixels), size.height <= CGFloat(Self.maximumPixels) else {
            throw .unreadableFile(path: url.path, reason: "declares \(Int(size.width))×\(Int(size.height)), larger than \(Self.maximumPixels) on a side")
        }
        return size
    }
}

/// A decoded image as a Cairo surface, never written after decoding.
/// `@unchecked Sendable`: Cairo allows concurrent reads of an image surface used as a source.
nonisolated final class SharedSurface: @unchecked Sendable {
    let pointer: OpaquePointer
    let width: Int
    let height: Int

    private init(pointer: OpaquePointer, width: Int, height: Int) {
        self.pointer = pointer
        self.width = width
        self.height = height
    }

    /// Takes ownership of an ARGB32 image surface that nothing draws on any more.
    convenience init(adopting surface: OpaquePointer, width: Int, height: Int) {
        self.init(pointer: surface, width: width, height: height)
    }

    deinit { cairo_surface_destroy(pointer) }

    /// Decodes a PNG, JPEG or GIF file (PixbufDecoding.swift) and converts it to premultiplied ARGB32.
    static func decode(_ url: URL) throws(VignetteError) -> SharedSurface {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadableFile(path: url.path, reason: error.localizedDescription)
        }
        guard let header = ImageHeader.read(data), header.width > 0, header.height > 0 else {
            throw .unreadableFile(path: url.path, reason: "not a readable PNG or JPEG image")
        }
        guard header.width <= ImageLibrary.maximumPixels, header.height <= ImageLibrary.maximumPixels else {
            throw .unreadableFile(path: url.path, reason: "\(header.width)×\(header.height) px is larger than \(ImageLibrary.maximumPixels) px on a side; scale it down")
        }
        let pixbuf: OpaquePointer
        switch PixbufDecoding.decode(data, format: header.format) {
        case .success(let decoded): pixbuf = decoded
        case .failure(.noDecoder(let problem)), .failure(.undecodable(let problem)):
            throw .unreadableFile(path: url.path, reason: "not a readable PNG or JPEG image (\(problem))")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        return try convert(pixbuf, name: url.path)
    }

    /// Converts a decoded pixbuf (RGB or RGBA) to a premultiplied ARGB32 surface.
    static func convert(_ pixbuf: OpaquePointer, name: String) throws(VignetteError) -> SharedSurface {
        let w = Int(gdk_pixbuf_get_width(pixbuf)), h = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf)), stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        guard let source = gdk_pixbuf_read_pixels(pixbuf), channels >= 3 else {
            throw .unreadableFile(path: name, reason: "unsupported pixel format")
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        cairo_surface_flush(surface)
        let destination = cairo_image_surface_get_data(surface)!
        let destinationStride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<h {
            let s = source + y * stride
            let d = UnsafeMutableRawPointer(destination + y * destinationStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                var r = UInt32(s[x * channels]), g = UInt32(s[x * channels + 1]), b = UInt32(s[x * channels + 2])
                let a: UInt32 = hasAlpha ? UInt32(s[x * channels + 3]) : 255
                if a != 255 {
                    r = (r * a + 127) / 255
                    g = (g * a + 127) / 255
                    b = (b * a + 127) / 255
                }
                d[x] = (a << 24) | (r << 16) | (g << 8) | b
            }
        }
        cairo_surface_mark_dirty(surface)
        return SharedSurface(pointer: surface, width: w, height: h)
    }
}

/// An owned librsvg handle; used by one thread only.
nonisolated final class SVGHandle {
    let handle: UnsafeMutablePointer<RsvgHandle>

    /// Parses SVG bytes. No base file is set, so external files and URLs are never loaded.
    init(data: Data, path: String) throws(VignetteError) {
        var error: UnsafeMutablePointer<GError>?
        let created = data.withUnsafeBytes { raw -> UnsafeMutablePointer<RsvgHandle>? in
            guard let base = raw.bindMemory(to: guint8.self).baseAddress else { return nil }
            return rsvg_handle_new_from_data(base, gsize(raw.count), &error)
        }
        guard let created else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "empty file"
            if error != nil { g_error_free(error) }
            throw .unreadableFile(path: path, reason: "not a valid SVG (\(message))")
        }
        handle = created
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }

    /// The document's size in pixels (= points) from width/height or the viewBox.
    var intrinsicSize: CGSize? {
        var w = 0.0, h = 0.0
        guard rsvg_handle_get_intrinsic_size_in_pixels(handle, &w, &h) != 0 else {
            var hasW: gboolean = 0, hasH: gboolean = 0, hasBox: gboolean = 0
            var width = RsvgLength(), height = RsvgLength(), box = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, &hasW, &width, &hasH, &height, &hasBox, &box)
            return hasBox != 0 && box.width > 0 && box.height > 0 ? CGSize(width: box.width, height: box.height) : nil
        }
        return w > 0 && h > 0 ? CGSize(width: w, height: h) : nil
    }

    /// The group of an SF Symbols template that a custom symbol draws (regular weight, medium scale).
    static let symbolTemplateGroup = "#Regular-M"

    /// The ink bounds of one element (`#id`), in document units; nil when there is no such element.
    func bounds(ofElement id: String) -> CGRect? {
        guard rsvg_handle_has_sub(handle, id) != 0 else { return nil }
        var ink = RsvgRectangle(), logical = RsvgRectangle()
        var error: UnsafeMutablePointer<GError>?
        guard rsvg_handle_get_geometry_for_element(handle, id, &ink, &logical, &error) != 0 else {
            if error != nil { g_error_free(error) }
            return nil
        }
        return ink.width > 0 && ink.height > 0 ? CGRect(x: ink.x, y: ink.y, width: ink.width, height: ink.height) : nil
    }

    /// Draws the document, or only `element` (`#id`) scaled to the frame, or only the element
    /// `layer` (an id, without `#`) where it is in the document, into `frame`.
    func render(on cr: OpaquePointer, in frame: CGRect, element: String? = nil, layer: String? = nil) throws {
        var viewport = RsvgRectangle(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
        var error: UnsafeMutablePointer<GError>?
        let ok = if let layer { rsvg_handle_render_layer(handle, cr, "#" + layer, &viewport, &error) }
                 else if let element { rsvg_handle_render_element(handle, cr, element, &viewport, &error) }
                 else { rsvg_handle_render_document(handle, cr, &viewport, &error) }
        if ok == 0 {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if error != nil { g_error_free(error) }
            throw VignetteError.backend("librsvg: \(message)")
        }
    }
}
