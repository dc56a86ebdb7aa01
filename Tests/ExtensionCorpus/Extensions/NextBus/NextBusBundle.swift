//
//  NextBusBundle.swift
//  NextBus
//

import WidgetKit
import SwiftUI

@main
struct NextBusBundle: WidgetBundle {
    var body: some Widget {
        DeparturesWidget()
        NextDepartureWidget()
    }
}
