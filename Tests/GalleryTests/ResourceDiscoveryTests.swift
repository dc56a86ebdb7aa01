import Foundation
import Testing
import VignetteCore
import VignetteCairo

/// The gallery's resources are found as an author's would be: in the Gallery target's
/// resource bundle beside the test runner.
@Suite("Resource discovery")
struct ResourceDiscoveryTests {
    @Test("the gallery's asset catalog (and this test target's) are found in their resource bundles; Vignette's own resources in the library's")
    func galleryCatalogFound() throws {
        let assets = try AssetLocation.locate()
        #expect(assets.catalogs.map { $0.deletingLastPathComponent().lastPathComponent + "/" + $0.lastPathComponent }
            == ["Vignette_Gallery.resources/Assets.xcassets", "Vignette_GalleryTests.resources/Assets.xcassets"])
        let renderer = try CairoRenderer()
        #expect(try renderer.assetCatalogs.color(named: "wikipediaGreen", scheme: .light) != nil)
    }

    @Test("UIImage(named:) reads an image set's bitmap from the catalogs; unknown names are nil")
    func uiImageNamed() throws {
        let image = try #require(UIImage(named: "photo-storm"))
        #expect(image.scale == 1 && image.format == .jpeg)
        #expect(image.size.width > 100 && image.size.height > 100)
        #expect(UIImage(named: "no-such-image") == nil)
    }

    @Test("UIImage(resource:) is UIImage(named:)'s bitmap; a missing name is an empty 1×1 image, with a warning")
    func uiImageResource() throws {
        let named = try #require(UIImage(named: "photo-storm"))
        #expect(UIImage(resource: ImageResource(name: "photo-storm", bundle: .main)) == named)
        let missing = UIImage(resource: ImageResource(name: "no-such-image", bundle: .main))
        #expect(missing.pixelWidth == 1 && missing.pixelHeight == 1 && missing.format == .png)
        #expect(UIImage.missingResourceWarning("no-such-image").contains("'no-such-image'"))
    }
}
