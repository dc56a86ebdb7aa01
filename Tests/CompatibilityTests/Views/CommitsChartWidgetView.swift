// Written as for WidgetKit on iOS 17.
import Charts
import SwiftUI
import WidgetKit

/// A developer tool's medium widget: commits per weekday as bars with each count over its bar
/// (`annotation(position: .top)`), and the week's average as a dashed rule labelled at its
/// trailing end (`annotation(position: .top, alignment: .trailing)`), the y axis hidden.
struct DailyCommits: Identifiable {
    let day: String
    let count: Int
    var id: String { day }
}

struct CommitsChartEntry: TimelineEntry {
    let date: Date
    let days: [DailyCommits]

    var average: Double { Double(days.map(\.count).reduce(0, +)) / Double(max(days.count, 1)) }
    var most: Int { days.map(\.count).max() ?? 0 }
}

struct CommitsChartWidgetView: View {
    let entry: CommitsChartEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Commits this week")
                .font(.caption.bold())
            Chart {
                ForEach(entry.days) { day in
                    BarMark(
                        x: .value("Day", day.day),
                        y: .value("Commits", day.count)
                    )
                    .foregroundStyle(.indigo)
                    .cornerRadius(3)
                    .annotation(position: .top) {
                        Text("\(day.count)")
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                    }
                }
                RuleMark(y: .value("Average", entry.average))
                    .foregroundStyle(.orange)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
                    .annotation(position: .top, alignment: .trailing) {
                        Text(String(format: "avg %.1f", entry.average))
                            .font(.caption2.bold())
                            .foregroundStyle(.orange)
                    }
            }
            .chartYAxis(.hidden)
            .chartYScale(domain: 0...(entry.most + 4))
        }
        .containerBackground(for: .widget) { Color(.systemBackground) }
    }
}

extension CommitsChartEntry {
    static let sample = CommitsChartEntry(
        date: Date(timeIntervalSince1970: 1_795_219_200),
        days: zip(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"], [6, 18, 5, 22, 15, 3, 1]).map { DailyCommits(day: $0, count: $1) }
    )
}
