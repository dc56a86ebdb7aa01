import AppIntents
import SwiftUI
import WidgetKit

struct CountdownEntry: TimelineEntry {
    let date: Date
    let event: EventEntity?
    let theme: CountdownTheme

    /// How far from creation to start the event is, 0...1.
    var elapsed: Double {
        guard let event else { return 0 }
        let total = event.start.timeIntervalSince(event.created)
        guard total > 0 else { return 1 }
        return min(max(date.timeIntervalSince(event.created) / total, 0), 1)
    }
}

struct CountdownProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> CountdownEntry {
        CountdownEntry(date: .now, event: nil, theme: .sunset)
    }

    func snapshot(for configuration: CountdownConfigurationIntent, in context: Context) async -> CountdownEntry {
        CountdownEntry(date: .now, event: configuration.event, theme: configuration.theme)
    }

    func timeline(for configuration: CountdownConfigurationIntent, in context: Context) async -> Timeline<CountdownEntry> {
        let entry = CountdownEntry(date: .now, event: configuration.event, theme: configuration.theme)
        // Text(_:style: .timer) ticks by itself; a new entry when the event starts.
        let policy: TimelineReloadPolicy = configuration.event.map { .after($0.start) } ?? .never
        return Timeline(entries: [entry], policy: policy)
    }
}

extension CountdownTheme {
    var gradient: LinearGradient {
        let colors: [Color] = switch self {
        case .sunset: [.orange, .pink]
        case .ocean: [.cyan, .blue]
        case .forest: [.mint, .green]
        }
        return LinearGradient(colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing)
    }
}

struct CountdownView: View {
    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetRenderingMode) private var renderingMode
    let entry: CountdownEntry

    var body: some View {
        if let event = entry.event {
            switch family {
            case .accessoryCircular:
                ProgressView(value: entry.elapsed) {
                    Text(event.emoji)
                }
                .progressViewStyle(.circular)
            case .accessoryRectangular:
                VStack(alignment: .leading) {
                    Text("\(event.emoji) \(event.title)")
                        .font(.headline)
                        .widgetAccentable()
                    Text(event.start, style: .relative)
                    Gauge(value: entry.elapsed) {
                        EmptyView()
                    }
                    .gaugeStyle(.accessoryLinearCapacity)
                }
            default:
                VStack(alignment: .leading, spacing: 2) {
                    Text(event.emoji)
                        .font(.largeTitle)
                    Spacer(minLength: 0)
                    Text(event.title)
                        .font(.headline)
                        .lineLimit(2)
                    if event.start > entry.date {
                        Text(event.start, style: .timer)
                            .font(.title2.monospacedDigit().bold())
                            .contentTransition(.numericText(countsDown: true))
                    } else {
                        Text("Started \(event.start, style: .offset) ago")
                            .font(.subheadline.bold())
                    }
                    Text(event.start.formatted(.dateTime.weekday(.abbreviated).day().month(.abbreviated)))
                        .font(.caption)
                        .opacity(0.8)
                }
                .foregroundStyle(renderingMode == .fullColor ? Color.white : Color.primary)
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        } else {
            Text("Choose an event")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

struct CountdownWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "EventCountdown.Countdown", intent: CountdownConfigurationIntent.self, provider: CountdownProvider()) { entry in
            CountdownView(entry: entry)
                .containerBackground(for: .widget) {
                    entry.theme.gradient
                }
                .widgetURL(entry.event.map { URL(string: "eventcountdown://event/\($0.id.uuidString)")! })
        }
        .configurationDisplayName("Countdown")
        .description("Counts down to an event.")
        .supportedFamilies([.systemSmall, .accessoryCircular, .accessoryRectangular])
    }
}

#Preview(as: .systemSmall) {
    CountdownWidget()
} timeline: {
    CountdownEntry(date: .now, event: EventEntity(id: UUID(), title: "Concert", emoji: "🎸",
                                                  start: .now.addingTimeInterval(5 * 3600 + 42 * 60),
                                                  created: .now.addingTimeInterval(-86_400)),
                   theme: .ocean)
    CountdownEntry(date: .now, event: nil, theme: .forest)
}
