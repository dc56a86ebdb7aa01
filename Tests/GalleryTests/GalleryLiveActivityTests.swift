import Foundation
import Gallery
import Testing
import VignetteCairo
import VignetteCore
import VignetteRunner
import VignetteTesting

/// The gallery's two Live Activities (Sources/Gallery/LiveActivities): every image their
/// previews render, in every appearance that applies (StandBy and StandBy at night for the Lock
/// Screen presentation), against Snapshots/Previews/, as `render --all` writes them.
@Suite("Gallery Live Activities")
struct GalleryLiveActivityTests {
    static let files = ["DeliveryLiveActivity.swift", "MatchLiveActivity.swift"]

    @Test("the gallery bundle holds both activities; --all renders their previews")
    func registered() {
        let kinds = Gallery.widgets.filter { $0.activity != nil }.map(\.kind)
        #expect(kinds == ["DeliveryLiveAttributes", "MatchLiveAttributes"])
        let previews: [String] = BundleCommand.activityPreviews(of: Gallery.widgets).map { preview in
            String(preview.location.split(separator: ":")[0]) + " " + (preview.preview.name ?? "")
        }
        let names = ["Lock Screen", "Compact", "Minimal", "Expanded"]
        let expected: [String] = Self.files.flatMap { file in names.map { file + " " + $0 } }
        #expect(previews == expected)
    }

    @Test("every image of their previews matches its reference")
    func matchesReferences() async throws {
        // As `render --all` does: the bundle's second activity (the match) runs with the first.
        ActivityPreviewWidgets.register(Gallery.widgets)
        let previews = PreviewCatalog.all().filter { preview in Self.files.contains { preview.location.hasPrefix($0 + ":") } }
        var images: [PreviewImage] = []
        for preview in previews { images += await preview.images(appearances: WidgetAppearance.allCases) }
        // Lock Screen: 2 + 2 states × light, dark, StandBy, night; the small family (CarPlay on the
        // iPhone; the match's, which does not declare it, from its compact views): 2 + 2 × light, dark; islands: 1 + 1 + 1 and 1 + 1 + 1 × light, dark; the
        // delivery's stale previews (`previewContext(_:isStale:viewKind:)`): the Lock Screen in its 4
        // appearances and the small family, the expanded island; each minimal state with a second
        // instance running (island-minimal-two): 1 + 1 × light, dark; the delivery with the match
        // running (island-minimal-pair): light, dark.
        #expect(images.count == 50)
        #expect(images.filter { $0.name.contains("-island-minimal-pair-") }.map(\.name)
            == ["Previews/DeliveryLiveActivity/Minimal-island-minimal-pair-light", "Previews/DeliveryLiveActivity/Minimal-island-minimal-pair-dark"])
        let stale = images.filter { $0.caption.contains("(stale)") }.map { $0.name.replacingOccurrences(of: "Previews/DeliveryLiveActivity/", with: "") }
        let expected: [String] = ["Stale-Lock-Screen-activity-lockScreen-light", "Stale-Lock-Screen-activity-lockScreen-dark",
                                  "Stale-Lock-Screen-activity-lockScreen-standby", "Stale-Lock-Screen-activity-lockScreen-standby-night",
                                  "Stale-Lock-Screen-activity-small-light", "Stale-Lock-Screen-activity-small-dark",
                                  "Stale-Expanded-island-expanded-light", "Stale-Expanded-island-expanded-dark"]
        #expect(stale == expected)
        for image in images {
            let png = try VignetteSnapshots.renderers.withRenderer { try $0.render(image) }
            assertReference(png, at: SnapshotLocations.snapshots().appendingPathComponent(image.name + ".png"), name: image.name)
        }
    }
}
