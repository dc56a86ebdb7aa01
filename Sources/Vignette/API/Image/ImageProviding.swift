import Foundation

/// What an `Image` refers to.
public enum ImageReference: Hashable, Sendable, CustomStringConvertible {
    /// `Image("name")`: `Assets/Images/<name>.png|jpg|svg` (with `@2x`/`@3x` variants).
    case named(String)
    /// `Image(systemName:)`: `Assets/Symbols/<name>.svg`, drawn in the foreground colour.
    case systemName(String)
    /// An image file anywhere (tests, user code).
    case file(URL)
    /// `Image(uiImage:)`: a bitmap in memory (equal when its bytes and scale are).
    case uiImage(UIImage)

    public var description: String {
        switch self {
        case .named(let n): "Image(\"\(n)\")"
        case .systemName(let n): "Image(systemName: \"\(n)\")"
        case .file(let u): "Image(file: \(u.lastPathComponent))"
        case .uiImage(let i): "Image(uiImage: \(i))"
        }
    }
}

/// An image found by the backend: where it is, what it is, and its size in points.
public struct ImageAsset: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case bitmap, vector }

    /// The file; for an in-memory image, a `uiimage:` URL that names it and is never read.
    public let url: URL
    public let kind: Kind
    /// The size in points: pixels divided by the asset's scale (`@2x`, `@3x`), or an SVG's size.
    public let size: CGSize
    /// Symbols are templates: drawn in the foreground style unless asked for `.original`.
    public let isTemplate: Bool
    /// The bitmap of `Image(uiImage:)`, which the backend decodes from memory.
    public let image: UIImage?

    public init(url: URL, kind: Kind, size: CGSize, isTemplate: Bool) {
        self.url = url
        self.kind = kind
        self.size = size
        self.isTemplate = isTemplate
        image = nil
    }

    /// The asset of an in-memory bitmap, its size in points.
    public init(image: UIImage) {
        url = URL(string: "uiimage:\(String(image.contentDigest, radix: 16))")!
        kind = .bitmap
        size = image.size
        isTemplate = false
        self.image = image
    }

    /// What display lists print: the file name, or the in-memory image's size and format.
    public var displayName: String { image.map { "UIImage(\($0))" } ?? url.lastPathComponent }
}

/// Finds and measures images: the Cairo backend decodes them; layout tests can fake it.
public protocol ImageProviding: AnyObject {
    /// The asset for a reference, or an error that names the file and what to do.
    func asset(for reference: ImageReference) throws -> ImageAsset
}

private struct ImageProviderKey: EnvironmentKey { static let defaultValue: ImageProviderBox? = nil }

/// `@unchecked Sendable`: the provider is used on the thread that renders.
final class ImageProviderBox: @unchecked Sendable {
    let provider: any ImageProviding
    init(_ provider: any ImageProviding) { self.provider = provider }
}

extension EnvironmentValues {
    /// The image provider that `Image` views ask for their assets (set by the renderer).
    public var imageProvider: (any ImageProviding)? {
        get { self[ImageProviderKey.self]?.provider }
        set { self[ImageProviderKey.self] = newValue.map(ImageProviderBox.init) }
    }
}
