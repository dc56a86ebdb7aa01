//
//  BudgetChartBundle.swift
//  BudgetChartWidgets
//

import WidgetKit
import SwiftUI

@main
struct BudgetChartBundle: WidgetBundle {
    @WidgetBundleBuilder
    var body: some Widget {
        WeeklySpendingWidget()
        BudgetLeftWidget()
    }
}
