//
//  RateWidget.swift
//  ExchangeRates
//

import WidgetKit
import SwiftUI

struct RateWidgetView: View {
    var entry: RateEntry

    private static let percent: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .percent
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        formatter.positivePrefix = "+"
        return formatter
    }()

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(entry.currency.flag)
                    .font(.title2)
                Text(entry.currency.rawValue)
                    .font(.headline)
                Spacer()
            }
            Spacer()
            Text(entry.current, format: .currency(code: "PLN").precision(.fractionLength(4)))
                .font(.title3.bold())
                .minimumScaleFactor(0.7)
                .lineLimit(1)
            HStack(spacing: 2) {
                Image(systemName: entry.change >= 0 ? "arrow.up.right" : "arrow.down.right")
                Text(Self.percent.string(from: NSNumber(value: entry.change)) ?? "")
            }
            .font(.caption.bold())
            .foregroundColor(entry.change >= 0 ? .green : .red)
            Text("NBP, \(entry.date.formatted(.dateTime.day().month(.abbreviated)))")
                .font(.caption2)
                .foregroundColor(.secondary)
        }
    }
}

struct RateWidget: Widget {
    let kind: String = "ExchangeRates.Rate"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: RateConfigurationIntent.self, provider: RateProvider()) { entry in
            RateWidgetView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Exchange Rate")
        .description("Today's mid rate of a currency.")
        .supportedFamilies([.systemSmall])
    }
}

#Preview("Rate", as: .systemSmall, using: RateConfigurationIntent(currency: .gbp)) {
    RateWidget()
} timeline: {
    RateEntry.make(currency: .gbp, at: .now)
    RateEntry.make(currency: .chf, at: .now)
}
