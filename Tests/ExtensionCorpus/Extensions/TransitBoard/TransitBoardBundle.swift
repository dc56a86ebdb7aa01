import SwiftUI
import WidgetKit

@main
struct TransitBoardBundle: WidgetBundle {
    var body: some Widget {
        DeparturesWidget()
        NextDepartureWidget()
    }
}
