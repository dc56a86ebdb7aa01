// Written as for WidgetKit on iOS 17.
import Charts
import SwiftUI
import WidgetKit

/// A weather app's medium widget: each month's rainfall this year beside last year's, as
/// grouped bars (`position(by:)`), coloured by year with the automatic legend.
struct MonthlyRainfall: Identifiable {
    let month: String
    let year: String
    let millimetres: Double
    var id: String { "\(month) \(year)" }
}

struct RainfallChartEntry: TimelineEntry {
    let date: Date
    let months: [MonthlyRainfall]
}

struct RainfallChartWidgetView: View {
    let entry: RainfallChartEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Rainfall (mm)")
                .font(.headline)
            Chart(entry.months) { month in
                BarMark(
                    x: .value("Month", month.month),
                    y: .value("Rainfall", month.millimetres)
                )
                .foregroundStyle(by: .value("Year", month.year))
                .position(by: .value("Year", month.year))
                .cornerRadius(2)
            }
        }
        .containerBackground(for: .widget) { Color(.systemBackground) }
    }
}

extension RainfallChartEntry {
    static let sample: RainfallChartEntry = {
        let months = ["Jun", "Jul", "Aug", "Sep", "Oct", "Nov"]
        let lastYear: [Double] = [48, 61, 55, 49, 72, 83]
        let thisYear: [Double] = [35, 70, 42, 64, 90, 58]
        let rows = months.indices.flatMap { i in
            [MonthlyRainfall(month: months[i], year: "2025", millimetres: lastYear[i]),
             MonthlyRainfall(month: months[i], year: "2026", millimetres: thisYear[i])]
        }
        return RainfallChartEntry(date: Date(timeIntervalSince1970: 1_795_219_200), months: rows)
    }()
}
