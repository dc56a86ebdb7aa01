import SwiftUI
import WidgetKit

@main
struct PizzaTrackerBundle: WidgetBundle {
    var body: some Widget {
        LastOrderWidget()
        PizzaDeliveryLiveActivity()
    }
}
