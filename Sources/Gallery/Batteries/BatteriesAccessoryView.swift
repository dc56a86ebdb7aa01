import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import Vignette
#endif

/// Batteries on the Lock Screen: the circular widget is the phone's capacity ring around its
/// symbol (its percentage as the label where one shows); the rectangular one three devices,
/// each a symbol, a capacity bar and the percentage; the inline one the phone's level.
struct BatteriesAccessoryView: View {
    let entry: BatteriesEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetRenderingMode) private var renderingMode

    var body: some View {
        Group {
            if let phone = entry.devices.first {
                switch family {
                case .accessoryCircular: circular(phone)
                case .accessoryRectangular: rectangular
                case .accessoryCorner: corner(phone)
                default: inline(phone)
                }
            }
        }
        .containerBackground(for: .widget) { Color(.systemBackground) }
    }

    private func circular(_ phone: BatteriesEntry.Device) -> some View {
        ZStack {
            AccessoryWidgetBackground()
            Gauge(value: phone.fraction) {
                Text(phone.name)
            } currentValueLabel: {
                VStack(spacing: 1) {
                    if phone.charging {
                        Image(systemName: "bolt.fill")
                            .font(.system(size: 10, weight: .bold))
                    }
                    Image(systemName: phone.symbol)
                        .font(.system(size: phone.charging ? 17 : 20, weight: .medium))
                }
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(tint(phone))
            .widgetAccentable()
        }
        .widgetLabel("\(phone.level)%")
    }

    /// A watch face's corner: the phone's symbol, its level as a gauge along the corner.
    private func corner(_ phone: BatteriesEntry.Device) -> some View {
        ZStack {
            AccessoryWidgetBackground()
            Image(systemName: phone.symbol)
                .font(.system(size: 14, weight: .medium))
        }
        .widgetLabel {
            Gauge(value: phone.fraction) { Text(phone.name) }
                .tint(tint(phone))
        }
    }

    private var rectangular: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(Array(entry.devices.prefix(3).enumerated()), id: \.offset) { _, device in
                HStack(spacing: 6) {
                    Image(systemName: device.symbol)
                        .font(.system(size: 13, weight: .medium))
                        .frame(width: 18)
                    Gauge(value: device.fraction) {
                        EmptyView()
                    }
                    .gaugeStyle(.accessoryLinearCapacity)
                    .tint(tint(device))
                    .widgetAccentable()
                    Text("\(device.level)%")
                        .font(.system(size: 15, weight: .semibold, design: .rounded))
                        .monospacedDigit()
                        .frame(width: 40, alignment: .trailing)
                }
                .frame(maxHeight: .infinity)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    /// Green, or red when low, in full colour; on the Lock Screen none, so that the filled part is
    /// the brightest and the track dim, as the system's gauges are there.
    private func tint(_ device: BatteriesEntry.Device) -> Color? {
        renderingMode == .fullColor ? (device.isLow ? .red : .green) : nil
    }

    private func inline(_ phone: BatteriesEntry.Device) -> some View {
        Label("\(phone.level)% \(phone.name)", systemImage: Self.batterySymbol(phone))
            .lineLimit(1)
    }

    /// The battery symbol nearest the level (with a bolt while charging).
    static func batterySymbol(_ device: BatteriesEntry.Device) -> String {
        if device.charging { return "battery.100percent.bolt" }
        let quarter = min(max(Int((Double(device.level) / 25).rounded()), 0), 4) * 25
        return "battery.\(quarter)percent"
    }
}
