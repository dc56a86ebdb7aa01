//
//  LastNightWidget.swift
//  SleepScoreWidgets
//

import Charts
import SwiftUI
import WidgetKit

struct SleepStagesChart: View {
    let night: SleepNight

    var body: some View {
        Chart(night.segments) { segment in
            BarMark(
                xStart: .value("Start", segment.start),
                xEnd: .value("End", segment.end),
                y: .value("Stage", segment.stage.rawValue)
            )
            .foregroundStyle(by: .value("Stage", segment.stage.rawValue))
            .cornerRadius(2)
        }
        .chartForegroundStyleScale([
            SleepStage.awake.rawValue: Color(uiColor: SleepStage.awake.uiColor),
            SleepStage.rem.rawValue: Color(uiColor: SleepStage.rem.uiColor),
            SleepStage.core.rawValue: Color(uiColor: SleepStage.core.uiColor),
            SleepStage.deep.rawValue: Color(uiColor: SleepStage.deep.uiColor),
        ])
        .chartYScale(domain: SleepStage.allCases.map(\.rawValue))
        .chartLegend(.hidden)
        .chartXAxis {
            AxisMarks(values: .stride(by: .hour, count: 2)) { _ in
                AxisGridLine()
                AxisValueLabel(format: .dateTime.hour())
            }
        }
    }
}

struct LastNightView: View {
    var entry: SleepEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .firstTextBaseline) {
                Label("Last night", systemImage: "bed.double.fill")
                    .font(.headline)
                    .foregroundColor(Color(uiColor: .systemIndigo))
                Spacer()
                Text(entry.night.bedtime, style: .time)
                Text("–")
                Text(entry.night.wakeUp, style: .time)
            }
            .font(.caption)
            SleepStagesChart(night: entry.night)
        }
    }
}

struct LastNightWidget: Widget {
    let kind: String = "SleepScore.LastNight"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: SleepProvider()) { entry in
            LastNightView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Last Night")
        .description("Your sleep stages through the night.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

#Preview(as: .systemMedium) {
    LastNightWidget()
} timeline: {
    SleepEntry(date: .now, night: .sample(endingAt: .now))
}
