import Foundation
import Gallery
import Testing
import Vignette
import VignetteRunner
import VignetteTesting

/// The home-screen sheets (`render --home-screen`) against `Snapshots/HomeScreen/`.
@Suite("Home-screen sheet")
struct HomeScreenSheetTests {
    @Test("the sheets with hosted gallery widgets match their references, light and dark")
    func matchesReferences() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-home-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let weather = try #require(Gallery.widget(named: "weather")), calendar = try #require(Gallery.widget(named: "calendar"))
        let topRead = try #require(Gallery.widget(named: "wikipedia-top-read"))
        let written = try await HomeScreenSheet.render(small: (weather, calendar), medium: topRead, into: folder)
        #expect(written.map(\.lastPathComponent) == ["home-screen-light.png", "home-screen-dark.png"])
        for url in written {
            let name = "HomeScreen/" + url.lastPathComponent
            assertReference(try Data(contentsOf: url), at: SnapshotLocations.snapshots().appendingPathComponent(name), name: name)
        }
    }
}
