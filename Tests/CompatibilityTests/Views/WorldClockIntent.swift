// Written as for WidgetKit and App Intents on iOS 17.
import AppIntents
import WidgetKit

enum ClockFace: String, AppEnum {
    case digital, analog

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Clock Face"
    static let caseDisplayRepresentations: [ClockFace: DisplayRepresentation] = [.digital: "Digital", .analog: "Analog"]
}

/// The widget's configuration, migrated from the SiriKit intent the iOS 16 widget used.
struct WorldClockIntent: WidgetConfigurationIntent, CustomIntentMigratedAppIntent, PredictableIntent {
    static let intentClassName = "WorldClockConfigurationIntent"
    static let title: LocalizedStringResource = "World Clock"
    static let description = IntentDescription("Shows the time in a few cities.")

    @Parameter(title: "Home City", default: "Lisbon")
    var homeCity: String

    @Parameter(title: "Show Seconds", default: false)
    var showsSeconds: Bool

    @Parameter(title: "Face", default: .digital)
    var face: ClockFace

    @Parameter(title: "Extra City")
    var extraCity: String?

    static var parameterSummary: some ParameterSummary {
        When(\.$showsSeconds, .equalTo, true) {
            Summary("Show \(\.$homeCity) with seconds") {
                \.$face
                \.$extraCity
            }
        } otherwise: {
            Switch(\.$face) {
                Case(.analog) {
                    Summary("Show \(\.$homeCity) on a dial")
                }
                DefaultCase {
                    Summary {
                        \.$homeCity
                        \.$showsSeconds
                    }
                }
            }
        }
    }

    static var predictionConfiguration: some IntentPredictionConfiguration {
        IntentPrediction(parameters: (\.$homeCity)) { city in
            DisplayRepresentation(title: "Time in \(city)")
        }
        IntentPrediction(parameters: (\.$homeCity, \.$face)) { city, face in
            DisplayRepresentation(title: "\(city), \(face.rawValue)")
        }
    }
}

enum WorldClockError: Error, CustomLocalizedStringResourceConvertible {
    case unknownCity(String)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .unknownCity(let name): "No time zone is known for \(name)"
        }
    }
}

/// A button in the widget: refreshes every clock.
struct RefreshClocksIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh Clocks"

    func perform() async throws -> some IntentResult {
        WidgetCenter.shared.reloadTimelines(ofKind: "WorldClock")
        WidgetCenter.shared.reloadAllTimelines()
        return .result()
    }
}

struct WorldClockShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: RefreshClocksIntent(), phrases: ["Refresh \(.applicationName)", "Update my \(.applicationName) clocks"],
                    shortTitle: "Refresh Clocks", systemImageName: "arrow.clockwise")
    }
}
