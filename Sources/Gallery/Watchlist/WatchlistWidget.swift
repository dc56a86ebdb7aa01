import Foundation
import Vignette

/// Stock quotes for the watchlist.
struct WatchlistEntry: Decodable, Sendable {
    struct Quote: Decodable, Sendable {
        let symbol: String
        let name: String
        let price: String
        let change: String
        /// True when the price went up today.
        let isUp: Bool
    }

    let updated: String
    let quotes: [Quote]

    static let placeholder = WatchlistEntry(
        updated: "Updated", quotes: (0..<5).map { _ in Quote(symbol: "SYMB", name: "Company name", price: "000.00", change: "+0.00%", isUp: true) })
}

/// An iOS 10 Today widget only: no WidgetKit family.
struct WatchlistWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "watchlist", provider: SampleProvider(placeholder: WatchlistEntry.placeholder) {
            try SampleData.load(WatchlistEntry.self, from: "watchlist.json")
        }) { entry in
            WatchlistView(entry: entry.value)
        }
        .configurationDisplayName("Watchlist")
        .description("Stock quotes in the iOS 10 Today widget look.")
        .supportedFamilies([])
        .todayWidget(modes: [.compact, .expanded], appName: "Stocks", iconColor: .black, iconSymbol: "chart.line.uptrend.xyaxis")
    }
}
