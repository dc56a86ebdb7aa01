import SwiftUI
import WidgetKit

@main
struct HomeLightsBundle: WidgetBundle {
    var body: some Widget {
        RoomsWidget()
        if #available(iOS 18.0, *) {
            RoomLightControl()
            AllLightsOffControl()
        }
    }
}
