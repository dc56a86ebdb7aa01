//
//  MoonPhaseWidget.swift
//  MoonPhaseWidget
//

import WidgetKit
import SwiftUI

struct MoonEntry: TimelineEntry {
    let date: Date
    let phase: MoonPhase
    let illumination: Double
    let nextFullMoon: Date
}

struct MoonProvider: TimelineProvider {
    func placeholder(in context: Context) -> MoonEntry {
        MoonEntry(date: Date(), phase: .fullMoon, illumination: 1, nextFullMoon: Date())
    }

    func getSnapshot(in context: Context, completion: @escaping (MoonEntry) -> ()) {
        completion(MoonCalculator.entry(for: Date()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<MoonEntry>) -> ()) {
        // One entry a day for a week, each at local midnight.
        let calendar = Calendar.current
        let today = calendar.startOfDay(for: Date())
        let entries = (0..<7).compactMap { offset -> MoonEntry? in
            guard let day = calendar.date(byAdding: .day, value: offset, to: today) else { return nil }
            return MoonCalculator.entry(for: day)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct MoonPhaseWidgetEntryView: View {
    var entry: MoonProvider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryInline:
            ViewThatFits {
                Label(entry.phase.name, systemImage: entry.phase.symbolName)
                Image(systemName: entry.phase.symbolName)
            }
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                Image(entry.phase.imageName)
                    .resizable()
                    .scaledToFit()
                    .padding(6)
            }
        case .accessoryRectangular:
            HStack {
                Image(entry.phase.imageName)
                    .resizable()
                    .frame(width: 36, height: 36)
                VStack(alignment: .leading) {
                    Text(entry.phase.name)
                        .font(.headline)
                    Text("\(Int(entry.illumination * 100))% lit")
                    Text("Full \(entry.nextFullMoon, style: .relative)")
                        .foregroundColor(.secondary)
                }
            }
        default:
            VStack(spacing: 6) {
                Image(entry.phase.imageName)
                    .resizable()
                    .aspectRatio(contentMode: .fit)
                    .frame(maxWidth: 72)
                    .shadow(color: .white.opacity(0.25), radius: 8)
                Text(entry.phase.name)
                    .font(.system(.subheadline, design: .serif).bold())
                    .foregroundColor(.white)
                Text(entry.date, style: .date)
                    .font(.caption2)
                    .foregroundColor(.white.opacity(0.7))
            }
        }
    }
}

@main
struct MoonPhaseWidget: Widget {
    let kind: String = "MoonPhase.Tonight"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: MoonProvider()) { entry in
            MoonPhaseWidgetEntryView(entry: entry)
                .containerBackground(Color("NightSky"), for: .widget)
        }
        .configurationDisplayName("Moon Phase")
        .description("Tonight's moon and the next full moon.")
        .supportedFamilies([.systemSmall, .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

#Preview(as: .systemSmall) {
    MoonPhaseWidget()
} timeline: {
    MoonCalculator.entry(for: .now)
    MoonCalculator.entry(for: .now.addingTimeInterval(7 * 86_400))
}

#Preview(as: .accessoryRectangular) {
    MoonPhaseWidget()
} timeline: {
    MoonCalculator.entry(for: .now)
}
