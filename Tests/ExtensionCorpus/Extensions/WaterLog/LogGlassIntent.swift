//
//  LogGlassIntent.swift
//  WaterLogWidget
//

import AppIntents
import WidgetKit

@available(iOS 17.0, *)
struct LogGlassIntent: AppIntent {
    static var title: LocalizedStringResource = "Log a Glass of Water"
    static var description = IntentDescription("Adds one glass to today's total.")

    func perform() async throws -> some IntentResult {
        WaterStore.shared.addGlass(at: Date())
        WidgetCenter.shared.reloadTimelines(ofKind: "WaterLog.Intake")
        return .result()
    }
}
