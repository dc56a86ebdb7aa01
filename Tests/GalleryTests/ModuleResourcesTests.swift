import Foundation
@testable import Gallery
import Testing
import VignetteCore
import VignetteCairo

/// Each target's resources are its own, as Xcode's per-target catalogs are. Two real SwiftPM
/// targets have a catalog beside the test program: the Gallery's (`Assets/Gallery`) and this
/// test target's (`Tests/GalleryTests/Assets.xcassets`), which names two sets as the gallery's
/// does: `wikipediaGreen` (#123456 here, #00AF89 in the gallery's) and `photo-storm`
/// (`test-storm.svg` here, `photo-storm.jpg` there). Views declared here are this module's.
@Suite("Per-module resources")
struct ModuleResourcesTests {
    static let ownGreen = "#123456", galleryGreen = "#00AF89"

    /// Lays a view out with the catalogs found beside the test program, as a render does.
    static func layout<V: View>(_ view: V) throws -> (list: String, warnings: [RenderWarning]) {
        let renderer = try CairoRenderer()
        let result = ViewLayout.layout(view, proposal: .unspecified, environment: renderer.baseEnvironment, measurer: renderer.textEngine)
        return (result.displayList.description, result.warnings)
    }

    /// The gallery's resource bundle, as a `bundle:` argument names it (its `Bundle.module`).
    static var galleryBundle: Bundle {
        get throws {
            let url = AssetLocation.runningExecutable.deletingLastPathComponent().appendingPathComponent("Vignette_Gallery.resources")
            return try #require(Bundle(url: url))
        }
    }

    @Test("same-named colour sets: each module's view draws its own, in one tree too, with no warning")
    func sameNamedColorSets() throws {
        let own = try Self.layout(OwnSwatch())
        #expect(own.list.contains(Self.ownGreen) && !own.list.contains(Self.galleryGreen), "\(own.list)")
        // The gallery's sparkline is Gallery's view: it draws Gallery's wikipediaGreen.
        let gallery = try Self.layout(onRenderThread { SparklineView(values: [0, 1], filled: false) }.frame(width: 40, height: 20))
        #expect(gallery.list.contains(Self.galleryGreen) && !gallery.list.contains(Self.ownGreen), "\(gallery.list)")
        let both = try Self.layout(HStack { OwnSwatch(); onRenderThread { SparklineView(values: [0, 1], filled: false) }.frame(width: 40, height: 20) })
        #expect(both.list.contains(Self.ownGreen) && both.list.contains(Self.galleryGreen), "\(both.list)")
        #expect(own.warnings.isEmpty && gallery.warnings.isEmpty && both.warnings.isEmpty)
        // Nested: the gallery's view inside this module's container still draws the gallery's set.
        let nested = try Self.layout(Framed { onRenderThread { SparklineView(values: [0, 1], filled: false) }.frame(width: 40, height: 20) })
        #expect(nested.list.contains(Self.galleryGreen) && nested.list.contains(Self.ownGreen), "\(nested.list)")
        #expect(nested.list.components(separatedBy: Self.ownGreen).count == 2, "only the frame is this module's green: \(nested.list)")
    }

    @Test("same-named image sets: each module's view draws its own file")
    func sameNamedImageSets() throws {
        let own = try Self.layout(OwnPhoto())
        #expect(own.list.contains("test-storm.svg") && own.warnings.isEmpty, "\(own)")
        let renderer = try CairoRenderer()
        let news = renderer.layoutWidget(onRenderThread { NewsView(entry: .placeholder) }, family: .systemMedium, appearance: .light)
        #expect(news.displayList.description.contains("photo-storm.jpg"))
        #expect(!news.displayList.description.contains("test-storm.svg") && news.warnings.isEmpty, "\(news.warnings)")
    }

