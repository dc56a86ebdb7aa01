import Foundation
import Vignette

/// A button that starts a timer of the length chosen when it was added (ten minutes by default):
/// Control Center shows "Timer", the Action button's island the countdown it starts.
struct StartTimerControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "timer-control", provider: TimerLengthProvider()) { minutes in
            ControlWidgetButton("Timer", action: StartTimerIntent(minutes: minutes)) { isActive in
                Image(systemName: "timer")
                    .controlWidgetActionHint("Start a \(minutes)-Minute Timer")
                    .controlWidgetStatus("Timer Started")
                if isActive { Text("\(minutes):00") }
            }
            .tint(.orange)
        }
        .displayName("Start Timer")
        .description("Starts a countdown.")
        .promptsForUserConfiguration()
    }
}

/// How long the timer runs, as configured.
struct TimerConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Timer Length"

    @Parameter(title: "Minutes", default: 10)
    var minutes: Int

    init() {}
}

/// The configured length, in minutes.
struct TimerLengthProvider: AppIntentControlValueProvider {
    func previewValue(configuration: TimerConfiguration) -> Int { configuration.minutes }
    func currentValue(configuration: TimerConfiguration) async throws -> Int { configuration.minutes }
}

/// Starts a countdown of `minutes`.
struct StartTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Timer"

    @Parameter(title: "Minutes")
    var minutes: Int

    init() {}
    init(minutes: Int) { self.minutes = minutes }

    func perform() async throws -> some IntentResult { .result() }
}
