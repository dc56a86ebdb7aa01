//
//  WaterLogWidget.swift
//  WaterLogWidget
//

import AppIntents
import SwiftUI
import WidgetKit

struct WaterEntry: TimelineEntry {
    let date: Date
    let glasses: Int
    let goal: Int
    let lastDrink: Date?

    var progress: Double {
        goal == 0 ? 0 : min(Double(glasses) / Double(goal), 1)
    }
}

struct WaterProvider: TimelineProvider {
    func placeholder(in context: Context) -> WaterEntry {
        WaterEntry(date: Date(), glasses: 5, goal: 8, lastDrink: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (WaterEntry) -> ()) {
        completion(WaterStore.shared.entry(at: Date()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WaterEntry>) -> ()) {
        let entry = WaterStore.shared.entry(at: Date())
        completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(60 * 30))))
    }
}

@main
struct WaterLogWidget: Widget {
    let kind: String = "WaterLog.Intake"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: WaterProvider()) { entry in
            if #available(iOS 17.0, *) {
                WaterLogEntryView(entry: entry)
                    .containerBackground(for: .widget) {
                        LinearGradient(colors: [Color(red: 0.85, green: 0.94, blue: 1.0), .white],
                                       startPoint: .top, endPoint: .bottom)
                    }
            } else {
                WaterLogEntryView(entry: entry)
                    .padding()
                    .background()
            }
        }
        .configurationDisplayName("Water")
        .description("Keep track of the glasses you drink today.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

struct WaterLogEntryView: View {
    var entry: WaterProvider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: Double(entry.glasses), in: 0...Double(entry.goal)) {
                Image(systemName: "drop.fill")
            } currentValueLabel: {
                Text("\(entry.glasses)")
            }
            .gaugeStyle(.accessoryCircular)
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Label("Water", systemImage: "drop.fill")
                    .font(.headline)
                    .widgetAccentable()
                Gauge(value: entry.progress) {
                    Text("\(entry.glasses) of \(entry.goal) glasses")
                }
                .gaugeStyle(.accessoryLinearCapacity)
            }
        case .accessoryInline:
            Text("💧 \(entry.glasses)/\(entry.goal) glasses")
        case .systemMedium:
            HStack(spacing: 16) {
                WaterRing(progress: entry.progress, glasses: entry.glasses)
                    .frame(width: 110, height: 110)
                VStack(alignment: .leading, spacing: 8) {
                    Text("Today")
                        .font(.headline)
                        .foregroundColor(.blue)
                    Text("\(entry.goal - min(entry.glasses, entry.goal)) glasses to go")
                        .font(.subheadline)
                    if let lastDrink = entry.lastDrink {
                        Text("Last glass \(lastDrink, style: .relative) ago")
                            .font(.caption)
                            .foregroundColor(.secondary)
                    }
                    if #available(iOS 17.0, *) {
                        Button(intent: LogGlassIntent()) {
                            Label("Add glass", systemImage: "plus")
                                .font(.caption.bold())
                        }
                        .buttonStyle(.borderedProminent)
                        .tint(.blue)
                    }
                }
                Spacer(minLength: 0)
            }
        default:
            VStack(spacing: 6) {
                WaterRing(progress: entry.progress, glasses: entry.glasses)
                Text("of \(entry.goal) glasses")
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
        }
    }
}

struct WaterRing: View {
    let progress: Double
    let glasses: Int

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.blue.opacity(0.15), lineWidth: 12)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                .rotationEffect(.degrees(-90))
            VStack(spacing: 0) {
                Image(systemName: "drop.fill")
                    .foregroundColor(.blue)
                Text("\(glasses)")
                    .font(.system(.title, design: .rounded).bold())
            }
        }
        .padding(6)
    }
}

@available(iOS 17.0, *)
#Preview(as: .systemSmall) {
    WaterLogWidget()
} timeline: {
    WaterEntry(date: .now, glasses: 3, goal: 8, lastDrink: .now.addingTimeInterval(-45 * 60))
    WaterEntry(date: .now, glasses: 8, goal: 8, lastDrink: .now)
}
