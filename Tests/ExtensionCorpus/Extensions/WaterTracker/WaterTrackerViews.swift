//
//  WaterTrackerViews.swift
//  WaterTracker
//

import SwiftUI
import WidgetKit

struct WaterTrackerEntryView : View {
    var entry: Provider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.progress) {
                Image(systemName: "drop.fill")
            } currentValueLabel: {
                Text("\(entry.glasses)")
            }
            .gaugeStyle(.accessoryCircularCapacity)
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 2) {
                Label("Water", systemImage: "drop.fill")
                    .font(.headline)
                    .widgetAccentable()
                Text("\(entry.glasses) of \(entry.goal) glasses")
                ProgressView(value: entry.progress)
            }
        case .accessoryInline:
            Label("\(entry.glasses)/\(entry.goal) glasses", systemImage: "drop.fill")
        case .systemMedium:
            HStack(spacing: 16) {
                WaterRing(progress: entry.progress)
                    .frame(width: 100, height: 100)
                VStack(alignment: .leading, spacing: 6) {
                    Text("Today")
                        .font(.caption)
                        .foregroundColor(.secondary)
                    Text("\(entry.glasses) glasses")
                        .font(.title2.bold())
                    GlassesRow(glasses: entry.glasses, goal: entry.goal)
                }
                Spacer()
            }
        default:
            VStack(spacing: 8) {
                WaterRing(progress: entry.progress)
                Text("\(entry.glasses) of \(entry.goal)")
                    .font(.footnote.weight(.semibold))
            }
        }
    }
}

struct WaterRing: View {
    var progress: Double

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color("WaterBlue").opacity(0.2), lineWidth: 10)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color("WaterBlue"), style: StrokeStyle(lineWidth: 10, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Image(systemName: "drop.fill")
                .font(.title)
                .foregroundColor(Color("WaterBlue"))
        }
        .padding(5)
    }
}

struct GlassesRow: View {
    var glasses: Int
    var goal: Int

    var body: some View {
        HStack(spacing: 3) {
            ForEach(0..<goal, id: \.self) { index in
                RoundedRectangle(cornerRadius: 2)
                    .fill(index < glasses ? Color("WaterBlue") : Color.gray.opacity(0.3))
                    .frame(width: 10, height: 16)
            }
        }
    }
}

struct WaterTracker_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            WaterTrackerEntryView(entry: WaterEntry(date: Date(), glasses: 2, goal: 8))
                .previewContext(WidgetPreviewContext(family: .systemSmall))
                .previewDisplayName("Morning")
            WaterTrackerEntryView(entry: WaterEntry(date: Date(), glasses: 8, goal: 8))
                .previewContext(WidgetPreviewContext(family: .systemMedium))
                .previewDisplayName("Goal reached")
        }
    }
}
