// Written as for WidgetKit on iOS 17.
import Charts
import SwiftUI
import WidgetKit

/// A home-energy app's medium widget: a week of consumption stacked by source, each source in
/// the app's own colour (`chartForegroundStyleScale` with key-value pairs, which also orders the
/// legend), and the peak day's total written over its bar from a `chartOverlay`, placed with the
/// chart proxy's `position(forX:)` and `position(forY:)`.
struct EnergyDay: Identifiable {
    let day: String
    let source: String
    let kWh: Double
    var id: String { day + source }
}

struct EnergySourcesEntry: TimelineEntry {
    let date: Date
    let usage: [EnergyDay]

    var peak: (day: String, total: Double) {
        var totals: [String: Double] = [:]
        for item in usage { totals[item.day, default: 0] += item.kWh }
        let best = totals.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }!
        return (best.key, best.value)
    }
}

struct EnergySourcesWidgetView: View {
    let entry: EnergySourcesEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Energy this week")
                .font(.headline)
            Chart(entry.usage) { item in
                BarMark(x: .value("Day", item.day), y: .value("kWh", item.kWh))
                    .foregroundStyle(by: .value("Source", item.source))
            }
            .chartForegroundStyleScale([
                "Solar": Color.yellow,
                "Battery": Color.green,
                "Grid": Color.gray,
            ])
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    if let plotFrame = proxy.plotFrame,
                       let x = proxy.position(forX: entry.peak.day),
                       let y = proxy.position(forY: entry.peak.total) {
                        let origin = geometry[plotFrame].origin
                        Text("\(Int(entry.peak.total)) kWh")
                            .font(.caption2.bold())
                            .padding(.horizontal, 4)
                            .padding(.vertical, 1)
                            .background(.orange, in: Capsule())
                            .foregroundStyle(.white)
                            .fixedSize()
                            .position(x: origin.x + x, y: origin.y + y - 10)
                    }
                }
            }
        }
        .containerBackground(for: .widget) { Color(.systemBackground) }
    }
}

extension EnergySourcesEntry {
    static let sample: EnergySourcesEntry = {
        let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        let solar: [Double] = [4, 6, 2, 7, 5, 8, 6]
        let battery: [Double] = [3, 2, 1, 3, 2, 4, 3]
        let grid: [Double] = [9, 7, 12, 6, 8, 5, 7]
        var usage: [EnergyDay] = []
        for (i, day) in days.enumerated() {
            usage.append(EnergyDay(day: day, source: "Grid", kWh: grid[i]))
            usage.append(EnergyDay(day: day, source: "Solar", kWh: solar[i]))
            usage.append(EnergyDay(day: day, source: "Battery", kWh: battery[i]))
        }
        return EnergySourcesEntry(date: Date(timeIntervalSince1970: 1_795_219_200), usage: usage)
    }()
}
