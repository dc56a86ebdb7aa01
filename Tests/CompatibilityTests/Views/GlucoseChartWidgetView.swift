// Written as for WidgetKit on iOS 17.
import Charts
import SwiftUI
import WidgetKit

/// A glucose monitor's small widget: the latest reading over a sparkline of the last hours,
/// with the target range shaded and the axes hidden.
struct GlucoseReading: Identifiable {
    let date: Date
    let value: Double
    var id: Date { date }
}

struct GlucoseEntry: TimelineEntry {
    let date: Date
    let readings: [GlucoseReading]
    let targetRange: ClosedRange<Double>

    var latest: GlucoseReading? { readings.last }
}

struct GlucoseChartWidgetView: View {
    let entry: GlucoseEntry

    private var chartColor: Color { .pink }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if let latest = entry.latest {
                HStack(alignment: .firstTextBaseline, spacing: 2) {
                    Text(latest.value, format: .number.precision(.fractionLength(0)))
                        .font(.title.weight(.semibold))
                        .monospacedDigit()
                    Text("mg/dL")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
                Text(latest.date, style: .time)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Chart {
                RectangleMark(
                    xStart: .value("Start", entry.readings.first?.date ?? entry.date),
                    xEnd: .value("End", entry.readings.last?.date ?? entry.date),
                    yStart: .value("Low", entry.targetRange.lowerBound),
                    yEnd: .value("High", entry.targetRange.upperBound)
                )
                .foregroundStyle(.green.opacity(0.15))

                RuleMark(y: .value("High", entry.targetRange.upperBound))
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 3]))
                    .foregroundStyle(.green.opacity(0.6))

                ForEach(entry.readings) { reading in
                    LineMark(
                        x: .value("Time", reading.date),
                        y: .value("Glucose", reading.value)
                    )
                    .interpolationMethod(.monotone)
                    .foregroundStyle(chartColor)
                }

                if let latest = entry.latest {
                    PointMark(
                        x: .value("Time", latest.date),
                        y: .value("Glucose", latest.value)
                    )
                    .symbol(.circle)
                    .symbolSize(60)
                    .foregroundStyle(chartColor)
                }
            }
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .chartYScale(domain: 40...240)
        }
        .containerBackground(for: .widget) { Color(.systemBackground) }
    }
}

extension GlucoseEntry {
    /// Three hours of readings every 15 minutes, ending at 9:00 on 21 November 2026 (UTC).
    static let sample: GlucoseEntry = {
        let end = Date(timeIntervalSince1970: 1_795_251_600)
        let values: [Double] = [142, 150, 163, 171, 168, 155, 139, 126, 118, 112, 117, 129, 138]
        let readings = values.enumerated().map { index, value in
            GlucoseReading(date: end.addingTimeInterval(Double(index - values.count + 1) * 900), value: value)
        }
        return GlucoseEntry(date: end, readings: readings, targetRange: 70...180)
    }()
}
