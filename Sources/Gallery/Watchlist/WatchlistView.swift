import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import Vignette
#endif

/// A Today widget in the style of seed 002: table rows left-aligned with the widget's title,
/// right-detail values coloured by the day's movement, separators between rows but not under
/// the last one, and an open "last update" line at the bottom when expanded.
struct WatchlistView: View {
    let entry: WatchlistEntry
    @Environment(\.widgetDisplayMode) private var mode

    /// Two table rows fit the compact height (110 pt less the insets).
    private var visible: [WatchlistEntry.Quote] { Array(entry.quotes.prefix(mode == .expanded ? entry.quotes.count : 2)) }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(Array(visible.enumerated()), id: \.offset) { index, quote in
                if index > 0 { Divider() }
                QuoteRow(quote: quote)
                    .frame(height: 44)
            }
            if mode == .expanded {
                Text(entry.updated)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .padding(.top, 8)
            }
        }
    }
}

private struct QuoteRow: View {
    let quote: WatchlistEntry.Quote

    var body: some View {
        HStack(spacing: 10) {
            VStack(alignment: .leading, spacing: 1) {
                Text(quote.symbol)
                    .font(.body.weight(.semibold))
                Text(quote.name)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
            Spacer(minLength: 8)
            Text(quote.price)
                .font(.body)
                .monospacedDigit()
            Text(quote.change)
                .font(.subheadline.weight(.semibold))
                .monospacedDigit()
                .foregroundStyle(.white)
                .frame(width: 76, height: 28, alignment: .trailing)
                .padding(.trailing, 8)
                .background(quote.isUp ? Color.green : Color.red, in: RoundedRectangle(cornerRadius: 5, style: .circular))
                .frame(width: 84)
        }
    }
}
