//
//  SleepNight.swift
//  SleepScoreWidgets
//

import Foundation
import os
import UIKit

enum SleepStage: String, CaseIterable, Codable {
    case awake = "Awake"
    case rem = "REM"
    case core = "Core"
    case deep = "Deep"

    var uiColor: UIColor {
        switch self {
        case .awake: return .systemOrange
        case .rem: return .systemCyan
        case .core: return .systemBlue
        case .deep: return .systemIndigo
        }
    }
}

struct SleepSegment: Identifiable, Codable {
    var id: Date { start }
    let stage: SleepStage
    let start: Date
    let end: Date
}

struct SleepNight: Codable {
    let bedtime: Date
    let wakeUp: Date
    let segments: [SleepSegment]
    let goalHours: Double

    var asleep: TimeInterval {
        segments.filter { $0.stage != .awake }.reduce(0) { $0 + $1.end.timeIntervalSince($1.start) }
    }

    /// 0...100: time asleep against the goal, less for time awake, more for deep sleep.
    var score: Int {
        let hours = asleep / 3600
        let deep = segments.filter { $0.stage == .deep }.reduce(0) { $0 + $1.end.timeIntervalSince($1.start) } / 3600
        let raw = min(hours / goalHours, 1) * 85 + min(deep / 1.5, 1) * 15
        return Int(raw.rounded())
    }

    static func sample(endingAt wakeUp: Date) -> SleepNight {
        let pattern: [(SleepStage, Double)] = [
            (.awake, 0.25), (.core, 0.75), (.deep, 0.8), (.core, 0.6), (.rem, 0.4),
            (.core, 0.9), (.deep, 0.5), (.rem, 0.6), (.awake, 0.1), (.core, 0.8), (.rem, 0.5), (.awake, 0.15),
        ]
        let total = pattern.reduce(0) { $0 + $1.1 } * 3600
        var start = wakeUp.addingTimeInterval(-total)
        let bedtime = start
        var segments: [SleepSegment] = []
        for (stage, hours) in pattern {
            let end = start.addingTimeInterval(hours * 3600)
            segments.append(SleepSegment(stage: stage, start: start, end: end))
            start = end
        }
        return SleepNight(bedtime: bedtime, wakeUp: wakeUp, segments: segments, goalHours: 8)
    }
}

let sleepLog = OSLog(subsystem: "com.example.sleepscore.widgets", category: "Provider")
