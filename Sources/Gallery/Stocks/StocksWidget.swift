import Foundation
import Vignette

/// Stocks: one symbol's day as a line over the previous close, in the style of Apple's Stocks
/// widget, on the Home Screen and the Lock Screen.
struct StocksWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "stocks", provider: SampleProvider(placeholder: StockEntry.placeholder) {
            try SampleData.load(StockEntry.self, from: "stock.json")
        }) { entry in
            StocksView(entry: entry.value, now: entry.date)
        }
        .configurationDisplayName("Stocks")
        .description("Follow a symbol's price through the day.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .accessoryRectangular])
    }
}
