import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import Vignette
#endif

/// A device's battery as a capacity ring around its symbol (sized by the gauge, with the ring):
/// green, red when low; a bolt at the top of the ring while it charges.
struct BatteryRing: View {
    let device: BatteriesEntry.Device
    @Environment(\.widgetRenderingMode) private var renderingMode

    var body: some View {
        Gauge(value: device.fraction) {
            Text(device.name)
        } currentValueLabel: {
            Image(systemName: device.symbol)
                .imageScale(.large)
        }
        .gaugeStyle(.accessoryCircularCapacity)
        .tint(device.isLow ? Color.red : Color.green)
        .overlay(alignment: .top) {
            if device.charging {
                Image(systemName: "bolt.fill")
                    .font(.system(size: 9, weight: .bold))
                    .foregroundStyle(.green)
                    .padding(2)
                    // The disc cuts the ring in full colour; the accented modes draw every view
                    // in one colour, where it would be a blob.
                    .background(renderingMode == .fullColor ? Color(.systemBackground) : .clear, in: Circle())
                    .offset(y: -4)
            }
        }
    }
}
