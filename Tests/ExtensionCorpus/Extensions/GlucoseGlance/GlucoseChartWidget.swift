//
//  GlucoseChartWidget.swift
//  GlucoseGlance
//

import Charts
import SwiftUI
import WidgetKit

struct GlucoseChart: View {
    let readings: [GlucoseReading]

    var body: some View {
        Chart {
            RectangleMark(yStart: .value("Low", GlucoseEntry.lowLimit), yEnd: .value("High", GlucoseEntry.highLimit))
                .foregroundStyle(Color.green.opacity(0.12))
            RuleMark(y: .value("High", GlucoseEntry.highLimit))
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                .foregroundStyle(.orange)
            ForEach(readings) { reading in
                PointMark(x: .value("Time", reading.date), y: .value("mg/dL", reading.mgdl))
                    .symbolSize(14)
                    .foregroundStyle(color(for: reading.mgdl))
            }
        }
        .chartYScale(domain: 40...300)
        .chartYAxis {
            AxisMarks(position: .trailing, values: [70, 180, 250]) { _ in
                AxisGridLine()
                AxisValueLabel()
            }
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .hour)) { _ in
                AxisGridLine()
                AxisValueLabel(format: .dateTime.hour())
            }
        }
    }

    private func color(for value: Double) -> Color {
        if value < GlucoseEntry.lowLimit { return .red }
        if value > GlucoseEntry.highLimit { return .orange }
        return .green
    }
}

struct GlucoseChartWidgetView: View {
    var entry: GlucoseTimelineEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if let latest = entry.data.latest {
                HStack(alignment: .firstTextBaseline) {
                    Text("\(Int(latest.mgdl))")
                        .font(.system(size: 34, weight: .bold, design: .rounded))
                    Image(systemName: entry.data.trend.arrow)
                        .font(.title3.bold())
                    Text("mg/dL")
                        .font(.caption)
                        .foregroundColor(.secondary)
                    Spacer()
                    Text(latest.date, style: .time)
                        .font(.caption)
                        .foregroundColor(.secondary)
                }
            }
            GlucoseChart(readings: entry.data.readings)
        }
    }
}

struct GlucoseChartWidget: Widget {
    let kind: String = "GlucoseGlance.Chart"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: GlucoseProvider()) { entry in
            GlucoseChartWidgetView(entry: entry)
                .containerBackground(for: .widget) {
                    Color(.systemBackground)
                }
        }
        .configurationDisplayName("Glucose Chart")
        .description("The last three hours of readings.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

struct GlucoseChartWidget_Previews: PreviewProvider {
    static var previews: some View {
        GlucoseChartWidgetView(entry: GlucoseTimelineEntry(data: .sample(endingAt: Date())))
            .previewContext(WidgetPreviewContext(family: .systemMedium))
            .previewDisplayName("Glucose Chart")
    }
}
