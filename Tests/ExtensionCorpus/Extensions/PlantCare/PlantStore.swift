//
//  PlantStore.swift
//  Shared with the app through the app group.
//

import Foundation

struct Plant: Codable, Identifiable {
    var id: String { name }
    let name: String
    let symbol: String
    let lastWatered: Date
    let intervalDays: Int

    var nextWatering: Date {
        lastWatered.addingTimeInterval(Double(intervalDays) * 86_400)
    }

    func isDue(at date: Date) -> Bool {
        nextWatering <= date.addingTimeInterval(86_400)
    }

    /// 1 right after watering, 0 when the next watering is due.
    func moisture(at date: Date) -> Double {
        let elapsed = date.timeIntervalSince(lastWatered) / (Double(intervalDays) * 86_400)
        return max(0, min(1, 1 - elapsed))
    }

    func dueText(at date: Date) -> String {
        let days = Calendar.current.dateComponents([.day], from: Calendar.current.startOfDay(for: date),
                                                   to: Calendar.current.startOfDay(for: nextWatering)).day ?? 0
        switch days {
        case ..<0: return "Overdue"
        case 0: return "Water today"
        case 1: return "Tomorrow"
        default: return "In \(days) days"
        }
    }
}

final class PlantStore: Sendable {
    static let shared = PlantStore()

    private let defaults = UserDefaults(suiteName: "group.com.example.plantcare")!
    private let plantsKey = "plantcare.plants"

    func plants() -> [Plant] {
        guard let data = defaults.data(forKey: plantsKey) else { return [] }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return (try? decoder.decode([Plant].self, from: data)) ?? []
    }

    func markWatered(_ name: String, at date: Date) {
        let updated = plants().map { plant in
            plant.name == name ? Plant(name: plant.name, symbol: plant.symbol, lastWatered: date, intervalDays: plant.intervalDays) : plant
        }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        if let data = try? encoder.encode(updated) {
            defaults.set(data, forKey: plantsKey)
        }
    }
}
