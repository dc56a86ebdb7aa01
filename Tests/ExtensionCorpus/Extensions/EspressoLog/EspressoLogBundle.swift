//
//  EspressoLogBundle.swift
//  EspressoLog
//

import WidgetKit
import SwiftUI

@main
struct EspressoLogBundle: WidgetBundle {
    var body: some Widget {
        EspressoWidget()
        EspressoControl()
        BrewLiveActivity()
    }
}
