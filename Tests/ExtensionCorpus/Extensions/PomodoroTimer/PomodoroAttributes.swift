//
//  PomodoroAttributes.swift
//  PomodoroTimer
//
//  Shared with the app, which starts the activity with Activity.request.
//

import ActivityKit
import Foundation

struct PomodoroAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var phase: Phase
        var interval: ClosedRange<Date>
        var completedSessions: Int
        var isPaused: Bool
    }

    enum Phase: String, Codable, Hashable {
        case focus, shortBreak, longBreak

        var title: String {
            switch self {
            case .focus: "Focus"
            case .shortBreak: "Short Break"
            case .longBreak: "Long Break"
            }
        }

        var symbol: String {
            switch self {
            case .focus: "timer"
            case .shortBreak, .longBreak: "leaf.fill"
            }
        }
    }

    var taskName: String
    var sessionsGoal: Int
}
