import Foundation
import VignetteCore

/// Accessory widgets for the lock-screen sheet's test, written as for WidgetKit: a battery
/// ring, a temperature gauge that is also the inline weather, and the next event.
nonisolated struct LockScreenTestWidgets: WidgetBundle {
    var body: some Widget {
        LockBatteryWidget()
        LockWeatherWidget()
        LockEventWidget()
    }
}

struct FixedEntry: TimelineEntry {
    let date: Date
}

struct FixedProvider: TimelineProvider {
    func placeholder(in context: Context) -> FixedEntry { FixedEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (FixedEntry) -> Void) { completion(FixedEntry(date: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<FixedEntry>) -> Void) {
        completion(Timeline(entries: [FixedEntry(date: .now)], policy: .never))
    }
}

nonisolated struct LockBatteryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "test-battery", provider: FixedProvider()) { _ in
            ZStack {
                AccessoryWidgetBackground()
                Gauge(value: 0.72) {
                    Image(systemName: "iphone")
                } currentValueLabel: {
                    Text("72")
                }
                .gaugeStyle(.accessoryCircularCapacity)
            }
            .containerBackground(for: .widget) { Color.clear }
        }
        .configurationDisplayName("Battery")
        .supportedFamilies([.accessoryCircular])
    }
}

nonisolated struct LockWeatherWidget: Widget {
    var kind = "test-weather"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: FixedProvider()) { _ in
            LockWeatherView()
        }
        .configurationDisplayName("Weather")
        .description("Current conditions.")
        .supportedFamilies([.accessoryInline, .accessoryCircular])
    }
}

nonisolated struct LockWeatherView: View {
    @Environment(\.widgetFamily) private var family

    var body: some View {
        if family == .accessoryInline {
            Label("9° Mostly Sunny", systemImage: "sun.max.fill")
        } else {
            Gauge(value: 9, in: 4...12) {
                Image(systemName: "sun.max.fill")
            } currentValueLabel: {
                Text("9°")
            } minimumValueLabel: {
                Text("4")
            } maximumValueLabel: {
                Text("12")
            }
            .gaugeStyle(.accessoryCircular)
            .containerBackground(for: .widget) { Color.clear }
        }
    }
}

nonisolated struct LockEventWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "test-next-event", provider: FixedProvider()) { _ in
            VStack(alignment: .leading, spacing: 0) {
                Text("Farmers market").font(.headline).widgetAccentable()
                Text("9:30 AM")
                Text("Ferry Building")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .containerBackground(for: .widget) { Color.clear }
        }
        .configurationDisplayName("Next event")
        .supportedFamilies([.accessoryRectangular, .accessoryInline])
    }
}
