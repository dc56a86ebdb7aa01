import CCairo
import CPoppler
import Foundation
import Synchronization
import VignetteCore

/// PDF images (an image set's single-scale PDF, as Xcode takes it) drawn with poppler: the first
/// page, its size in points the image's size.
///
/// Every poppler call holds `PDFPage.popplerLock`: poppler creates its global state on the first
/// document without a lock, and PDFs are rare enough in widgets that serialising costs nothing.
/// Fonts a PDF names without embedding them resolve through fontconfig's current configuration,
/// which is Vignette's (FontConfiguration.swift), so they never reach the machine's fonts.
nonisolated final class PDFPage {
    static let popplerLock = Mutex(())

    private let document: OpaquePointer
    private let page: OpaquePointer
    /// The page's size in points.
    let size: CGSize

    /// Opens the first page of a PDF's bytes; an error naming `path` and what is wrong with it.
    init(data: Data, path: String) throws(VignetteError) {
        let opened: Result<(OpaquePointer, OpaquePointer, CGSize), VignetteError> = Self.popplerLock.withLock { _ in
            var error: UnsafeMutablePointer<GError>?
            // poppler reads the bytes in place; GBytes copies them so they outlive `data`.
            let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            defer { g_bytes_unref(bytes) }
            guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
                let encrypted = error?.pointee.domain == poppler_error_quark() && error?.pointee.code == Int32(POPPLER_ERROR_ENCRYPTED.rawValue)
                let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
                if error != nil { g_error_free(error) }
                return .failure(.unreadableFile(path: path, reason: encrypted
                    ? "the PDF is encrypted with a password: export it again without one (in Preview, File ▸ Export with Encrypt off)"
                    : "not a readable PDF (\(message)): export it again from the app that made it, or use an SVG or PNG"))
            }
            guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
                g_object_unref(UnsafeMutableRawPointer(document))
                return .failure(.unreadableFile(path: path, reason: "the PDF has no page: export the image again"))
            }
            var width = 0.0, height = 0.0
            poppler_page_get_size(page, &width, &height)
            return .success((document, page, CGSize(width: width, height: height)))
        }
        (document, page, size) = try opened.get()
        let limit = CGFloat(ImageLibrary.maximumPixels)
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw .unreadableFile(path: path, reason: "the PDF's first page has no size: give it a page (media box) the image's size")
        }
        guard size.width <= limit, size.height <= limit else {
            throw .unreadableFile(path: path, reason: "the PDF's first page is \(Int(size.width))×\(Int(size.height)) pt, larger than \(ImageLibrary.maximumPixels) on a side; make the page the image's size")
        }
    }

    deinit {
        Self.popplerLock.withLock { _ in
            g_object_unref(UnsafeMutableRawPointer(page))
            g_object_unref(UnsafeMutableRawPointer(document))
        }
    }

    /// Draws the page as vectors scaled into `frame`.
    func render(on cr: OpaquePointer, in frame: CGRect) throws {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, Double(frame.minX), Double(frame.minY))
        cairo_scale(cr, Double(frame.width / size.width), Double(frame.height / size.height))
        cairo_rectangle(cr, 0, 0, Double(size.width), Double(size.height))
        cairo_clip(cr)
        Self.popplerLock.withLock { _ in poppler_page_render(page, cr) }
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw VignetteError.backend("poppler: \(String(cString: cairo_status_to_string(status)))")
        }
    }

    /// The page as a bitmap of `scale` pixels per point (at most `ImageLibrary.maximumPixels` on a
    /// side), as Xcode renders a PDF without "Preserve Vector Data" for each display scale.
    func rasterize(scale: CGFloat) throws -> SharedSurface {
        let limit = CGFloat(ImageLibrary.maximumPixels)
        let fitted = min(scale, limit / size.width, limit / size.height)
        let width = max(Int((size.width * fitted).rounded()), 1), height = max(Int((size.height * fitted).rounded()), 1)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cr = cairo_create(surface)!
        cairo_scale(cr, Double(width) / Double(size.width), Double(height) / Double(size.height))
        do { try render(on: cr, in: CGRect(origin: .zero, size: size)) } catch {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
            throw error
        }
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return SharedSurface(adopting: surface, width: width, height: height)
    }

    /// poppler's version, for the render fingerprints.
    static var version: String { String(cString: poppler_get_version()) }
}

/// PDF pages of one renderer, opened from the library's bytes.
nonisolated final class PDFPageCache {
    private var pages: [URL: PDFPage] = [:]

    func page(for url: URL, library: ImageLibrary) throws -> PDFPage {
        if let p = pages[url] { return p }
        let p = try PDFPage(data: library.documentBytes(for: url), path: url.path)
        pages[url] = p
        return p
    }
}
