// Written as for WidgetKit on iOS 17.
import SwiftUI
import WidgetKit

struct ActivitySummary {
    struct Ring {
        let name: String
        let value: Double
        let goal: Double
        let unit: String
        let color: Color
        var progress: Double { goal > 0 ? value / goal : 0 }
    }

    let rings: [Ring]
    /// Move calories for the last seven days, oldest first.
    let week: [Double]
}

struct ActivityEntry: TimelineEntry {
    let date: Date
    let summary: ActivitySummary
}

/// A fitness app's activity rings: three progress rings drawn with `trim` and turned to start
/// at 12 o'clock with `rotationEffect`; a week of bars in the large size.
struct ActivityRingsView: View {
    var entry: ActivityEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        Group {
            switch family {
            case .systemSmall:
                RingStack(rings: entry.summary.rings, lineWidth: 14)
                    .padding(4)
            case .systemMedium:
                HStack(spacing: 16) {
                    RingStack(rings: entry.summary.rings, lineWidth: 13)
                    stats
                }
            default:
                VStack(alignment: .leading, spacing: 14) {
                    HStack(spacing: 16) {
                        RingStack(rings: entry.summary.rings, lineWidth: 13)
                            .frame(width: 130, height: 130)
                        stats
                    }
                    Text("Move this week")
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(.secondary)
                    WeekBars(values: entry.summary.week, goal: entry.summary.rings[0].goal, color: entry.summary.rings[0].color)
                }
            }
        }
        .containerBackground(for: .widget) { Color.black }
        .environment(\.colorScheme, .dark)
    }

    private var stats: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(entry.summary.rings, id: \.name) { ring in
                VStack(alignment: .leading, spacing: 0) {
                    Text(ring.name)
                        .font(.caption.weight(.semibold))
                    Text("\(Int(ring.value))/\(Int(ring.goal))")
                        .font(.system(.title3, design: .rounded).weight(.semibold))
                        .foregroundColor(ring.color)
                    + Text(ring.unit)
                        .font(.system(.footnote, design: .rounded).weight(.semibold))
                        .foregroundColor(ring.color)
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

private struct RingStack: View {
    let rings: [ActivitySummary.Ring]
    let lineWidth: CGFloat

    var body: some View {
        GeometryReader { proxy in
            let side = min(proxy.size.width, proxy.size.height)
            ZStack {
                ForEach(Array(rings.enumerated()), id: \.offset) { index, ring in
                    let inset = CGFloat(index) * (lineWidth + 2) + lineWidth / 2
                    ZStack {
                        Circle()
                            .stroke(ring.color.opacity(0.25), lineWidth: lineWidth)
                        Circle()
                            .trim(from: 0, to: min(ring.progress, 1))
                            .stroke(ring.color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                            .rotationEffect(.degrees(-90))
                    }
                    .frame(width: side - 2 * inset, height: side - 2 * inset)
                }
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
        .aspectRatio(1, contentMode: .fit)
    }
}

private struct WeekBars: View {
    let values: [Double]
    let goal: Double
    let color: Color
    private let days = ["M", "T", "W", "T", "F", "S", "S"]

    var body: some View {
        HStack(alignment: .bottom, spacing: 10) {
            ForEach(values.indices, id: \.self) { index in
                VStack(spacing: 4) {
                    Capsule()
                        .fill(values[index] >= goal ? color : color.opacity(0.5))
                        .frame(width: 12, height: max(4, 90 * min(values[index] / goal, 1.2)))
                    Text(days[index % days.count])
                        .font(.caption2.weight(.medium))
                        .foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity)
            }
        }
        .frame(maxHeight: .infinity, alignment: .bottom)
    }
}

// MARK: - Widget

extension ActivityEntry {
    static let sample = ActivityEntry(date: Date(timeIntervalSince1970: 1_795_262_400), summary: ActivitySummary(
        rings: [
            .init(name: "Move", value: 420, goal: 500, unit: "CAL", color: Color(red: 0.98, green: 0.07, blue: 0.31)),
            .init(name: "Exercise", value: 24, goal: 30, unit: "MIN", color: Color(red: 0.6, green: 1.0, blue: 0.0)),
            .init(name: "Stand", value: 11, goal: 12, unit: "HRS", color: Color(red: 0.0, green: 0.93, blue: 0.98)),
        ],
        week: [510, 380, 620, 450, 300, 540, 420]))
}

struct ActivityRingsProvider: TimelineProvider {
    func placeholder(in context: Context) -> ActivityEntry {
        ActivityEntry(date: Date(), summary: ActivitySummary(rings: ActivityEntry.sample.summary.rings.map { .init(name: $0.name, value: 0, goal: $0.goal, unit: $0.unit, color: $0.color) }, week: Array(repeating: 0, count: 7)))
    }

    func getSnapshot(in context: Context, completion: @escaping (ActivityEntry) -> Void) {
        completion(.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ActivityEntry>) -> Void) {
        completion(Timeline(entries: [.sample], policy: .after(Date().addingTimeInterval(30 * 60))))
    }
}

struct ActivityRingsWidget: Widget {
    let kind = "ActivityRings"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: ActivityRingsProvider()) { entry in
            ActivityRingsView(entry: entry)
        }
        .configurationDisplayName("Activity")
        .description("Your Move, Exercise and Stand rings.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
