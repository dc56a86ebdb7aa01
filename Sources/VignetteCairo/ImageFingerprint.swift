import CCairo
import CGdkPixbuf
import CPNGWriter
import CPangoCairo
import CRsvg
import Foundation
import Synchronization
import VignetteCore

nonisolated extension CairoRenderer {
    /// The version of what turns a display list into pixels and bytes: raise it with any change
    /// to the rasterizer, the text drawing or the encoders that can change an image made from
    /// the same display list. `render` skips the encode of an image whose fingerprint it has
    /// recorded (`RenderFingerprints`), so a change that forgets this keeps old images.
    public static let pixelsVersion = 3   // 3: layer effects inside transforms; 2: hyphenless word breaks, text decorations, small caps, transforms

    /// A fingerprint of the image `list` becomes in `format`, the same in every process: the
    /// display list, the contents of the image files it draws, the fonts the configuration
    /// can see (file names and sizes), the libraries (`libraryVersions`), and `pixelsVersion`.
    /// Equal fingerprints mean identical bytes.
    public func fingerprint(of list: DisplayList, format: ImageFormat) -> String {
        var hasher = StableHasher()
        hasher.combine(Self.pixelsVersion)
        hasher.combine(Self.libraryVersions)
        hasher.combine(fonts.fingerprint)
        hasher.combine(format.rawValue)
        list.fingerprint(into: &hasher)
        for case .image(let drawing) in list.items where drawing.asset.url.isFileURL {
            hasher.combine(images.contentFingerprint(of: drawing.asset.url))
        }
        return hasher.hex
    }

    /// The libraries' versions, read once: those that say it, and the drawing libraries the
    /// process has loaded, by their files' real names and sizes (a system upgrade of pixman,
    /// FreeType or HarfBuzz changes what they draw without changing a display list). Only
    /// these, which the program links, so are loaded at its start: others (thread support,
    /// character sets) load on demand at moments that differ from run to run.
    static let libraryVersions: String = {
        // /proc/self/maps names each mapped file by its real path (libpixman-1.so.0.42.2).
        let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
        let libraries = Set(maps.split(separator: "\n").compactMap { line -> String? in
            guard let slash = line.firstIndex(of: "/") else { return nil }
            let path = String(line[slash...]), name = (path as NSString).lastPathComponent
            return drawingLibraries.contains { name.hasPrefix($0) } ? path : nil
        })
        let loaded = libraries.map { path in
            let size = FileSize.of(path)
            return "\((path as NSString).lastPathComponent) \(size)"
        }
        let png = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 96) { buffer in
            vignette_png_versions(buffer.baseAddress, buffer.count)
            return String(cString: buffer.baseAddress!)
        }
        return "cairo \(String(cString: cairo_version_string())) pango \(String(cString: pango_version_string()))"
            + " rsvg \(LIBRSVG_MAJOR_VERSION).\(LIBRSVG_MINOR_VERSION).\(LIBRSVG_MICRO_VERSION)"
            + " gdk-pixbuf \(GDK_PIXBUF_MAJOR).\(GDK_PIXBUF_MINOR).\(GDK_PIXBUF_MICRO) poppler \(PDFPage.version) \(png)"
            + " loaded: " + loaded.sorted().joined(separator: ", ")
    }()
}

/// The shared libraries that take part in turning a display list into PNG bytes.
private let drawingLibraries = ["libcairo", "libpixman", "libpango", "libharfbuzz", "libfreetype", "libfontconfig", "libfribidi",
                                "libthai", "libpng", "libz.", "libjpeg", "librsvg", "libgdk_pixbuf", "libxml2", "libexpat",
                                "libglib", "libgobject", "libpoppler"]

nonisolated extension FontConfiguration {
    /// The name and size of every font file the configuration can see, in its order, hashed.
    var fingerprint: UInt64 {
        fingerprintCache.withLock { cached in
            if let cached { return cached }
            var hasher = StableHasher()
            for set in [FcSetSystem, FcSetApplication] {
                guard let fonts = FcConfigGetFonts(config, set)?.pointee, let patterns = fonts.fonts else { continue }
                for index in 0..<Int(fonts.nfont) {
                    var file: UnsafeMutablePointer<FcChar8>?
                    guard FcPatternGetString(patterns[index], FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
                    let path = String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
                    let size = FileSize.of(path)
                    hasher.combine((path as NSString).lastPathComponent)
                    hasher.combine(size)
                }
            }
            cached = hasher.finalize()
            return cached!
        }
    }
}

nonisolated extension ImageLibrary {
    /// A hash of an image file's bytes, read once per process (0 when it cannot be read).
    func contentFingerprint(of url: URL) -> UInt64 {
        if let known = contentFingerprints.withLock({ $0[url] }) { return known }
        var hasher = StableHasher()
        if let data = try? Data(contentsOf: url) { hasher.combine(data) }
        let value = hasher.finalize()
        contentFingerprints.withLock { $0[url] = value }
        return value
    }
}
