//
//  WeeklySpendingWidget.swift
//  BudgetChartWidgets
//

import Charts
import SwiftUI
import WidgetKit

struct WeeklySpendingView: View {
    var entry: SpendingEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .firstTextBaseline) {
                Text(String(localized: "This week", comment: "Title of the weekly spending widget"))
                    .font(.headline)
                Spacer()
                Text(entry.spent, format: .currency(code: entry.currencyCode))
                    .font(.subheadline.weight(.semibold))
                    .foregroundColor(entry.remaining < 0 ? Color("OverBudget") : .primary)
            }
            Chart {
                ForEach(entry.days) { day in
                    BarMark(
                        x: .value("Day", day.day, unit: .day),
                        y: .value("Amount", day.amount)
                    )
                    .foregroundStyle(day.amount > entry.dailyBudget ? Color("OverBudget") : Color.accentColor)
                    .cornerRadius(3)
                }
                RuleMark(y: .value("Daily budget", entry.dailyBudget))
                    .foregroundStyle(Color("BudgetLine"))
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                    .annotation(position: .top, alignment: .leading) {
                        Text(String(localized: "Daily budget"))
                            .font(.caption2)
                            .foregroundColor(Color("BudgetLine"))
                    }
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { _ in
                    AxisValueLabel(format: .dateTime.weekday(.narrow), centered: true)
                }
            }
            .chartYAxis(.hidden)
        }
    }
}

struct WeeklySpendingWidget: Widget {
    let kind: String = "BudgetChart.WeeklySpending"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: SpendingProvider()) { entry in
            WeeklySpendingView(entry: entry)
                .containerBackground(Color("WidgetBackground"), for: .widget)
        }
        .configurationDisplayName(String(localized: "Weekly Spending"))
        .description(String(localized: "Your spending each day this week."))
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

#Preview(as: .systemMedium) {
    WeeklySpendingWidget()
} timeline: {
    SpendingEntry.sample(on: .now)
}
