import Foundation

/// A bitmap held in memory, with UIKit's names, for view code that draws downloaded or
/// generated images with `Image(uiImage:)`.
///
/// Only the header is read here (the core imports no C library): an initializer returns nil
/// for bytes that are not a PNG, JPEG or GIF image, or whose header claims more than
/// `ImageSizeLimit.maximumPixels` on a side. The backend decodes the bytes when the image is
/// drawn; bytes that pass the header check and fail to decode make the render fail with an
/// error naming `Image(uiImage:)`. WebP is not recognised (the system's gdk-pixbuf has no
/// loader for it); EXIF orientation is ignored.
///
/// Equal images (same bytes and scale) are equal values, so they share one decoded bitmap.
public nonisolated final class UIImage: Hashable, Sendable, CustomStringConvertible {
    /// The encoded image bytes.
    public let data: Data
    /// The scale factor: pixels per point.
    public let scale: CGFloat
    /// The encoding, as the backend's decoders name it.
    public let format: Format
    /// The size in pixels, from the header.
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// A digest of the bytes (FNV-1a, 64 bits): the same in every process.
    public let contentDigest: UInt64
    /// The SF Symbol of `UIImage(systemName:)` (which holds no bytes).
    public let symbolName: String?

    /// Image encodings recognised from their header.
    public nonisolated enum Format: String, Hashable, Sendable { case png, jpeg, gif }

    /// The size in points: pixels divided by `scale`.
    public var size: CGSize { CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale) }

    /// An empty image, of size zero (UIKit's `UIImage()`): it draws nothing and takes no space.
    public convenience init() { self.init(data: Data(), pixelWidth: 0, pixelHeight: 0, format: .png, scale: 1) }

    /// An image from PNG, JPEG or GIF bytes at scale 1.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// An image from PNG, JPEG or GIF bytes at the given scale (1 when not finite and positive).
    public init?(data: Data, scale: CGFloat) {
        guard let header = ImageHeader.read(data) else { return nil }
        let limit = ImageSizeLimit.maximumPixels
        guard header.width > 0, header.height > 0, header.width <= limit, header.height <= limit else { return nil }
        self.data = data
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        format = header.format
        pixelWidth = header.width
        pixelHeight = header.height
        contentDigest = Self.fnv1a(data)
        symbolName = nil
    }

    /// Bytes whose header was already read and checked (a copy of another image's, or a constant).
    init(data: Data, pixelWidth: Int, pixelHeight: Int, format: Format, scale: CGFloat, symbolName: String? = nil) {
        self.data = data
        self.scale = scale
        self.format = format
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        contentDigest = Self.fnv1a(data)
        self.symbolName = symbolName
    }

    /// A system symbol image: `Image(uiImage:)` draws it as `Image(systemName:)` does, in the
    /// foreground style. Never nil, unlike UIKit's for an unknown name (code often unwraps it
    /// with `!`): an unknown name is a warning naming it when the image is drawn.
    public convenience init?(systemName name: String) {
        self.init(data: Data(), pixelWidth: 0, pixelHeight: 0, format: .png, scale: 1, symbolName: name)
    }

    /// An image from a file; a name ending in `@2x` or `@3x` (before the extension) sets the
    /// scale, as UIKit does.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    public static func == (a: UIImage, b: UIImage) -> Bool {
        a === b || (a.contentDigest == b.contentDigest && a.scale == b.scale && a.symbolName == b.symbolName && a.data == b.data)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(contentDigest)
        hasher.combine(scale)
        hasher.combine(symbolName)
    }

    /// "40×20 px PNG @2x": what messages and display lists print.
    public var description: String {
        if let symbolName { return "symbol \(symbolName)" }
        return "\(pixelWidth)×\(pixelHeight) px \(format.rawValue.uppercased())\(scale == 1 ? "" : " @\(formatNumber(scale))x")"
    }

    private static func fnv1a(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash
        }
    }
}

/// The largest bitmap Vignette decodes, in pixels on a side: larger images are refused before
/// decoding, so memory stays bounded (the backend's `ImageLibrary.maximumPixels` is this).
public nonisolated enum ImageSizeLimit {
    public static let maximumPixels = 8192
}
