import Foundation
import Testing
@testable import VignetteCore
import VignetteCairo
import VignetteRunner

/// The controls of Views/GarageControls.swift, written as Apple's documentation writes them: they
/// sit in a widget bundle, take their values from their providers (an intent's defaults for the
/// configurable ones) and render on every control surface.
@Suite("Controls, as Apple's documentation writes them")
struct ControlWidgetCompatibilityTests {
    @Test("each control of the bundle is listed with its kind and draws its title, value and state on the control surfaces")
    func bundle() async throws {
        let controls = GarageControls._widgetDescriptions
        #expect(controls.map(\.kind) == ["com.example.GarageDoorOpener", "com.example.DoorOpener", "com.example.OpenTrunk", "com.example.Lights"])
        #expect(controls.map { $0.control?.isToggle } == [true, true, false, true])
        let jobs = RenderJob.matrix(controls)
        // A toggle: four presentations and the status in dark, the Action button and its hint in light and dark,
        // off and on; a button once.
        #expect(jobs.count == 3 * 18 + 9)
        let entries = await LoadedEntries.load(for: jobs, widgets: controls)
        let renderer = try CairoRenderer()
        /// The texts drawn on a job's image.
        func texts(_ kind: String, _ surface: Surface) throws -> [String] {
            let job = try #require(jobs.first { $0.widget == kind && $0.surface == surface })
            return try renderer.layout(job, entries: entries).items.compactMap { item in
                if case .text(let drawing) = item { drawing.text.runs.map(\.string).joined() } else { nil }
            }
        }
        #expect(try texts("com.example.GarageDoorOpener", .control(.medium, isOn: true)) == ["Garage Door", "Open"])
        #expect(try texts("com.example.GarageDoorOpener", .control(.medium, isOn: false)) == ["Garage Door", "Closed"])
        // The intent's default names the door; an image-only value label leaves the value empty.
        #expect(try texts("com.example.DoorOpener", .control(.large, isOn: false)) == ["Front Door"])
        #expect(try texts("com.example.OpenTrunk", .control(.medium)) == ["Open Trunk"])
        #expect(try texts("com.example.OpenTrunk", .control(.actionButton)) == ["Opening…"])
        // No controlWidgetActionHint: the system's, from the display name.
        let trunk = try #require(controls.first { $0.kind == "com.example.OpenTrunk" })
        #expect(try texts("com.example.OpenTrunk", .control(.actionButtonHint)) == ["Hold for \u{2018}\(trunk.displayName)\u{2019}"])
        #expect(try texts("com.example.Lights", .control(.medium, isOn: true)) == ["Front Door", "On"])
    }

    @Test("ControlCenter: an intent's reload requests run and do nothing, and no control is configured in a render")
    func controlCenter() async throws {
        let toggle = ToggleGarageDoor()   // @Parameter sets through its wrapper, as on iOS
        toggle.value = false
        _ = try await toggle.perform()
        ControlCenter.shared.reloadAllControls()
        #expect(try await ControlCenter.shared.currentControls().isEmpty)
    }
}
