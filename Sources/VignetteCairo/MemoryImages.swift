import CCairo
import CGdkPixbuf
import Foundation
import VignetteCore

/// Bitmaps of `Image(uiImage:)`, decoded from memory through gdk-pixbuf once per image and
/// shared read-only by all threads. The cache is bounded (a process rendering many timelines
/// sees many thumbnails): past `limit` images it is emptied, and a later draw decodes again.
/// `@unchecked Sendable`: state is behind a lock.
nonisolated final class MemoryImages: @unchecked Sendable {
    private let lock = NSLock()
    private var surfaces: [UIImage: SharedSurface] = [:]
    private let limit = 64

    /// The decoded bitmap; an error naming `Image(uiImage:)` and the problem when it does not decode.
    func surface(for image: UIImage) throws(VignetteError) -> SharedSurface {
        if let hit = lock.withLock({ surfaces[image] }) { return hit }
        let decoded = try Self.decode(image)
        return lock.withLock {
            if let raced = surfaces[image] { return raced }
            if surfaces.count >= limit { surfaces.removeAll(keepingCapacity: true) }
            surfaces[image] = decoded
            return decoded
        }
    }

    /// Decodes with the loader for the format the header named (never by sniffing, so SVG or
    /// other loaders are not reached with these bytes), then checks the decoded size.
    private static func decode(_ image: UIImage) throws(VignetteError) -> SharedSurface {
        func failure(_ problem: String) -> VignetteError {
            .malformedData(path: "Image(uiImage:)", detail: "its \(image) data \(problem)",
                           hint: "give UIImage the complete bytes of a PNG, JPEG or GIF image")
        }
        let pixbuf: OpaquePointer
        switch PixbufDecoding.decode(image.data, format: image.format) {
        case .success(let decoded): pixbuf = decoded
        case .failure(.noDecoder(let problem)): throw failure("has no decoder here (\(problem))")
        case .failure(.undecodable(let problem)): throw failure("cannot be decoded (\(problem))")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let w = Int(gdk_pixbuf_get_width(pixbuf)), h = Int(gdk_pixbuf_get_height(pixbuf))
        let limit = ImageLibrary.maximumPixels
        guard w > 0, h > 0, w <= limit, h <= limit else {
            throw failure("decodes to \(w)×\(h) px, larger than \(limit) px on a side; scale it down")
        }
        return try SharedSurface.convert(pixbuf, name: "Image(uiImage:)")
    }
}

nonisolated extension ImageLibrary {
    /// The asset of an in-memory bitmap, checked by decoding it (so a bad one fails at layout,
    /// naming the view, rather than when drawing).
    func memoryAsset(_ image: UIImage) throws(VignetteError) -> ImageAsset {
        _ = try memoryImages.surface(for: image)
        return ImageAsset(image: image)
    }

    /// The decoded bitmap of an asset: from memory for `Image(uiImage:)`, else from its file.
    func surface(for asset: ImageAsset) throws -> SharedSurface {
        if let image = asset.image { return try memoryImages.surface(for: image) }
        if let scale = asset.rasterScale { return try pdfRaster(asset.url, scale: scale) }
        return try surface(for: asset.url)
    }
}
