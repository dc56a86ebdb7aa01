import Foundation
import Vignette

/// The battery levels of a person's devices, as the system's Batteries widget shows them.
struct BatteriesEntry: Decodable, Sendable {
    struct Device: Decodable, Sendable {
        let name: String
        /// The device's SF Symbol: iphone, applewatch, airpodspro, applepencil…
        let symbol: String
        /// Percent, 0…100.
        let level: Int
        let charging: Bool

        var fraction: Double { Double(level) / 100 }
        /// Low battery: the ring turns red, as in the system widget.
        var isLow: Bool { level <= 20 && !charging }
    }

    let devices: [Device]

    static let placeholder = BatteriesEntry(devices: [
        Device(name: "iPhone", symbol: "iphone", level: 50, charging: false),
        Device(name: "Apple Watch", symbol: "applewatch", level: 50, charging: false),
        Device(name: "AirPods", symbol: "airpodspro", level: 50, charging: false),
        Device(name: "Apple Pencil", symbol: "applepencil", level: 50, charging: false),
    ])
}

/// Batteries: rings on the Home Screen (a 2×2 grid small, a row medium, a list with bars large)
/// and on the Lock Screen a capacity ring, bars, or a line of text.
struct BatteriesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "batteries", provider: SampleProvider(placeholder: BatteriesEntry.placeholder) {
            try SampleData.load(BatteriesEntry.self, from: "batteries.json")
        }) { entry in
            BatteriesView(entry: entry.value)
        }
        .configurationDisplayName("Batteries")
        .description("Check the battery level of your devices.")
        .supportedFamilies(WidgetFamily.homeScreen + [.accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner])
    }
}