    @Test("a set only another module has is drawn from it, with a warning naming both catalogs and what to do")
    func fallbackWarns() throws {
        let color = try Self.layout(BorrowedSwatch())
        #expect(color.list.contains("#3366CC"), "the gallery's wikipediaBlue: \(color.list)")
        #expect(color.warnings.map(\.cause) == ["other-module-asset"])
        #expect(color.warnings.first?.message == "'wikipediaBlue' is not in the catalogs of GalleryTests, the module that declares "
            + "the view (Vignette_GalleryTests.resources/Assets.xcassets): drawn from Vignette_Gallery.resources/Assets.xcassets; "
            + "add wikipediaBlue.colorset to the GalleryTests target's Assets.xcassets (on iOS a widget target sees only its own catalog)")
        #expect(color.warnings.first?.viewPath == "BorrowedSwatch > Color(\"wikipediaBlue\")")

        let image = try Self.layout(BorrowedPhoto())
        #expect(image.list.contains("photo-dune.jpg"), "\(image.list)")
        #expect(image.warnings.map(\.cause) == ["other-module-asset"])
        #expect(image.warnings.first?.message.contains("add photo-dune.imageset to the GalleryTests target's Assets.xcassets") == true, "\(image.warnings)")
    }

    @Test("a name no catalog has is missing, and the message names the declaring module's catalog")
    func missingEverywhere() throws {
        let result = try Self.layout(MissingSwatch())
        #expect(result.warnings.map(\.message)
            == ["no colour set named 'NoSuchColor': add NoSuchColor.colorset to the GalleryTests target's Assets.xcassets; drawn clear"])
    }

    @Test("bundle: picks that bundle's catalogs, as the generated asset symbols do with Bundle.module")
    func explicitBundle() throws {
        let gallery = try Self.galleryBundle
        let pinned = try Self.layout(PinnedSwatch(bundle: gallery))
        #expect(pinned.list.contains(Self.galleryGreen) && !pinned.list.contains(Self.ownGreen) && pinned.warnings.isEmpty, "\(pinned)")
        let symbol = try Self.layout(PinnedSwatch(resource: ColorResource(name: "wikipediaGreen", bundle: gallery)))
        #expect(symbol.list.contains(Self.galleryGreen) && symbol.warnings.isEmpty, "\(symbol)")
        let image = try Self.layout(Image(ImageResource(name: "photo-storm", bundle: gallery)))
        #expect(image.list.contains("photo-storm.jpg"), "\(image.list)")
        // The main bundle stands for the declaring module's own, as an extension's main bundle is.
        let main = try Self.layout(PinnedSwatch(bundle: .main))
        #expect(main.list.contains(Self.ownGreen), "\(main.list)")
    }
}

/// This module's `wikipediaGreen`.
private nonisolated struct OwnSwatch: View {
    var body: some View { Color("wikipediaGreen").frame(width: 10, height: 10) }
}

/// Content in a frame of this module's `wikipediaGreen`.
private nonisolated struct Framed<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View { content.padding(4).background(Color("wikipediaGreen")) }
}

/// This module's `photo-storm`.
private nonisolated struct OwnPhoto: View {
    var body: some View { Image("photo-storm") }
}

/// Sets only the gallery's catalog has.
private nonisolated struct BorrowedSwatch: View {
    var body: some View { Color("wikipediaBlue").frame(width: 10, height: 10) }
}

private nonisolated struct BorrowedPhoto: View {
    var body: some View { Image("photo-dune").resizable().frame(width: 10, height: 10) }
}

private nonisolated struct MissingSwatch: View {
    var body: some View { Color("NoSuchColor").frame(width: 10, height: 10) }
}

/// A colour from the catalogs of a given bundle.
private nonisolated struct PinnedSwatch: View {
    let color: Color
    init(bundle: Bundle) { color = Color("wikipediaGreen", bundle: bundle) }
    init(resource: ColorResource) { color = Color(resource) }
    var body: some View { color.frame(width: 10, height: 10) }
}
