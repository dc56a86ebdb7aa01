//
//  LogShotIntent.swift
//  EspressoLog
//

import AppIntents
import WidgetKit

struct LogShotIntent: AppIntent {
    static let title: LocalizedStringResource = "Log a Shot"
    static let description = IntentDescription("Adds espresso shots to today's total.")

    @Parameter(title: "Shots", default: 1)
    var shots: Int

    init() {}

    init(shots: Int) {
        self.shots = shots
    }

    func perform() async throws -> some IntentResult {
        CaffeineStore.logShot(count: shots)
        WidgetCenter.shared.reloadTimelines(ofKind: "EspressoLog.Today")
        return .result()
    }
}

struct EspressoConfigurationIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Espresso"
    static let description = IntentDescription("Shows today's caffeine.")

    @Parameter(title: "Show Limit", default: true)
    var showsLimit: Bool
}
