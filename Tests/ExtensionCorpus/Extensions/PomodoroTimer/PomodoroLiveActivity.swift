//
//  PomodoroLiveActivity.swift
//  PomodoroTimer
//

import ActivityKit
import SwiftUI
import WidgetKit

struct PomodoroLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PomodoroAttributes.self) { context in
            PomodoroLockScreenView(context: context)
                .activityBackgroundTint(Color.black.opacity(0.75))
                .activitySystemActionForegroundColor(Color.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.state.phase.title, systemImage: context.state.phase.symbol)
                        .font(.caption.bold())
                        .foregroundStyle(context.state.phase.tint)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.completedSessions)/\(context.attributes.sessionsGoal)")
                        .font(.caption.monospacedDigit())
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.taskName)
                        .font(.caption)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(spacing: 6) {
                        Text(timerInterval: context.state.interval, countsDown: true)
                            .font(.system(size: 34, weight: .semibold).monospacedDigit())
                            .multilineTextAlignment(.center)
                        ProgressView(timerInterval: context.state.interval, countsDown: true) {
                            EmptyView()
                        } currentValueLabel: {
                            EmptyView()
                        }
                        .tint(context.state.phase.tint)
                    }
                }
            } compactLeading: {
                Image(systemName: context.state.phase.symbol)
                    .foregroundStyle(context.state.phase.tint)
            } compactTrailing: {
                Text(timerInterval: context.state.interval, countsDown: true)
                    .monospacedDigit()
                    .frame(width: 52)
            } minimal: {
                ProgressView(timerInterval: context.state.interval, countsDown: true) {
                    EmptyView()
                } currentValueLabel: {
                    Image(systemName: context.state.phase.symbol)
                }
                .progressViewStyle(.circular)
                .tint(context.state.phase.tint)
            }
            .keylineTint(context.state.phase.tint)
        }
    }
}

struct PomodoroLockScreenView: View {
    let context: ActivityViewContext<PomodoroAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Label(context.state.phase.title, systemImage: context.state.phase.symbol)
                    .font(.headline)
                    .foregroundStyle(context.state.phase.tint)
                Spacer()
                Text(context.attributes.taskName)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
            HStack(alignment: .lastTextBaseline) {
                if context.state.isPaused {
                    Text("Paused")
                        .font(.largeTitle.bold())
                } else {
                    Text(timerInterval: context.state.interval, countsDown: true)
                        .font(.largeTitle.bold().monospacedDigit())
                }
                Spacer()
                HStack(spacing: 4) {
                    ForEach(0..<context.attributes.sessionsGoal, id: \.self) { index in
                        Circle()
                            .fill(index < context.state.completedSessions ? context.state.phase.tint : Color.white.opacity(0.25))
                            .frame(width: 10, height: 10)
                    }
                }
            }
        }
        .padding()
        .foregroundStyle(.white)
    }
}

extension PomodoroAttributes.Phase {
    var tint: Color {
        switch self {
        case .focus: .red
        case .shortBreak: .green
        case .longBreak: .blue
        }
    }
}

extension PomodoroAttributes {
    fileprivate static var preview: PomodoroAttributes {
        PomodoroAttributes(taskName: "Write the report", sessionsGoal: 4)
    }
}

extension PomodoroAttributes.ContentState {
    fileprivate static var focusing: PomodoroAttributes.ContentState {
        PomodoroAttributes.ContentState(phase: .focus, interval: Date.now...Date.now.addingTimeInterval(18 * 60 + 24),
                                        completedSessions: 2, isPaused: false)
    }

    fileprivate static var onBreak: PomodoroAttributes.ContentState {
        PomodoroAttributes.ContentState(phase: .shortBreak, interval: Date.now...Date.now.addingTimeInterval(4 * 60),
                                        completedSessions: 3, isPaused: false)
    }
}

#Preview("Pomodoro", as: .content, using: PomodoroAttributes.preview) {
    PomodoroLiveActivity()
} contentStates: {
    PomodoroAttributes.ContentState.focusing
    PomodoroAttributes.ContentState.onBreak
}

#Preview("Pomodoro", as: .dynamicIsland(.compact), using: PomodoroAttributes.preview) {
    PomodoroLiveActivity()
} contentStates: {
    PomodoroAttributes.ContentState.focusing
}

#Preview("Pomodoro", as: .dynamicIsland(.expanded), using: PomodoroAttributes.preview) {
    PomodoroLiveActivity()
} contentStates: {
    PomodoroAttributes.ContentState.focusing
}

#Preview("Pomodoro", as: .dynamicIsland(.minimal), using: PomodoroAttributes.preview) {
    PomodoroLiveActivity()
} contentStates: {
    PomodoroAttributes.ContentState.onBreak
}
