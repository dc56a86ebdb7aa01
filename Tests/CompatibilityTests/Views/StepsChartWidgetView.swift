// Written as for WidgetKit on iOS 17.
import Charts
import SwiftUI
import WidgetKit

/// A fitness app's medium widget: a week of daily steps as bars (a bar per day, its date's
/// unit a day), the daily goal as a dashed rule, with Swift Charts' default axes.
struct DailySteps: Identifiable {
    let day: Date
    let steps: Int
    var id: Date { day }
}

struct StepsChartEntry: TimelineEntry {
    let date: Date
    let days: [DailySteps]
    let goal: Int
}

struct StepsChartWidgetView: View {
    let entry: StepsChartEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Label("Steps", systemImage: "flame.fill")
                    .font(.headline)
                    .foregroundStyle(.green)
                Spacer()
                Text("Goal \(entry.goal.formatted())")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Chart {
                ForEach(entry.days) { day in
                    BarMark(
                        x: .value("Day", day.day, unit: .day),
                        y: .value("Steps", day.steps)
                    )
                    .foregroundStyle(day.steps >= entry.goal ? Color.green : Color.green.opacity(0.45))
                    .cornerRadius(3)
                }
                RuleMark(y: .value("Goal", entry.goal))
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
                    .foregroundStyle(.orange)
            }
        }
        .containerBackground(for: .widget) { Color(.systemBackground) }
    }
}

extension StepsChartEntry {
    /// The seven days up to Saturday 21 November 2026 (UTC).
    static let sample: StepsChartEntry = {
        let lastDay = Date(timeIntervalSince1970: 1_795_219_200)
        let steps = [6_420, 9_870, 11_240, 4_310, 8_050, 12_900, 7_300]
        let days = steps.enumerated().map { index, count in
            DailySteps(day: lastDay.addingTimeInterval(Double(index - steps.count + 1) * 86_400), steps: count)
        }
        return StepsChartEntry(date: lastDay, days: days, goal: 8_000)
    }()
}
