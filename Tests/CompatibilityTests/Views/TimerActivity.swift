// Written as for ActivityKit and WidgetKit on iOS 17: the forms Xcode's Live Activity template and
// published activities use beyond DeliveryActivity.swift (stale content, StandBy, custom margins,
// vertical placement, an intent button, supplemental families). Compiled, not rendered.
import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

struct TimerActivityAttributes: ActivityAttributes {
    public typealias Status = ContentState

    public struct ContentState: Codable, Hashable {
        var label: String
        var interval: ClosedRange<Date>
        var isPaused: Bool
    }

    var timerName: String
}

struct PauseTimerIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Pause"
    func perform() async throws -> some IntentResult { .result() }
}

struct TimerActivityView: View {
    @Environment(\.isActivityFullscreen) private var isFullscreen
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced
    @Environment(\.activityFamily) private var family
    let context: ActivityViewContext<TimerActivityAttributes>

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(context.attributes.timerName)
                    .font(isFullscreen ? .largeTitle : .headline)
                if context.isStale {
                    Label("Out of date", systemImage: "exclamationmark.triangle")
                } else {
                    ProgressView(timerInterval: context.state.interval, countsDown: true)
                        .opacity(isLuminanceReduced ? 0.5 : 1)
                }
            }
            Spacer()
            if family == .medium {
                Button(intent: PauseTimerIntent()) {
                    Image(systemName: context.state.isPaused ? "play.fill" : "pause.fill")
                }
            }
        }
        .padding()
        .activityBackgroundTint(Color.black.opacity(0.7))
        .activitySystemActionForegroundColor(Color.white)
    }
}

struct TimerActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration.init(for: TimerActivityAttributes.self) { context in
            TimerActivityView(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading, priority: 1) {
                    Text(context.attributes.timerName)
                        .dynamicIsland(verticalPlacement: .belowIfTooWide)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: context.state.interval, countsDown: true)
                        .monospacedDigit()
                }
                .contentMargins(.trailing, 8)
                DynamicIslandExpandedRegion(.bottom) {
                    if context.state.isPaused {
                        Text("Paused")
                    }
                }
            } compactLeading: {
                Image(systemName: "timer")
            } compactTrailing: {
                Text(timerInterval: context.state.interval, countsDown: true)
                    .frame(maxWidth: 44)
            } minimal: {
                ProgressView(timerInterval: context.state.interval, countsDown: true) {
                    EmptyView()
                } currentValueLabel: {
                    Image(systemName: "timer")
                }
                .progressViewStyle(.circular)
            }
            .contentMargins(.all, 8, for: .expanded)
            .contentMargins([.leading, .top, .bottom], 6, for: .compactLeading)
            .keylineTint(Color.orange)
            .widgetURL(URL(string: "timers://open"))
        }
        .supplementalActivityFamilies([.small, .medium])
    }
}

/// Ends every timer when the app asks: compiles as the app target's code does.
func endAllTimers() async {
    for activity in Activity<TimerActivityAttributes>.activities {
        await activity.end(nil, dismissalPolicy: .immediate)
    }
}
