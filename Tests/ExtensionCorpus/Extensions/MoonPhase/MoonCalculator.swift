//
//  MoonCalculator.swift
//  MoonPhaseWidget
//

import Foundation

enum MoonPhase: Int, CaseIterable {
    case newMoon, waxingCrescent, firstQuarter, waxingGibbous, fullMoon, waningGibbous, lastQuarter, waningCrescent

    var name: String {
        switch self {
        case .newMoon: return "New Moon"
        case .waxingCrescent: return "Waxing Crescent"
        case .firstQuarter: return "First Quarter"
        case .waxingGibbous: return "Waxing Gibbous"
        case .fullMoon: return "Full Moon"
        case .waningGibbous: return "Waning Gibbous"
        case .lastQuarter: return "Last Quarter"
        case .waningCrescent: return "Waning Crescent"
        }
    }

    /// The image set in Assets.xcassets.
    var imageName: String {
        let name = String(describing: self)
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    var symbolName: String {
        switch self {
        case .newMoon: return "moonphase.new.moon"
        case .waxingCrescent: return "moonphase.waxing.crescent"
        case .firstQuarter: return "moonphase.first.quarter"
        case .waxingGibbous: return "moonphase.waxing.gibbous"
        case .fullMoon: return "moonphase.full.moon"
        case .waningGibbous: return "moonphase.waning.gibbous"
        case .lastQuarter: return "moonphase.last.quarter"
        case .waningCrescent: return "moonphase.waning.crescent"
        }
    }
}

enum MoonCalculator {
    static let synodicMonth = 29.530588853
    /// A known new moon: 2000-01-06 18:14 UTC.
    static let referenceNewMoon = Date(timeIntervalSince1970: 947_182_440)

    /// Days since the last new moon, 0 ..< 29.53.
    static func age(at date: Date) -> Double {
        let days = date.timeIntervalSince(referenceNewMoon) / 86_400
        let age = days.truncatingRemainder(dividingBy: synodicMonth)
        return age < 0 ? age + synodicMonth : age
    }

    static func entry(for date: Date) -> MoonEntry {
        let age = age(at: date)
        let fraction = age / synodicMonth
        let phase = MoonPhase(rawValue: Int((fraction * 8).rounded()) % 8) ?? .newMoon
        let illumination = (1 - cos(2 * .pi * fraction)) / 2
        var daysToFull = synodicMonth / 2 - age
        if daysToFull < 0 { daysToFull += synodicMonth }
        return MoonEntry(date: date, phase: phase, illumination: illumination,
                         nextFullMoon: date.addingTimeInterval(daysToFull * 86_400))
    }
}
