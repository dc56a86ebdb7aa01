//
//  CaffeineStore.swift
//  EspressoLog
//
//  Shared with the app through the app group.
//

import Foundation

enum CaffeineStore {
    static let suiteName = "group.com.example.espressolog"
    static let defaults = UserDefaults(suiteName: suiteName)!

    static let milligramsPerShot = 63
    static let dailyLimit = 400

    static var shotsToday: Int {
        defaults.integer(forKey: "espresso.shotsToday")
    }

    static var lastShot: Date? {
        defaults.object(forKey: "espresso.lastShot") as? Date
    }

    static func logShot(count: Int = 1) {
        defaults.set(shotsToday + count, forKey: "espresso.shotsToday")
        defaults.set(Date.now, forKey: "espresso.lastShot")
    }
}
