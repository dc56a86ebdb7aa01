import Foundation
import Vignette

/// A flashlight toggle, as iOS 18's own: Control Center, the Lock Screen's button and the Action
/// button turn the torch on and off. Drawn off and on.
struct FlashlightControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "flashlight-control", provider: FlashlightValueProvider()) { isOn in
            ControlWidgetToggle("Flashlight", isOn: isOn, action: SetFlashlightIntent()) { isOn in
                Label(isOn ? "On" : "Off", systemImage: isOn ? "flashlight.on.fill" : "flashlight.off.fill")
                    .controlWidgetActionHint(isOn ? "Turn Off" : "Turn On")
                    .controlWidgetStatus(isOn ? "Flashlight On" : "Flashlight Off")
            }
            .tint(.blue)
        }
        .displayName("Flashlight")
        .description("Turns the flashlight on and off.")
    }
}

/// The torch is off until someone turns it on.
struct FlashlightValueProvider: ControlValueProvider {
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { false }
}

/// Sets the torch to the toggle's new state.
struct SetFlashlightIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Set Flashlight"

    @Parameter(title: "Flashlight Is On")
    var value: Bool

    init() {}

    func perform() async throws -> some IntentResult { .result() }
}
