// Written as for WidgetKit on iOS 17.
import SwiftUI
import WidgetKit

/// A fitness app's step goal: a ring on the Lock Screen, a bar in the rectangular slot, a
/// capacity ring on the Home Screen.
struct StepGaugeEntry {
    let date: Date
    let steps: Double
    let goal: Double
    let calories: Int
}

struct StepGaugeWidgetView: View {
    let entry: StepGaugeEntry
    @Environment(\.widgetFamily) private var family

    private var stepsText: String {
        entry.steps >= 1_000 ? String(format: "%.1fk", entry.steps / 1_000) : "\(Int(entry.steps))"
    }

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.steps, in: 0...entry.goal) {
                Image(systemName: "flame.fill")
            } currentValueLabel: {
                Text(stepsText)
            }
            .gaugeStyle(.accessoryCircular)
            .containerBackground(for: .widget) { AccessoryWidgetBackground() }
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 2) {
                Text("Steps")
                    .font(.headline)
                    .widgetAccentable()
                Gauge(value: entry.steps, in: 0...entry.goal) {
                    Text("\(entry.calories) kcal")
                } currentValueLabel: {
                    Text(stepsText)
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("10k")
                }
                .gaugeStyle(.accessoryLinear)
            }
            .containerBackground(for: .widget) { Color.clear }
        case .accessoryInline:
            Text("\(stepsText) steps today")
                .containerBackground(for: .widget) { Color.clear }
        default:
            VStack(alignment: .leading, spacing: 8) {
                HStack(spacing: 4) {
                    Image(systemName: "flame.fill")
                    Text("Move")
                    Spacer()
                }
                .font(.caption.weight(.semibold))
                .foregroundStyle(.orange)
                Gauge(value: entry.steps, in: 0...entry.goal) {
                    Text("Steps")
                } currentValueLabel: {
                    Text(stepsText)
                        .font(.title2.weight(.semibold))
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(Gradient(colors: [.orange, .pink]))
                .frame(maxWidth: .infinity)
                Text("Goal \(Int(entry.goal)) steps")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity)
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
    }
}
