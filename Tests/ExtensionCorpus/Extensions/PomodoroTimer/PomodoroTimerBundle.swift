//
//  PomodoroTimerBundle.swift
//  PomodoroTimer
//

import SwiftUI
import WidgetKit

@main
struct PomodoroTimerBundle: WidgetBundle {
    var body: some Widget {
        PomodoroLiveActivity()
        NextSessionWidget()
        FocusModeControl()
    }
}
