import Foundation

/// A colour set of an asset catalog, as DeveloperToolsSupport's `ColorResource`: what Xcode's
/// generated asset symbols (`ColorResource.sunAccent`) are, and what `Color(.sunAccent)` and
/// `UIColor(resource: .sunAccent)` take. The VignetteAssetSymbols build-tool plugin generates
/// the symbols from a target's catalogs.
///
/// The colour resolves as `Color(name, bundle: bundle)`: from the catalogs of the resource's
/// bundle (the plugin passes the target's `Bundle.module`), so each target's symbols name its
/// own sets.
public nonisolated struct ColorResource: Hashable, Sendable {
    let name: String
    let bundle: Bundle

    /// A colour set named `name` (with its namespace, `"Brand/Accent"`) in the catalogs of `bundle`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// An image set (or custom symbol set) of an asset catalog, as DeveloperToolsSupport's
/// `ImageResource`: what `Image(.backdrop)` and `UIImage(resource: .backdrop)` take.
///
/// The image resolves as `Image(name, bundle: bundle)`: from the catalogs of the resource's bundle.
public nonisolated struct ImageResource: Hashable, Sendable {
    let name: String
    let bundle: Bundle

    /// An image set named `name` (with its namespace) in the catalogs of `bundle`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

nonisolated extension Color {
    /// The colour set of a generated asset symbol: `Color(.sunAccent)`.
    public init(_ resource: ColorResource) { self.init(resource.name, bundle: resource.bundle) }
}

nonisolated extension Image {
    /// The image set of a generated asset symbol: `Image(.backdrop)`.
    public init(_ resource: ImageResource) { self.init(resource.name, bundle: resource.bundle) }
}

nonisolated extension UIColor {
    /// The colour set of a generated asset symbol, resolved per colour scheme when drawn, as
    /// `Color(resource)`.
    public convenience init(resource: ColorResource) { self.init(wrapping: Color(resource)) }
}
