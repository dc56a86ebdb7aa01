//
//  EspressoControl.swift
//  EspressoLog
//

import AppIntents
import SwiftUI
import WidgetKit

struct EspressoControl: ControlWidget {
    static let kind: String = "EspressoLog.LogShotControl"

    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: Self.kind) {
            ControlWidgetButton(action: LogShotIntent(shots: 1)) {
                Label("Log Espresso", systemImage: "cup.and.saucer.fill")
            }
        }
        .displayName("Log Espresso")
        .description("Logs a shot of espresso.")
    }
}
