import CCairo
import Foundation
import VignetteCore

/// Decoded pixels: straight (un-premultiplied) RGBA, 8 bits per channel, row by row.
public nonisolated struct RGBAImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at (x, y) as (r, g, b, a).
    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// Decodes PNG bytes. A file that is not a PNG is an error, never a crash.
    public static func decodePNG(_ data: Data) throws -> RGBAImage {
        nonisolated final class Source {
            let bytes: [UInt8]
            var offset = 0
            init(_ d: Data) { bytes = [UInt8](d) }
        }
        let source = Source(data)
        let surface = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            let s = Unmanaged<Source>.fromOpaque(closure!).takeUnretainedValue()
            let n = Int(length)
            guard s.offset + n <= s.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            s.bytes.withUnsafeBufferPointer { buffer!.update(from: $0.baseAddress! + s.offset, count: n) }
            s.offset += n
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(source).toOpaque())!
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw VignetteError.backend("not a readable PNG: \(String(cString: cairo_status_to_string(status)))")
        }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let converted = try CairoSurface(width: w, height: h)
        let cr = cairo_create(converted.pointer)!
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        return converted.rgbaPixels()
    }
}

nonisolated extension RGBAImage {
    /// Encodes the pixels as PNG (through Cairo, deterministic).
    public func pngData() throws -> Data {
        let surface = try CairoSurface(width: width, height: height)
        cairo_surface_flush(surface.pointer)
        let data = cairo_image_surface_get_data(surface.pointer)!
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let i = (y * width + x) * 4
                let a = UInt32(pixels[i + 3])
                let r = (UInt32(pixels[i]) * a + 127) / 255, g = (UInt32(pixels[i + 1]) * a + 127) / 255
                let b = (UInt32(pixels[i + 2]) * a + 127) / 255
                row[x] = (a << 24) | (r << 16) | (g << 8) | b
            }
        }
        cairo_surface_mark_dirty(surface.pointer)
        return try surface.pngData()
    }
}
