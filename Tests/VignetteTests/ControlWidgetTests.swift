import Foundation
import Testing
@testable import VignetteCore

/// Controls (iOS 18) as data: a control's configuration in, its surfaces, and the frames of its
/// symbol, title and value in each presentation out (Surfaces/Controls.md gives each dimension).
@Suite("Controls")
struct ControlWidgetTests {
    nonisolated struct PowerIntent: SetValueIntent {
        static let title: LocalizedStringResource = "Power"
        var value = false
        init() {}
    }

    nonisolated struct StartIntent: AppIntent {
        static let title: LocalizedStringResource = "Start"
        init() {}
    }

    nonisolated struct PowerProvider: ControlValueProvider {
        var previewValue: Bool { false }
        func currentValue() async throws -> Bool { true }
    }

    nonisolated struct Offline: Error, CustomStringConvertible { var description: String { "the hub is offline" } }

    nonisolated struct FailingProvider: ControlValueProvider {
        var previewValue: Bool { false }
        func currentValue() async throws -> Bool { throw Offline() }
    }

    /// A toggle titled with a string, its value label giving the symbol and the value.
    nonisolated struct PowerToggle: ControlWidget {
        init() {}
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "power", provider: PowerProvider()) { isOn in
                ControlWidgetToggle("Power", isOn: isOn, action: PowerIntent()) { isOn in
                    Label(isOn ? "Running" : "Stopped", systemImage: "bolt.fill")
                        .controlWidgetActionHint(isOn ? "Stop" : "Start")
                        .controlWidgetStatus(isOn ? "Running until 6 PM" : "Stopped")
                }
                .tint(.green)
            }
            .displayName("Power")
            .description("Starts and stops the engine.")
        }
    }

    /// A button whose label gives the title and the symbol.
    nonisolated struct StartButton: ControlWidget {
        init() {}
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "start") {
                ControlWidgetButton(action: StartIntent()) {
                    Label("Start", systemImage: "timer")
                } actionLabel: { isActive in
                    if isActive { Text("Starting") }
                }
            }
            .promptsForUserConfiguration()
        }
    }

    nonisolated struct FailingToggle: ControlWidget {
        init() {}
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "failing", provider: FailingProvider()) { isOn in
                ControlWidgetToggle(isOn: isOn, action: PowerIntent()) { Label("Hub", systemImage: "bolt.fill") }
            }
        }
    }

    nonisolated struct Home: Widget {
        init() {}
        var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
    }

    nonisolated struct Extension: WidgetBundle {
        init() {}
        var body: some Widget {
            Home()
            PowerToggle()
            StartButton()
        }
    }

    private func description<C: ControlWidget>(_ control: C.Type) -> WidgetDescription { _ControlInBundle<C>()._widgetDescriptions()[0] }

    /// The control's current value, drawn on `surface`.
    private func layout(_ widget: WidgetDescription, _ surface: Surface, device: WidgetDevice = .defaultDevice,
                        appearance: WidgetAppearance = .dark) async throws -> LayoutResult {
        let entries = try await widget.loadEntries(for: surface, on: device)
        return RenderRequest(surface, device: device, appearance: appearance)
            .layout(surface.host(entries.snapshot.view(), for: widget), measurer: FixedAdvanceTextMeasurer())
    }

    @Test("a control sits in a WidgetBundle next to widgets, with its names, no widget family, and a toggle's two states")
    func bundle() throws {
        let widgets = Extension._widgetDescriptions
        #expect(widgets.map(\.kind) == ["", "power", "start"])
        let power = try #require(widgets.first { $0.kind == "power" })
        #expect(power.displayName == "Power" && power.summary == "Starts and stops the engine.")
        #expect(power.supportedFamilies.isEmpty && power.control?.isToggle == true)
        #expect(power.surfaces.map(\.name) == ["control-small-off", "control-small-on", "control-medium-off", "control-medium-on",
                                               "control-large-off", "control-large-on", "control-lockScreen-off", "control-lockScreen-on",
                                               "control-actionButton-off", "control-actionButton-on",
                                               "control-actionButtonHint-off", "control-actionButtonHint-on", "control-status-off", "control-status-on"])
        let start = try #require(widgets.first { $0.kind == "start" })
        #expect(start.control?.isToggle == false && start.control?.promptsForUserConfiguration == true)
        #expect(start.surfaces.map(\.name) == ["control-small", "control-medium", "control-large", "control-lockScreen", "control-actionButton",
                                               "control-actionButtonHint", "control-status"])
        #expect(widgets[0].surfaces.allSatisfy { !$0.name.hasPrefix("control") })
    }

    @Test("controls are offered on iPhones with iOS 18, the Action button's preview on those with a Dynamic Island; Control Center in dark only")
    func offered() throws {
        let small = Surface.control(.small, isOn: true), action = Surface.control(.actionButton, isOn: true)
        #expect(small.isOffered(on: .defaultDevice) && action.isOffered(on: .defaultDevice))
        #expect(!small.isOffered(on: WidgetDevice.named("iphone-320x568")!))
        #expect(!small.isOffered(on: WidgetDevice.named("ipad-1024x1366")!))
        #expect(small.appearances([.light, .dark, .placeholder], on: .defaultDevice) == [.dark])
        #expect(action.appearances([.light, .dark, .placeholder], on: .defaultDevice) == [.light, .dark])
        let noIsland = try #require(WidgetDevice.all.first { !$0.isPad && !$0.isWatch && $0.newestIOS >= 18 && DynamicIslandGeometry($0) == nil })
        #expect(small.isOffered(on: noIsland) && !action.isOffered(on: noIsland))
    }

    @Test("Control Center's small module: a 70 pt circle with the symbol at its centre, no text")
    func smallModule() async throws {
        let result = try await layout(description(PowerToggle.self), .control(.small, isOn: true))
        #expect(result.tree.frame.size == CGSize(width: 102, height: 102))
        let circle = try #require(result.tree.frames(named: "Circle").first)
        #expect(circle == CGRect(x: 16, y: 16, width: 70, height: 70))
        let symbol = try #require(result.tree.frames(named: "Image(systemName: \"bolt.fill\")").first)
        #expect(abs(symbol.midX - 51) < 0.01 && abs(symbol.midY - 51) < 0.01)
        #expect(result.tree.frames(named: "Text").isEmpty)
    }

    @Test("the medium module: the symbol's 44 pt circle at the leading edge, the title over the value beside it; the value follows the state")
    func mediumModule() async throws {
        let power = description(PowerToggle.self)
        for (isOn, value) in [(false, "Stopped"), (true, "Running")] {
            let result = try await layout(power, .control(.medium, isOn: isOn))
            #expect(result.tree.frame.size == CGSize(width: 188, height: 102))
            let circle = try #require(result.tree.frames(named: "Circle").first)
            #expect(circle == CGRect(x: 29, y: 29, width: 44, height: 44))
            let title = try #require(result.tree.frames(named: "Text(\"Power\")").first)
            let valueFrame = try #require(result.tree.frames(named: "Text(\"\(value)\")").first, "\(isOn)")
            #expect(title.minX == 83 && valueFrame.minX == 83 && valueFrame.minY > title.maxY)
            // The label's text is the value, not drawn again next to the symbol.
            #expect(result.tree.frames(named: "Text").count == 2)
            #expect(result.tree.frames(named: "Image").count == 1)
        }
    }

    @Test("the large module: the symbol at the top leading corner, the texts at the bottom leading corner")
    func largeModule() async throws {
        let result = try await layout(description(PowerToggle.self), .control(.large, isOn: false))
        #expect(result.tree.frame.size == CGSize(width: 188, height: 188))
        #expect(result.tree.frames(named: "Circle").first == CGRect(x: 30, y: 30, width: 44, height: 44))
        let value = try #require(result.tree.frames(named: "Text(\"Stopped\")").first)
        let title = try #require(result.tree.frames(named: "Text(\"Power\")").first)
        #expect(value.maxY == 16 + 156 - 14 && title.minX == 30 && value.minX == 30)
    }

    @Test("a button's label gives the title and the symbol; its action label only while its action runs (the Action button)")
    func button() async throws {
        let start = description(StartButton.self)
        let medium = try await layout(start, .control(.medium))
        #expect(medium.tree.frames(named: "Text(\"Start\")").count == 1 && medium.tree.frames(named: "Text(\"Starting\")").isEmpty)
        #expect(medium.tree.frames(named: "Image(systemName: \"timer\")").count == 1)
        let action = try await layout(start, .control(.actionButton), appearance: .light)
        // The compact island (230 × 36.67 pt) 11 pt from the top, centred, its sides widened alike
        // to hold the value with 12 pt around it: the symbol in the leading side, the value in the trailing one.
        let island = try #require(action.tree.frames(named: "Capsule").first)
        let value = try #require(action.tree.frames(named: "Text(\"Starting\")").last)
        let side = max(52.33, value.width + 24)
        #expect(abs(island.width - (DynamicIslandGeometry(.defaultDevice)!.sensorWidth + 2 * side)) < 0.01 && abs(island.midX - 196.5) < 0.01)
        #expect(island.minY == 11 && abs(island.height - 36.67) < 0.01)
        let symbol = try #require(action.tree.frames(named: "Image(systemName: \"timer\")").first)
        #expect(abs(symbol.midX - (island.minX + side / 2)) < 0.01 && abs(value.midX - (island.maxX - side / 2)) < 0.01)
        // A short value leaves the compact island as it is.
        let power = try await layout(description(PowerToggle.self), .control(.actionButton, isOn: true), appearance: .light)
        #expect(try #require(power.tree.frames(named: "Capsule").first).width >= 230)
    }

    @Test("the Lock Screen's button: the symbol alone on a 50 pt circle, 46 pt from the screen's leading edge")
    func lockScreen() async throws {
        let result = try await layout(description(PowerToggle.self), .control(.lockScreen, isOn: true))
        #expect(result.tree.frame.size == CGSize(width: 393, height: 118))
        #expect(result.tree.frames(named: "Circle").first == CGRect(x: 46, y: 34, width: 50, height: 50))
        #expect(result.tree.frames(named: "Text").isEmpty && result.tree.frames(named: "Image").count == 1)
    }

    /// The strings drawn, in drawing order.
    private func drawnTexts(_ result: LayoutResult) -> [String] {
        result.displayList.items.compactMap { item -> String? in
            if case .text(let drawing) = item { drawing.text.runs.map(\.string).joined() } else { nil }
        }
    }

    @Test("the Action button's hint: the symbol and the label's controlWidgetActionHint for the state, below the camera's row, centred")
    func actionButtonHint() async throws {
        for (isOn, hint) in [(false, "Start"), (true, "Stop")] {
            let result = try await layout(description(PowerToggle.self), .control(.actionButtonHint, isOn: isOn))
            #expect(drawnTexts(result) == [hint])
            let island = try #require(result.tree.frames(named: "RoundedRectangle").first)
            #expect(abs(island.midX - 393 / 2) < 0.34 && island.minY == 11 && island.width == 230, "\(island)")
            #expect(abs(island.height - (36.67 + 22 + 14)) < 0.34)
            let text = try #require(result.tree.frames(named: "Text").first)
            // In the row below the camera's: 11 + 36.67 + 11 = 58.67 from the top of the image.
            #expect(abs(text.midY - (11 + 36.67 + 11)) < 0.34, "\(text)")
        }
        // Without a hint: the system's, from the display name and the kind of control.
        var power = description(PowerToggle.self)
        power.displayName = "Engine"
        let start = try await layout(power, .control(.actionButtonHint, isOn: false))
        #expect(drawnTexts(start) == ["Start"])
        let button = try await layout(description(StartButton.self), .control(.actionButtonHint, isOn: nil))
        let name = description(StartButton.self).displayName
        #expect(drawnTexts(button) == ["Hold for \u{2018}\(name)\u{2019}"])
    }

    @Test("Control Center's status: the label's controlWidgetStatus above the 2×1 module; without one, the title and the value")
    func status() async throws {
        let result = try await layout(description(PowerToggle.self), .control(.status, isOn: true))
        #expect(drawnTexts(result) == ["Running until 6 PM", "Power", "Running"])
        #expect(abs(result.tree.frame.height - (20 + 12 + 70 + 32)) < 0.01)
        let status = try #require(result.tree.frames(named: "Text").first)
        let module = try #require(result.tree.frames(named: "RoundedRectangle").first)
        // A 20 pt line centred over the module, 12 pt above it (a status wider than the module widens the image).
        #expect(module.size == CGSize(width: 156, height: 70) && module.minY == 16 + 20 + 12, "\(module)")
        #expect(abs(status.midX - module.midX) < 0.34 && abs(status.midY - (16 + 10)) < 0.34, "\(status)")
        let button = try await layout(description(StartButton.self), .control(.status, isOn: nil))
        #expect(drawnTexts(button) == ["Start", "Start"])
    }

    @Test("the action hint and the status are recorded on the value label, for the state it is given")
    func outputs() throws {
        let template = ControlWidgetToggle("Power", isOn: true, action: PowerIntent()) { isOn in
            Image(systemName: "bolt.fill")
                .controlWidgetActionHint(isOn ? "Stop" : "Start")
                .controlWidgetStatus(isOn ? "Running until 6 PM" : "Stopped")
        }._controlTemplate
        for (isOn, hint, status) in [(true, "Stop", "Running until 6 PM"), (false, "Start", "Stopped")] {
            let label = try #require(template.stateLabel?(isOn))
            let result = RenderRequest(.view(.unspecified)).layout(label, measurer: FixedAdvanceTextMeasurer())
            let outputs = WidgetOutputs(of: [result.root])
            #expect(outputs.controlActionHint?.plainString == hint && outputs.controlStatus?.plainString == status)
        }
    }

    @Test("a provider whose currentValue() throws fails the control's images with one message naming the control, the call and what to do")
    func throwingProvider() async throws {
        let failing = description(FailingToggle.self)
        do {
            _ = try await failing.loadEntries(for: .control(.small, isOn: false), on: .defaultDevice)
            Issue.record("the entries loaded")
        } catch {
            #expect("\(error)" == "widget 'failing': currentValue(): threw the hub is offline; a control needs a value to be drawn, "
                + "as the system needs one to show it: return a value when the app's data cannot be reached (its previewValue, say) "
                + "instead of throwing")
        }
    }
}
