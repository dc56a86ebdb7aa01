//
//  GlucoseReading.swift
//  GlucoseGlance
//

import Foundation

struct GlucoseReading: Identifiable, Codable, Hashable {
    var id: Date { date }
    let date: Date
    let mgdl: Double
}

enum Trend: String, Codable {
    case rising, flat, falling

    var arrow: String {
        switch self {
        case .rising: return "arrow.up.right"
        case .flat: return "arrow.right"
        case .falling: return "arrow.down.right"
        }
    }
}

struct GlucoseEntry: TimelineEntryData {
    let date: Date
    let readings: [GlucoseReading]
    let trend: Trend

    var latest: GlucoseReading? { readings.last }

    static let lowLimit: Double = 70
    static let highLimit: Double = 180

    /// Three hours of readings every five minutes, as the app's shared store keeps them.
    static func sample(endingAt end: Date) -> GlucoseEntry {
        let values: [Double] = [112, 118, 126, 135, 148, 160, 171, 183, 192, 198, 196, 188,
                                176, 163, 150, 141, 133, 127, 121, 117, 114, 112, 111, 113,
                                116, 120, 125, 129, 134, 138, 141, 143, 146, 149, 151, 154]
        let readings = values.enumerated().map { index, value in
            GlucoseReading(date: end.addingTimeInterval(Double(index - values.count + 1) * 300), mgdl: value)
        }
        return GlucoseEntry(date: end, readings: readings, trend: .rising)
    }
}

/// The fields every entry of this extension has (the app's shared module declares it).
protocol TimelineEntryData {
    var date: Date { get }
}
