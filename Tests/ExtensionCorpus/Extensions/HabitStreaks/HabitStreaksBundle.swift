//
//  HabitStreaksBundle.swift
//  HabitStreaksWidgets
//

import SwiftUI
import WidgetKit

@main
struct HabitStreaksBundle: WidgetBundle {
    var body: some Widget {
        HabitStreakWidget()
        HabitBoardWidget()
    }
}
