// Written as for WidgetKit on iOS 17.
import Charts
import SwiftUI
import WidgetKit

/// A home-energy app's large widget: the week's consumption by source, stacked bars per day
/// coloured by source (Swift Charts' palette and its automatic legend), the y axis's labels
/// written by the author.
struct EnergyUse: Identifiable {
    let day: String
    let source: String
    let kilowattHours: Double
    var id: String { day + source }
}

struct EnergyMixEntry: TimelineEntry {
    let date: Date
    let uses: [EnergyUse]
}

struct EnergyMixWidgetView: View {
    let entry: EnergyMixEntry

    private var total: Double { entry.uses.reduce(0) { $0 + $1.kilowattHours } }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Energy this week")
                .font(.headline)
            Text("\(total, format: .number.precision(.fractionLength(0))) kWh")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Chart(entry.uses) { use in
                BarMark(
                    x: .value("Day", use.day),
                    y: .value("kWh", use.kilowattHours)
                )
                .foregroundStyle(by: .value("Source", use.source))
            }
            .chartYAxis {
                AxisMarks(values: .automatic(desiredCount: 4)) { value in
                    AxisGridLine()
                    AxisValueLabel {
                        if let kWh = value.as(Double.self) {
                            Text("\(Int(kWh))")
                        }
                    }
                }
            }
        }
        .containerBackground(for: .widget) { Color(.systemBackground) }
    }
}

extension EnergyMixEntry {
    static let sample: EnergyMixEntry = {
        let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        let grid: [Double] = [6.2, 5.1, 7.4, 4.0, 5.6, 8.8, 7.9]
        let solar: [Double] = [4.1, 5.3, 2.2, 6.0, 4.8, 3.1, 5.5]
        let battery: [Double] = [1.2, 0.8, 1.9, 1.1, 1.4, 2.0, 0.6]
        var uses: [EnergyUse] = []
        for (index, day) in days.enumerated() {
            uses.append(EnergyUse(day: day, source: "Grid", kilowattHours: grid[index]))
            uses.append(EnergyUse(day: day, source: "Solar", kilowattHours: solar[index]))
            uses.append(EnergyUse(day: day, source: "Battery", kilowattHours: battery[index]))
        }
        return EnergyMixEntry(date: Date(timeIntervalSince1970: 1_795_219_200), uses: uses)
    }()
}
