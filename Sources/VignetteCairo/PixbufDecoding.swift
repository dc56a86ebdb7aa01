import CGdkPixbuf
import Foundation
import VignetteCore

/// Decodes PNG, JPEG or GIF bytes with the gdk-pixbuf loader of the format their header names.
/// Never by sniffing: gdk-pixbuf's sniffing asks GIO for the content type, which reads the
/// machine's and the user's MIME databases (`~/.local/share/mime`), files that are no input of
/// a render; and it could hand the bytes to another loader than the header says.
nonisolated enum PixbufDecoding {
    /// The decoded pixbuf (the caller unrefs it), or what went wrong, in gdk-pixbuf's words.
    static func decode(_ data: Data, format: UIImage.Format) -> Result<OpaquePointer, PixbufFailure> {
        var error: UnsafeMutablePointer<GError>?
        func message(_ fallback: String) -> String {
            defer { if error != nil { g_error_free(error); error = nil } }
            return error.map { String(cString: $0.pointee.message) } ?? fallback
        }
        guard let loader = gdk_pixbuf_loader_new_with_type(format.rawValue, &error) else {
            return .failure(.noDecoder(message("no loader")))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        let written = data.withUnsafeBytes { raw -> gboolean in
            guard let base = raw.bindMemory(to: guchar.self).baseAddress else { return 0 }
            return gdk_pixbuf_loader_write(loader, base, gsize(raw.count), &error)
        }
        if written == 0 {
            let problem = message("no image in the bytes")
            _ = gdk_pixbuf_loader_close(loader, nil)
            return .failure(.undecodable(problem))
        }
        guard gdk_pixbuf_loader_close(loader, &error) != 0, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
            return .failure(.undecodable(message("no image in the bytes")))
        }
        g_object_ref(UnsafeMutableRawPointer(pixbuf))   // outlives the loader
        return .success(pixbuf)
    }
}

nonisolated enum PixbufFailure: Error {
    case noDecoder(String)
    case undecodable(String)
}
