import CCairo
import Foundation
import VignetteCore

/// An output format for rendered images.
public nonisolated enum ImageFormat: String, CaseIterable, Sendable {
    case png, svg, pdf
}

nonisolated extension CairoRenderer {
    /// Encodes a display list in a format: PNG pixels, or SVG and PDF vectors (sized in points;
    /// blurred and masked layers are embedded as bitmaps at the display scale).
    public func encode(_ list: DisplayList, as format: ImageFormat) throws -> Data {
        switch format {
        case .png: return try pngData(list)
        case .svg, .pdf: return try vectorData(list, pdf: format == .pdf)
        }
    }

    private func vectorData(_ list: DisplayList, pdf: Bool) throws -> Data {
        nonisolated final class Sink { var data = Data() }
        let sink = Sink()
        let write: cairo_write_func_t = { closure, bytes, length in
            Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue().data.append(bytes!, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        let w = Double(list.size.width), h = Double(list.size.height)
        let context = Unmanaged.passUnretained(sink).toOpaque()
        guard let surface = pdf ? cairo_pdf_surface_create_for_stream(write, context, w, h)
                                : cairo_svg_surface_create_for_stream(write, context, w, h) else {
            throw VignetteError.backend("cairo: cannot create a vector surface")
        }
        if pdf {
            // Fixed metadata, so the same input gives the same bytes.
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Vignette")
        }
        let cr = cairo_create(surface)!
        // The widget outline clip is in the list; vector units are points.
        do {
            try rasterizer.draw(list, on: cr, deviceScale: list.scale)
        } catch {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
            throw error
        }
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        return sink.data
    }
}
