import Charts
import SwiftUI
import WidgetKit

/// The next twelve hours' temperature as a curve over a shaded area, "now" marked with a dot.
struct HourlyView: View {
    let entry: WeatherEntry

    private var hours: [Forecast.Hour] { entry.forecast.hours(from: entry.date) }
    private var floor: Int { (hours.map(\.temperature).min() ?? 0) - 2 }
    private var ceiling: Int { (hours.map(\.temperature).max() ?? 1) + 2 }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .firstTextBaseline) {
                Text(entry.forecast.city).font(.headline)
                Text(entry.forecast.condition).font(.caption).foregroundStyle(.secondary)
                Spacer()
                Text("\(entry.forecast.temperature)°").font(.custom("Quicksand-Bold", size: 24))
            }
            Chart {
                ForEach(hours) { hour in
                    AreaMark(x: .value("Hour", hour.date),
                             yStart: .value("Temperature", floor),
                             yEnd: .value("Temperature", hour.temperature))
                        .interpolationMethod(.catmullRom)
                        .foregroundStyle(LinearGradient(colors: [Color("SunAccent").opacity(0.45), Color("SunAccent").opacity(0.05)],
                                                        startPoint: .top, endPoint: .bottom))
                    LineMark(x: .value("Hour", hour.date), y: .value("Temperature", hour.temperature))
                        .interpolationMethod(.catmullRom)
                        .foregroundStyle(Color("SunAccent"))
                }
                if let now = hours.first {
                    PointMark(x: .value("Hour", now.date), y: .value("Temperature", now.temperature))
                        .foregroundStyle(.primary)
                        .annotation(position: .top) {
                            Text("Now").font(.caption2.bold())
                        }
                }
            }
            .chartYScale(domain: floor...ceiling)
            .chartXAxis {
                AxisMarks(values: .stride(by: .hour, count: 3)) { _ in
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.hour())
                }
            }
            .chartYAxis {
                AxisMarks(values: .automatic(desiredCount: 3)) { value in
                    AxisGridLine()
                    AxisValueLabel {
                        if let degrees = value.as(Int.self) { Text("\(degrees)°") }
                    }
                }
            }
        }
    }
}

extension Forecast {
    struct Hour: Identifiable, Hashable {
        let date: Date
        let temperature: Int
        var id: Date { date }
    }

    /// Twelve hourly temperatures from `date`'s hour: from now towards the day's high and back
    /// down towards the low (a forecast service would give these).
    func hours(from date: Date) -> [Hour] {
        let start = Date(timeIntervalSinceReferenceDate: (date.timeIntervalSinceReferenceDate / 3600).rounded(.down) * 3600)
        return (0..<12).map { i in
            let swing = sin(Double(i) / 11 * .pi)
            let value = Double(temperature) + (Double(high - temperature) + 1) * swing - Double(max(i - 8, 0)) * Double(high - low) / 8
            return Hour(date: start.addingTimeInterval(Double(i) * 3600), temperature: Int(value.rounded()))
        }
    }
}

struct HourlyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "HourlyWidget", provider: WeatherProvider()) { entry in
            HourlyView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Hourly")
        .description("The next twelve hours' temperature.")
        .supportedFamilies([.systemMedium])
    }
}

#Preview(as: .systemMedium) {
    HourlyWidget()
} timeline: {
    WeatherEntry(date: .now, forecast: .lisbon)
    WeatherEntry(date: .now, forecast: .reykjavik)
}
