//
//  HabitStreaksBundle.swift
//  HabitStreaks
//

import WidgetKit
import SwiftUI

@main
struct HabitStreaksBundle: WidgetBundle {
    var body: some Widget {
        HabitsWidget()
        TopStreakWidget()
    }
}
