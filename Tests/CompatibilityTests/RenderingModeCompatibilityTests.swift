import Foundation
import Testing
import Vignette
@testable import VignetteCore
import VignetteCairo
import VignetteTesting

/// A widget written for iOS 18 that reads `widgetRenderingMode` and
/// `showsWidgetContainerBackground` and uses `widgetAccentable` and
/// `widgetAccentedRenderingMode`, rendered in every Home Screen and StandBy appearance.
@Suite("Compatibility: rendering modes")
struct RenderingModeCompatibilityTests {
    static let entry = NowPlayingEntry(show: "Accidental Tech Podcast", episode: "Widgets Everywhere, Even at Night",
                                       elapsed: 1_425, duration: 5_130, artwork: APIGapCompatibilityTests.thumbnail)

    static let matrix: [(WidgetFamily, WidgetAppearance)] =
        [WidgetFamily.systemSmall, .systemMedium].flatMap { family in
            Surface.widget(family).appearances(WidgetAppearance.allCases.filter { $0 != .placeholder }, on: .defaultDevice).map { (family, $0) }
        }

    @Test(arguments: matrix)
    func rendersAsReferenced(family: WidgetFamily, appearance: WidgetAppearance) throws {
        let (png, warnings) = try VignetteSnapshots.renderers.withRenderer {
            try $0.renderWidgetReportingWarnings(onRenderThread { NowPlayingWidgetView(entry: Self.entry) }, family: family, appearance: appearance,
                                                 name: "NowPlayingWidgetView")
        }
        // (Its long titles are cut on one line, as designed: the fit report's warnings.)
        #expect(warnings.filter { !$0.isFitReport }.isEmpty, "\(warnings)")
        let name = "Compatibility/NowPlayingWidgetView/\(family)-\(appearance)"
        assertReference(png, at: SnapshotLocations.snapshots("Compatibility/NowPlayingWidgetView")
                            .appendingPathComponent("\(family)-\(appearance).png"), name: name)
    }

    @Test("the matrix covers the new appearances")
    func covers() {
        let appearances = Set(Self.matrix.map(\.1))
        #expect(appearances.isSuperset(of: [.tinted, .clear, .standBy, .standByNight]))
    }
}
