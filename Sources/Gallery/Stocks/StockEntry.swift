import Foundation

/// One stock's last trading session, as the Stocks widget shows it: a price every 15 minutes
/// from the open (9:30) to the close (16:00), and the previous session's close.
struct StockEntry: Decodable, Sendable {
    let symbol: String
    let name: String
    let previousClose: Double
    let volume: String
    let marketCap: String
    let prices: [Double]

    struct Point: Identifiable, Sendable {
        let date: Date
        let price: Double
        var id: Date { date }
    }

    static let placeholder = StockEntry(symbol: "AAPL", name: "Apple Inc.", previousClose: 100, volume: "–", marketCap: "–",
                                        prices: Array(repeating: 100, count: 27))

    var last: Double { prices.last ?? previousClose }
    var change: Double { last - previousClose }
    var changePercent: Double { previousClose == 0 ? 0 : change / previousClose * 100 }
    var isUp: Bool { change >= 0 }
    var open: Double { prices.first ?? previousClose }
    var high: Double { prices.max() ?? previousClose }
    var low: Double { prices.min() ?? previousClose }

    var priceText: String { String(format: "%.2f", last) }
    var changeText: String { String(format: "%@%.2f", isUp ? "+" : "−", abs(change)) }
    var percentText: String { String(format: "%@%.2f%%", isUp ? "+" : "−", abs(changePercent)) }

    /// The session the prices belong to: the last weekday before `now` (the gallery's "now" is a
    /// Saturday morning, so Friday's), from its open to its close in the gallery's time zone.
    static func session(before now: Date) -> ClosedRange<Date> {
        let calendar = GalleryDates.calendar()
        var day = calendar.startOfDay(for: now)
        repeat { day = calendar.date(byAdding: .day, value: -1, to: day)! } while calendar.isDateInWeekend(day)
        let open = calendar.date(bySettingHour: 9, minute: 30, second: 0, of: day)!
        let close = calendar.date(bySettingHour: 16, minute: 0, second: 0, of: day)!
        return open...close
    }

    func points(in session: ClosedRange<Date>) -> [Point] {
        prices.enumerated().map { i, price in
            Point(date: session.lowerBound.addingTimeInterval(Double(i) * 15 * 60), price: price)
        }
    }

    /// A y domain that holds the day's prices and the previous close, with a little room.
    var priceDomain: ClosedRange<Double> {
        let lo = min(low, previousClose), hi = max(high, previousClose)
        let pad = max((hi - lo) * 0.08, 0.01)
        return (lo - pad)...(hi + pad)
    }
}
