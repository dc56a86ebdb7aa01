import Foundation

// Xcode's `#colorLiteral(red:green:blue:alpha:)` and `#imageLiteral(resourceName:)`. Without a
// type from context, a literal is a `UIColor` / `UIImage`, as UIKit declares.

/// The type a `#colorLiteral` is when nothing else is asked for.
public typealias _ColorLiteralType = UIColor
/// The type an `#imageLiteral` is when nothing else is asked for.
public typealias _ImageLiteralType = UIImage

nonisolated extension Color: _ExpressibleByColorLiteral {
    /// A colour from a `#colorLiteral`: sRGB components and opacity.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

// UIColor's `#colorLiteral` initializer is `required`, so it is in the class (Styles/UIColor.swift).
nonisolated extension UIColor: _ExpressibleByColorLiteral {}

nonisolated extension Image: _ExpressibleByImageLiteral {
    /// The image set an `#imageLiteral(resourceName:)` names, from the asset catalogs, as `Image(_:)`.
    public init(imageLiteralResourceName path: String) { self.init(path) }
}

nonisolated extension UIImage: _ExpressibleByImageLiteral {
    /// The bitmap of the image set an `#imageLiteral(resourceName:)` names, from any of the
    /// author's catalogs. As `UIImage(resource:)`, it cannot fail: a name no catalog has as a
    /// bitmap gives a 1×1 px transparent image and one warning on standard error, where UIKit's
    /// literal would stop the process.
    public convenience init(imageLiteralResourceName path: String) {
        if let image = UIImage(catalogImageNamed: path, bundle: nil) {
            self.init(data: image.data, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight,
                      format: image.format, scale: image.scale)
        } else {
            Self.warnOnce(path, "vignette: warning: #imageLiteral(resourceName: \"\(path)\"): no bitmap image set named '\(path)' in "
                + "the asset catalogs (missing, or a vector: draw it with Image(_:)); using an empty 1×1 image. "
                + "Add the image set to your target's Assets.xcassets")
            self.init(data: Self.transparentPixel, pixelWidth: 1, pixelHeight: 1, format: .png, scale: 1)
        }
    }
}
