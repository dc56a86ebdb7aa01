import AppIntents
import SwiftUI
import WidgetKit

// Controls written as Apple's WidgetKit documentation and published control extensions write
// them (iOS 18): a toggle with a value provider, a configurable toggle, a button with an action
// label, a provider-less button, and a control built from its configuration intent.

@available(iOS 18.0, *)
struct GarageDoorOpener: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(
            kind: "com.example.GarageDoorOpener",
            provider: GarageDoorValueProvider()
        ) { isOpen in
            ControlWidgetToggle(
                "Garage Door",
                isOn: isOpen,
                action: ToggleGarageDoor()
            ) {
                Label(
                    $0 ? "Open" : "Closed",
                    systemImage: $0 ? "door.garage.open" : "door.garage.closed"
                )
                .controlWidgetActionHint($0 ? "Close" : "Open")
            }
            .tint(.orange)
        }
        .displayName("Garage Door")
        .description("Opens and closes the garage door.")
    }
}

@available(iOS 18.0, *)
struct GarageDoorValueProvider: ControlValueProvider {
    var previewValue: Bool { false }

    func currentValue() async -> Bool {
        await GarageDoorManager.shared.doorStatus()
    }
}

actor GarageDoorManager {
    static let shared = GarageDoorManager()
    private var isOpen = true
    func doorStatus() -> Bool { isOpen }
}

@available(iOS 18.0, *)
struct ToggleGarageDoor: SetValueIntent {
    static let title: LocalizedStringResource = "Toggle Garage Door"

    @Parameter(title: "Open")
    var value: Bool

    func perform() async throws -> some IntentResult {
        ControlCenter.shared.reloadControls(ofKind: "com.example.GarageDoorOpener")
        return .result()
    }
}

/// Which door a configurable control opens.
@available(iOS 18.0, *)
struct SelectDoorIntent: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Select Door"

    @Parameter(title: "Door", default: "Front Door")
    var doorName: String

    func perform() async throws -> some IntentResult { .result() }
}

struct Door {
    var name: String
    var isOpen: Bool
}

@available(iOS 18.0, *)
struct DoorValueProvider: AppIntentControlValueProvider {
    func previewValue(configuration: SelectDoorIntent) -> Door {
        Door(name: configuration.doorName, isOpen: false)
    }

    func currentValue(configuration: SelectDoorIntent) async throws -> Door {
        Door(name: configuration.doorName, isOpen: false)
    }
}

@available(iOS 18.0, *)
struct DoorOpener: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(
            kind: "com.example.DoorOpener",
            provider: DoorValueProvider()
        ) { door in
            ControlWidgetToggle(
                door.name,
                isOn: door.isOpen,
                action: ToggleGarageDoor()
            ) { isOpen in
                Image(systemName: isOpen ? "door.left.hand.open" : "door.left.hand.closed")
                    .controlWidgetStatus(isOpen ? "\(door.name) Open" : "\(door.name) Closed")
            }
        }
        .promptsForUserConfiguration()
    }
}

@available(iOS 18.0, *)
struct OpenTrunkIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Trunk"
    func perform() async throws -> some IntentResult { .result() }
}

@available(iOS 18.0, *)
struct OpenTrunkButton: ControlWidget {
    static let kind = "com.example.OpenTrunk"

    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: Self.kind) {
            ControlWidgetButton(action: OpenTrunkIntent()) {
                Label("Open Trunk", systemImage: "car.side.rear.open.crop")
            } actionLabel: { isActive in
                if isActive {
                    Text("Opening…")
                }
            }
        }
    }
}

@available(iOS 18.0, *)
struct LightsToggle: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "com.example.Lights", intent: SelectDoorIntent.self) { configuration in
            ControlWidgetToggle(isOn: false, action: ToggleGarageDoor()) {
                Label(configuration.doorName, systemImage: "lightbulb")
            }
        }
    }
}

@available(iOS 18.0, *)
struct GarageControls: WidgetBundle {
    var body: some Widget {
        GarageDoorOpener()
        DoorOpener()
        OpenTrunkButton()
        LightsToggle()
    }
}
