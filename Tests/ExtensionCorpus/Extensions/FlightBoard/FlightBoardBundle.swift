import SwiftUI
import WidgetKit

@main
struct FlightBoardBundle: WidgetBundle {
    var body: some Widget {
        DeparturesBoardWidget()
        NextFlightWidget()
    }
}
