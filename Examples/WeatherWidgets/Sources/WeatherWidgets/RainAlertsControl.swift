import AppIntents
import SwiftUI
import WidgetKit

/// A control that turns rain alerts on and off for the city chosen when it was added: in Control
/// Center, on the Lock Screen and on the Action button.
struct RainAlertsControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "RainAlertsControl", provider: RainAlertsProvider()) { alerts in
            ControlWidgetToggle("Rain Alerts", isOn: alerts.isOn, action: SetRainAlertsIntent(city: alerts.city)) { isOn in
                Label(isOn ? alerts.city : "Off", systemImage: "umbrella.fill")
                    .controlWidgetActionHint(isOn ? "Stop Alerts" : "Alert Me")
            }
            .tint(.cyan)
        }
        .displayName("Rain Alerts")
        .description("Alerts you before rain starts.")
    }
}

/// Which city's rain to watch.
struct RainAlertsConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Rain Alerts City"

    @Parameter(title: "City", default: "Cupertino")
    var city: String
}

/// Whether alerts are on, and for which city.
struct RainAlerts {
    var city: String
    var isOn: Bool
}

struct RainAlertsProvider: AppIntentControlValueProvider {
    func previewValue(configuration: RainAlertsConfiguration) -> RainAlerts {
        RainAlerts(city: configuration.city, isOn: false)
    }

    func currentValue(configuration: RainAlertsConfiguration) async throws -> RainAlerts {
        RainAlerts(city: configuration.city, isOn: true)
    }
}

/// Turns the city's rain alerts on or off.
struct SetRainAlertsIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Set Rain Alerts"

    @Parameter(title: "City")
    var city: String

    @Parameter(title: "Alerts On")
    var value: Bool

    init() {}
    init(city: String) { self.city = city }

    func perform() async throws -> some IntentResult { .result() }
}
