//
//  PlantCareWidget.swift
//  PlantCareWidget
//

import AppIntents
import SwiftUI
import WidgetKit

struct PlantEntry: TimelineEntry {
    let date: Date
    let plants: [Plant]

    /// The plant that needs water soonest.
    var thirstiest: Plant? {
        plants.min { $0.nextWatering < $1.nextWatering }
    }
}

struct PlantProvider: TimelineProvider {
    func placeholder(in context: Context) -> PlantEntry {
        PlantEntry(date: Date(), plants: [Plant(name: "Monstera", symbol: "leaf.fill", lastWatered: Date(), intervalDays: 7)])
    }

    func getSnapshot(in context: Context, completion: @escaping (PlantEntry) -> ()) {
        completion(PlantEntry(date: Date(), plants: PlantStore.shared.plants()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PlantEntry>) -> ()) {
        let plants = PlantStore.shared.plants()
        // A new entry each morning at 8, when the "water today" list changes.
        var entries: [PlantEntry] = []
        let calendar = Calendar.current
        let now = Date()
        entries.append(PlantEntry(date: now, plants: plants))
        for day in 1...3 {
            if let morning = calendar.date(byAdding: .day, value: day, to: calendar.startOfDay(for: now))?.addingTimeInterval(8 * 3600) {
                entries.append(PlantEntry(date: morning, plants: plants))
            }
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

@main
struct PlantCareWidget: Widget {
    let kind: String = "PlantCare.Watering"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: PlantProvider()) { entry in
            if #available(iOS 17.0, *) {
                PlantCareEntryView(entry: entry)
                    .containerBackground(for: .widget) {
                        LinearGradient(colors: [Color.green.opacity(0.22), Color.green.opacity(0.06)],
                                       startPoint: .top, endPoint: .bottom)
                    }
            } else {
                PlantCareEntryView(entry: entry)
                    .padding()
                    .background()
            }
        }
        .configurationDisplayName("Watering")
        .description("See which plants need water today.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

struct PlantCareEntryView: View {
    var entry: PlantProvider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        if let plant = entry.thirstiest {
            switch family {
            case .accessoryCircular:
                Gauge(value: plant.moisture(at: entry.date)) {
                    Image(systemName: "drop.fill")
                } currentValueLabel: {
                    Image(systemName: plant.symbol)
                }
                .gaugeStyle(.accessoryCircular)
            case .accessoryRectangular:
                VStack(alignment: .leading) {
                    Label(plant.name, systemImage: plant.symbol)
                        .font(.headline)
                        .widgetAccentable()
                    Text(plant.dueText(at: entry.date))
                    Gauge(value: plant.moisture(at: entry.date)) {
                        Text("Moisture")
                    }
                    .gaugeStyle(.accessoryLinearCapacity)
                }
            case .accessoryInline:
                Text("🪴 \(plant.name): \(plant.dueText(at: entry.date))")
            case .systemMedium:
                HStack(alignment: .top, spacing: 12) {
                    ForEach(entry.plants.prefix(3)) { plant in
                        PlantColumn(plant: plant, date: entry.date)
                    }
                }
            default:
                VStack(alignment: .leading, spacing: 6) {
                    HStack {
                        Image(systemName: plant.symbol)
                            .font(.title2)
                            .foregroundColor(.green)
                        Spacer()
                        Text(entry.date, style: .date)
                            .font(.caption2)
                            .foregroundColor(.secondary)
                    }
                    Text(plant.name)
                        .font(.headline)
                    Text(plant.dueText(at: entry.date))
                        .font(.subheadline)
                        .foregroundColor(plant.isDue(at: entry.date) ? .orange : .secondary)
                    Spacer(minLength: 0)
                    ProgressView(value: plant.moisture(at: entry.date))
                        .tint(.blue)
                    if #available(iOS 17.0, *) {
                        Button(intent: WaterPlantIntent(plantName: plant.name)) {
                            Label("Watered", systemImage: "drop.fill")
                                .font(.caption.bold())
                                .frame(maxWidth: .infinity)
                        }
                        .tint(.green)
                    }
                }
            }
        } else {
            Text("Add a plant in the app")
                .font(.caption)
                .foregroundColor(.secondary)
        }
    }
}

struct PlantColumn: View {
    let plant: Plant
    let date: Date

    var body: some View {
        VStack(spacing: 6) {
            ZStack {
                Circle()
                    .stroke(Color.blue.opacity(0.15), lineWidth: 6)
                Circle()
                    .trim(from: 0, to: plant.moisture(at: date))
                    .stroke(plant.isDue(at: date) ? Color.orange : Color.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Image(systemName: plant.symbol)
                    .foregroundColor(.green)
            }
            .frame(width: 54, height: 54)
            Text(plant.name)
                .font(.caption.bold())
                .lineLimit(1)
            Text(plant.dueText(at: date))
                .font(.caption2)
                .foregroundColor(.secondary)
                .lineLimit(1)
        }
        .frame(maxWidth: .infinity)
    }
}

@available(iOS 17.0, *)
#Preview(as: .systemSmall) {
    PlantCareWidget()
} timeline: {
    PlantEntry(date: .now, plants: [Plant(name: "Fiddle Leaf Fig", symbol: "tree.fill", lastWatered: .now.addingTimeInterval(-6 * 86_400), intervalDays: 7)])
    PlantEntry(date: .now, plants: [])
}
