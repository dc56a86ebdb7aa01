import Foundation
import Testing
import Vignette
@testable import VignetteCore
import VignetteCairo
import VignetteTesting

/// The weather station view (`symbolRenderingMode` `.multicolor` and `.hierarchical`,
/// `foregroundStyle(_:_:)` picking the palette mode) in every Home Screen family, light and dark,
/// without warnings and as referenced.
@Suite("Compatibility: symbol rendering modes")
struct SymbolRenderingModeCompatibilityTests {
    static let matrix: [(WidgetFamily, WidgetAppearance)] = WidgetFamily.homeScreen.flatMap { family in
        [WidgetAppearance.light, .dark].map { (family, $0) }
    }

    @Test(arguments: matrix)
    func rendersAsReferenced(family: WidgetFamily, appearance: WidgetAppearance) throws {
        let name = "WeatherStationWidgetView"
        let (png, warnings) = try VignetteSnapshots.renderers.withRenderer {
            try $0.renderWidgetReportingWarnings(onRenderThread { WeatherStationWidgetView(entry: .sample) }, family: family, appearance: appearance, name: name)
        }
        #expect(warnings.isEmpty, "\(warnings)")
        assertReference(png, at: SnapshotLocations.snapshots("Compatibility/\(name)").appendingPathComponent("\(family)-\(appearance).png"),
                        name: "Compatibility/\(name)/\(family)-\(appearance)")
    }
}
