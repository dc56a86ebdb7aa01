import Testing
import VignetteTesting
@testable import WeatherWidgets

/// Every widget of the bundle, in each family it supports, light, dark and placeholder,
/// against the images `swift run WeatherWidgets --all` wrote into Snapshots/.
@Test func weatherWidgetsMatchTheirSnapshots() async {
    await assertWidgetSnapshots(of: WeatherWidgetsBundle())
}

/// Every #Preview in the widget files, each entry in light and dark, against Snapshots/Previews/.
@Test func previewsMatchTheirSnapshots() async {
    await assertPreviewSnapshots()
}
