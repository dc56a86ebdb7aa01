import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import Vignette
#endif

/// Batteries on the Home Screen, after the system widget: small is a 2×2 grid of rings, medium
/// a row of rings with their percentages, large a list of devices with bars.
struct BatteriesView: View {
    let entry: BatteriesEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner:
            BatteriesAccessoryView(entry: entry)
        default:
            homeScreen
                .containerBackground(for: .widget) { Color(.systemBackground) }
        }
    }

    @ViewBuilder private var homeScreen: some View {
        switch family {
        case .systemMedium: row
        case .systemLarge: list
        default: grid
        }
    }

    private var devices: [BatteriesEntry.Device] { Array(entry.devices.prefix(4)) }

    private var grid: some View {
        Grid(horizontalSpacing: 12, verticalSpacing: 12) {
            ForEach(0..<2, id: \.self) { row in
                GridRow {
                    ForEach(0..<2, id: \.self) { column in
                        let index = row * 2 + column
                        if index < devices.count {
                            BatteryRing(device: devices[index])
                        } else {
                            Color.clear
                        }
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    private var row: some View {
        HStack(spacing: 12) {
            ForEach(Array(devices.enumerated()), id: \.offset) { _, device in
                VStack(spacing: 8) {
                    BatteryRing(device: device)
                        .frame(maxWidth: 64, maxHeight: 64)
                    Text("\(device.level)%")
                        .font(.subheadline.weight(.semibold))
                        .monospacedDigit()
                }
                .frame(maxWidth: .infinity)
            }
        }
        .frame(maxHeight: .infinity)
    }

    private var list: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(Array(entry.devices.prefix(6).enumerated()), id: \.offset) { index, device in
                if index > 0 { Divider() }
                BatteryListRow(device: device)
                    .frame(maxHeight: .infinity)
            }
            if entry.devices.count < 4 { Spacer(minLength: 0) }
        }
    }
}

/// A device in the large list: its symbol, name and percentage over a capacity bar.
private struct BatteryListRow: View {
    let device: BatteriesEntry.Device

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: device.symbol)
                .font(.system(size: 22))
                .frame(width: 32)
            Gauge(value: device.fraction) {
                HStack {
                    Text(device.name)
                        .font(.subheadline.weight(.semibold))
                    Spacer()
                    if device.charging {
                        Image(systemName: "bolt.fill")
                            .font(.caption)
                            .foregroundStyle(.green)
                    }
                    Text("\(device.level)%")
                        .font(.subheadline.weight(.semibold))
                        .monospacedDigit()
                }
            }
            .gaugeStyle(.linearCapacity)
            .tint(device.isLow ? Color.red : Color.green)
        }
    }
}
