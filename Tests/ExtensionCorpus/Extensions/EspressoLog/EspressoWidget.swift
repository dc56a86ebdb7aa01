//
//  EspressoWidget.swift
//  EspressoLog
//

import WidgetKit
import SwiftUI
import AppIntents

struct EspressoEntry: TimelineEntry {
    let date: Date
    let shots: Int
    let lastShot: Date?
    let configuration: EspressoConfigurationIntent

    var milligrams: Int { shots * CaffeineStore.milligramsPerShot }
}

struct EspressoProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> EspressoEntry {
        EspressoEntry(date: .now, shots: 2, lastShot: nil, configuration: EspressoConfigurationIntent())
    }

    func snapshot(for configuration: EspressoConfigurationIntent, in context: Context) async -> EspressoEntry {
        EspressoEntry(date: .now, shots: CaffeineStore.shotsToday, lastShot: CaffeineStore.lastShot, configuration: configuration)
    }

    func timeline(for configuration: EspressoConfigurationIntent, in context: Context) async -> Timeline<EspressoEntry> {
        let entry = await snapshot(for: configuration, in: context)
        return Timeline(entries: [entry], policy: .never)
    }
}

struct EspressoWidgetView: View {
    var entry: EspressoEntry

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Image(systemName: "cup.and.saucer.fill")
                    .foregroundStyle(.brown)
                Spacer()
                Text("\(entry.shots)")
                    .font(.title.bold())
                    .monospacedDigit()
                    .contentTransition(.numericText())
            }
            Text("\(entry.milligrams) mg")
                .font(.headline)
            if entry.configuration.showsLimit {
                ProgressView(value: Double(entry.milligrams), total: Double(CaffeineStore.dailyLimit))
                    .tint(entry.milligrams > CaffeineStore.dailyLimit ? .red : .brown)
            }
            if let lastShot = entry.lastShot {
                Text("Last \(lastShot, style: .relative) ago")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
            Button(intent: LogShotIntent(shots: 1)) {
                Label("Log Shot", systemImage: "plus")
                    .font(.caption.weight(.semibold))
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .tint(.brown)
        }
    }
}

struct EspressoWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "EspressoLog.Today", intent: EspressoConfigurationIntent.self, provider: EspressoProvider()) { entry in
            EspressoWidgetView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Espresso")
        .description("Today's shots and caffeine.")
        .supportedFamilies([.systemSmall])
    }
}

extension EspressoConfigurationIntent {
    fileprivate static var noLimit: EspressoConfigurationIntent {
        let intent = EspressoConfigurationIntent()
        intent.showsLimit = false
        return intent
    }
}

#Preview("Espresso", as: .systemSmall) {
    EspressoWidget()
} timeline: {
    EspressoEntry(date: .now, shots: 1, lastShot: .now.addingTimeInterval(-3_600), configuration: EspressoConfigurationIntent())
    EspressoEntry(date: .now, shots: 7, lastShot: .now.addingTimeInterval(-600), configuration: .noLimit)
}
