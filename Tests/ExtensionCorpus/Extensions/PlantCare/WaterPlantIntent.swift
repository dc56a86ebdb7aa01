//
//  WaterPlantIntent.swift
//  PlantCareWidget
//

import AppIntents
import WidgetKit

@available(iOS 17.0, *)
struct WaterPlantIntent: AppIntent {
    static let title: LocalizedStringResource = "Mark Plant as Watered"
    static let description = IntentDescription("Records that you watered a plant just now.")

    @Parameter(title: "Plant")
    var plantName: String

    init() {}

    init(plantName: String) {
        self.plantName = plantName
    }

    func perform() async throws -> some IntentResult {
        PlantStore.shared.markWatered(plantName, at: Date())
        WidgetCenter.shared.reloadTimelines(ofKind: "PlantCare.Watering")
        return .result()
    }
}
