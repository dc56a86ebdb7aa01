// Written as for WidgetKit on iOS 17.
import SwiftUI
import Foundation

/// A parking app's meter: time left as a live timer and a countdown ring, when it started and
/// ends in every `Text` date style, the fee so far in euros, and the zone's occupancy as a
/// capacity gauge; on the Lock Screen a linear capacity gauge and the timer.
struct ParkingMeterEntry: TimelineEntry {
    let date: Date
    let started: Date
    let ends: Date
    let zone: String
    let fee: Decimal
    let occupancy: Double
}

struct ParkingMeterWidgetView: View {
    let entry: ParkingMeterEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 2) {
                Label(entry.zone, systemImage: "parkingsign.circle.fill")
                    .labelStyle(.titleAndIcon)
                    .font(.headline)
                Text(timerInterval: entry.started...entry.ends, countsDown: true)
                    .monospacedDigit()
                Gauge(value: entry.occupancy) { Text("Zone") }
                    .gaugeStyle(.accessoryLinearCapacity)
            }
        case .accessoryCircular:
            ProgressView(timerInterval: entry.started...entry.ends, countsDown: true) {
                Text("P")
            } currentValueLabel: {
                Image(systemName: "car.fill")
            }
            .progressViewStyle(.circular)
        default:
            home
        }
    }

    private var home: some View {
        HStack(alignment: .top, spacing: 14) {
            meter
            if family != .systemSmall { details }
        }
        .containerBackground(.background, for: .widget)
    }

    private var meter: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Label(entry.zone, systemImage: "parkingsign.circle.fill")
                    .labelStyle(.titleOnly)
                    .font(.headline)
                Spacer()
                Label("Car", systemImage: "car.fill")
                    .labelStyle(.iconOnly)
                    .foregroundStyle(.blue)
            }
            HStack(alignment: .center, spacing: 10) {
                ProgressView(timerInterval: entry.started...entry.ends, countsDown: true)
                    .progressViewStyle(.circular)
                    .tint(.blue)
                Text(timerInterval: entry.started...entry.ends, countsDown: true)
                    .font(.title2.weight(.semibold).monospacedDigit())
            }
            Text(entry.fee, format: .currency(code: "EUR"))
                .font(.subheadline.weight(.medium))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private var details: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Started \(entry.started, style: .time), \(entry.started, style: .relative) ago")
            Text("Ends \(entry.ends, style: .date), \(entry.ends, style: .time) (\(entry.ends, style: .offset))")
            Text("Meter \(entry.ends, style: .timer)")
            Spacer(minLength: 0)
            Gauge(value: entry.occupancy) {
                Text("Zone full")
            } currentValueLabel: {
                Text(entry.occupancy, format: .percent)
            }
            .gaugeStyle(.linearCapacity)
            .tint(.orange)
        }
        .font(.caption)
        .foregroundStyle(.secondary)
    }
}
