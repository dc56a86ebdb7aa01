import AppIntents
import WidgetKit

struct ToggleRoomLightIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Turn Lights On or Off"
    static let isDiscoverable = false

    @Parameter(title: "Room")
    var room: RoomEntity

    @Parameter(title: "On")
    var value: Bool

    init() {}

    init(room: RoomEntity) {
        self.room = room
    }

    func perform() async throws -> some IntentResult {
        LightsState.set(room.id, on: value)
        WidgetCenter.shared.reloadTimelines(ofKind: "HomeLights.Rooms")
        return .result()
    }
}

struct FlipRoomLightIntent: AppIntent {
    static let title: LocalizedStringResource = "Flip Room Lights"

    @Parameter(title: "Room")
    var room: RoomEntity

    init() {}

    init(room: RoomEntity) {
        self.room = room
    }

    func perform() async throws -> some IntentResult {
        LightsState.set(room.id, on: !LightsState.isOn(room.id))
        return .result()
    }
}

struct AllLightsOffIntent: AppIntent {
    static let title: LocalizedStringResource = "Turn Off All Lights"
    static let description = IntentDescription("Turns off the lights in every room.")

    func perform() async throws -> some IntentResult {
        for room in LightsState.rooms {
            LightsState.set(room.id, on: false)
        }
        WidgetCenter.shared.reloadAllTimelines()
        ControlCenter.shared.reloadAllControls()
        return .result()
    }
}

struct RoomLightConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Room"

    @Parameter(title: "Room")
    var room: RoomEntity?
}
