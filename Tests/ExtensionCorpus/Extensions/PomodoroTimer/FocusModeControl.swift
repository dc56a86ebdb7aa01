//
//  FocusModeControl.swift
//  PomodoroTimer
//

import AppIntents
import SwiftUI
import WidgetKit

struct FocusModeControl: ControlWidget {
    static let kind = "PomodoroTimer.FocusControl"

    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: Self.kind, provider: FocusValueProvider()) { isRunning in
            ControlWidgetToggle("Focus Session", isOn: isRunning, action: ToggleFocusIntent()) { isOn in
                Label(isOn ? "Focusing" : "Start", systemImage: "timer")
            }
            .tint(.red)
        }
        .displayName("Focus Session")
        .description("Starts or stops a focus session.")
    }
}

struct FocusValueProvider: ControlValueProvider {
    var previewValue: Bool { false }

    func currentValue() async throws -> Bool {
        false
    }
}

struct ToggleFocusIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Toggle Focus Session"

    @Parameter(title: "Running")
    var value: Bool

    func perform() async throws -> some IntentResult {
        .result()
    }
}
