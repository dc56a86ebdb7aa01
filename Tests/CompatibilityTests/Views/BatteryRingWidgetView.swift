// Written as for WidgetKit on iOS 17.
import SwiftUI
import WidgetKit

/// A batteries widget: capacity rings on a translucent Lock Screen background, bars on the
/// Home Screen.
struct BatteryRingWidgetView: View {
    let devices: [Device]
    @Environment(\.widgetFamily) private var family
    @Environment(\.showsWidgetLabel) private var showsWidgetLabel

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                ring(devices[0])
            }
            .widgetLabel(devices[0].name)
            .containerBackground(for: .widget) { Color.clear }
        case .accessoryRectangular:
            HStack(spacing: 6) {
                ForEach(devices.prefix(3)) { device in
                    ZStack {
                        AccessoryWidgetBackground()
                            .clipShape(Circle())
                        ring(device)
                    }
                }
            }
            .containerBackground(for: .widget) { Color.clear }
        default:
            VStack(alignment: .leading, spacing: 10) {
                ForEach(devices.prefix(family == .systemLarge ? 4 : 2)) { device in
                    Gauge(value: device.level) {
                        HStack(spacing: 4) {
                            Image(systemName: device.symbol)
                            Text(device.name)
                                .lineLimit(1)
                        }
                        .font(.caption.weight(.medium))
                    } currentValueLabel: {
                        Text("\(Int(device.level * 100))%")
                    }
                    .tint(device.level < 0.2 ? .red : .green)
                }
                if family == .systemLarge { Spacer(minLength: 0) }
            }
            .containerBackground(for: .widget) { Color(.systemBackground) }
        }
    }

    private func ring(_ device: Device) -> some View {
        Gauge(value: device.level) {
            Image(systemName: device.symbol)
        } currentValueLabel: {
            if showsWidgetLabel {
                Text("\(Int(device.level * 100))%")
            } else {
                Image(systemName: device.isCharging ? "bolt.fill" : device.symbol)
                    .font(.system(size: 18))
            }
        }
        .gaugeStyle(.accessoryCircularCapacity)
        .overlay {
            Circle()
                .strokeBorder(lineWidth: 0.5)
                .foregroundStyle(.secondary)
                .opacity(device.level >= 1 ? 1 : 0)
        }
    }
}
