// Written as for WidgetKit on iOS 17.
import Charts
import SwiftUI
import WidgetKit

/// A weather app's medium widget: today's temperatures beside yesterday's, one line per day told
/// apart by colour, symbol and dash (`foregroundStyle(by:)`, `symbol(by:)`, `lineStyle(by:)` on
/// the same value), with the automatic legend.
struct HourlyTemperature: Identifiable {
    let day: String
    let hour: Int
    let celsius: Double
    var id: String { "\(day) \(hour)" }
}

struct TemperatureCompareEntry: TimelineEntry {
    let date: Date
    let readings: [HourlyTemperature]
}

struct TemperatureCompareWidgetView: View {
    let entry: TemperatureCompareEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Today vs. yesterday (°C)")
                .font(.caption.bold())
            Chart(entry.readings) { reading in
                LineMark(
                    x: .value("Hour", reading.hour),
                    y: .value("Temperature", reading.celsius)
                )
                .foregroundStyle(by: .value("Day", reading.day))
                .symbol(by: .value("Day", reading.day))
                .lineStyle(by: .value("Day", reading.day))
                .interpolationMethod(.monotone)
            }
            .chartXScale(domain: 6...21)
            .chartXAxis {
                AxisMarks(values: [6, 9, 12, 15, 18, 21]) { value in
                    AxisGridLine()
                    AxisValueLabel { if let hour = value.as(Int.self) { Text("\(hour)h") } }
                }
            }
        }
        .containerBackground(for: .widget) { Color(.systemBackground) }
    }
}

extension TemperatureCompareEntry {
    static let sample: TemperatureCompareEntry = {
        let hours = [6, 9, 12, 15, 18, 21]
        let today: [Double] = [9, 13, 18, 21, 17, 12]
        let yesterday: [Double] = [7, 10, 14, 15, 13, 10]
        let rows = hours.indices.map { HourlyTemperature(day: "Today", hour: hours[$0], celsius: today[$0]) }
            + hours.indices.map { HourlyTemperature(day: "Yesterday", hour: hours[$0], celsius: yesterday[$0]) }
        return TemperatureCompareEntry(date: Date(timeIntervalSince1970: 1_795_219_200), readings: rows)
    }()
}
