import SwiftUI
import WidgetKit

@main
struct EventCountdownBundle: WidgetBundle {
    var body: some Widget {
        CountdownWidget()
    }
}
