//
//  BudgetLeftWidget.swift
//  BudgetChartWidgets
//

import SwiftUI
import WidgetKit

struct BudgetLeftView: View {
    @Environment(\.widgetFamily) var family
    var entry: SpendingEntry

    private var fractionLeft: Double {
        max(0, min(1, entry.remaining / entry.weeklyBudget))
    }

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: fractionLeft) {
                Text(String(localized: "Left"))
            } currentValueLabel: {
                Text(fractionLeft, format: .percent.precision(.fractionLength(0)))
            }
            .gaugeStyle(.accessoryCircular)
        default:
            VStack(alignment: .leading, spacing: 4) {
                Text(String(localized: "Left to spend"))
                    .font(.caption)
                    .foregroundColor(.secondary)
                Text(entry.remaining, format: .currency(code: entry.currencyCode).precision(.fractionLength(0)))
                    .font(.system(.title, design: .rounded).weight(.bold))
                    .minimumScaleFactor(0.6)
                    .foregroundColor(entry.remaining < 0 ? Color("OverBudget") : Color.accentColor)
                Spacer()
                ProgressView(value: fractionLeft)
                    .tint(Color.accentColor)
                Text(String(localized: "\(entry.days.count) days tracked"))
                    .font(.caption2)
                    .foregroundColor(.secondary)
            }
        }
    }
}

struct BudgetLeftWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "BudgetChart.Left", provider: SpendingProvider()) { entry in
            BudgetLeftView(entry: entry)
                .containerBackground(Color("WidgetBackground"), for: .widget)
        }
        .configurationDisplayName(String(localized: "Budget Left"))
        .description(String(localized: "What is left of this week's budget."))
        .supportedFamilies([.systemSmall, .accessoryCircular])
    }
}
