import AppIntents
import SwiftUI
import WidgetKit

@available(iOS 18.0, *)
struct RoomLightControl: ControlWidget {
    static let kind = "HomeLights.RoomLight"

    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: Self.kind, provider: Provider()) { value in
            ControlWidgetToggle(value.room.name, isOn: value.isOn, action: ToggleRoomLightIntent(room: value.room)) { isOn in
                Label(isOn ? "\(Int(value.brightness * 100))%" : "Off", systemImage: isOn ? "lightbulb.fill" : "lightbulb")
            }
            .tint(.yellow)
        }
        .displayName("Room Lights")
        .description("Turn a room's lights on or off.")
        .promptsForUserConfiguration()
    }
}

@available(iOS 18.0, *)
extension RoomLightControl {
    struct Value {
        var room: RoomEntity
        var isOn: Bool
        var brightness: Double
    }

    struct Provider: AppIntentControlValueProvider {
        func previewValue(configuration: RoomLightConfiguration) -> Value {
            Value(room: configuration.room ?? LightsState.rooms[0], isOn: true, brightness: 0.8)
        }

        func currentValue(configuration: RoomLightConfiguration) async throws -> Value {
            let room = configuration.room ?? LightsState.rooms[0]
            return Value(room: room, isOn: LightsState.isOn(room.id), brightness: LightsState.brightness(room.id))
        }
    }
}

@available(iOS 18.0, *)
struct AllLightsOffControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "HomeLights.AllOff") {
            ControlWidgetButton(action: AllLightsOffIntent()) {
                Label("All Off", systemImage: "lightbulb.slash.fill")
            }
        }
        .displayName("All Lights Off")
        .description("Turns off every light in the house.")
    }
}
