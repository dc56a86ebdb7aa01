//
//  SleepScoreBundle.swift
//  SleepScoreWidgets
//

import SwiftUI
import WidgetKit

@main
struct SleepScoreBundle: WidgetBundle {
    var body: some Widget {
        LastNightWidget()
        SleepScoreWidget()
    }
}
