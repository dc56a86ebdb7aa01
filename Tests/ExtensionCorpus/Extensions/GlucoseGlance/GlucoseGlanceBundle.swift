//
//  GlucoseGlanceBundle.swift
//  GlucoseGlance
//

import SwiftUI
import WidgetKit

@main
struct GlucoseGlanceBundle: WidgetBundle {
    @WidgetBundleBuilder
    var body: some Widget {
        GlucoseChartWidget()
        GlucoseLockScreenWidget()
    }
}
