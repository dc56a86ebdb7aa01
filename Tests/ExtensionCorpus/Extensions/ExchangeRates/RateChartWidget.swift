//
//  RateChartWidget.swift
//  ExchangeRates
//

import Charts
import WidgetKit
import SwiftUI

struct RateChartView: View {
    var entry: RateEntry

    private var domain: ClosedRange<Double> {
        let values = entry.points.map(\.mid)
        let low = values.min() ?? 0, high = values.max() ?? 1
        let pad = (high - low) * 0.2
        return (low - pad)...(high + pad)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .firstTextBaseline) {
                Text("\(entry.currency.flag) \(entry.currency.rawValue)/PLN")
                    .font(.headline)
                Spacer()
                Text(entry.current, format: .number.precision(.fractionLength(4)))
                    .font(.headline.monospacedDigit())
            }
            Chart(entry.points) { point in
                AreaMark(x: .value("Day", point.date, unit: .day),
                         yStart: .value("Low", domain.lowerBound),
                         yEnd: .value("Mid", point.mid))
                    .foregroundStyle(LinearGradient(colors: [Color.blue.opacity(0.35), Color.blue.opacity(0.02)],
                                                    startPoint: .top, endPoint: .bottom))
                    .interpolationMethod(.catmullRom)
                LineMark(x: .value("Day", point.date, unit: .day), y: .value("Mid", point.mid))
                    .foregroundStyle(.blue)
                    .interpolationMethod(.catmullRom)
                    .lineStyle(StrokeStyle(lineWidth: 2))
            }
            .chartYScale(domain: domain)
            .chartXAxis {
                AxisMarks(values: .stride(by: .day, count: 3)) { _ in
                    AxisValueLabel(format: .dateTime.day().month(.defaultDigits))
                }
            }
            .chartYAxis {
                AxisMarks(position: .leading, values: .automatic(desiredCount: 3)) { _ in
                    AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2, 2]))
                    AxisValueLabel()
                }
            }
        }
    }
}

struct RateChartWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "ExchangeRates.Chart", intent: RateConfigurationIntent.self, provider: RateProvider()) { entry in
            RateChartView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Rate Chart")
        .description("Ten working days of a currency's rate.")
        .supportedFamilies([.systemMedium])
    }
}
