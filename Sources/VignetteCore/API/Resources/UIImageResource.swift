import Foundation
import Synchronization

nonisolated extension UIImage {
    /// The bitmap of a generated asset symbol's image set, as `UIImage(named:)` picks it (the
    /// default device's scale, light appearance), from the catalogs of the resource's bundle
    /// (the target's own: the plugin passes `Bundle.module`), else another's with a warning.
    ///
    /// UIKit's initializer cannot fail, and neither can this one; but Vignette's `UIImage` holds
    /// only bitmaps, so when no catalog has the name (catalogs not found beside the program, or
    /// replaced with `VIGNETTE_ASSETS`) or the set's file is a vector (SVG, or a symbol set), the
    /// image is a 1×1 px transparent bitmap and one warning per name goes to standard error:
    /// a render goes on and shows the gap rather than crashing the process, as UIKit's forced
    /// unwrap would. Draw vectors with `Image(resource)`.
    public convenience init(resource: ImageResource) {
        if let image = UIImage(catalogImageNamed: resource.name, bundle: resourceBundleName(resource.bundle)) {
            self.init(data: image.data, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight,
                      format: image.format, scale: image.scale)
        } else {
            Self.warnMissing(resource.name)
            self.init(data: Self.transparentPixel, pixelWidth: 1, pixelHeight: 1, format: .png, scale: 1)
        }
    }

    /// A 1×1 px fully transparent PNG: what a missing resource becomes.
    static let transparentPixel = Data(base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAC0lEQVR4nGNgAAIAAAUAAXpeqz8AAAAASUVORK5CYII=")!

    /// Names warned about, per process.
    private static let warnedNames = Mutex<Set<String>>([])

    private static func warnMissing(_ name: String) { warnOnce(name, missingResourceWarning(name)) }

    /// Prints a warning about a resource once per name and process.
    static func warnOnce(_ name: String, _ warning: String) {
        guard warnedNames.withLock({ $0.insert(name).inserted }) else { return }
        FileHandle.standardError.write(Data((warning + "\n").utf8))
    }

    /// The warning printed (once) for an image resource that gives no bitmap.
    package static func missingResourceWarning(_ name: String) -> String {
        "vignette: warning: UIImage(resource:): no bitmap image set named '\(name)' in the asset catalogs "
            + "(missing, or a vector: draw it with Image(_:)); using an empty 1×1 image"
    }
}
