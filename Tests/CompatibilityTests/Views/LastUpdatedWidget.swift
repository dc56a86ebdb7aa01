// Written as for WidgetKit on iOS 17: a provider that dates its entries with `Date()` and a view
// that prints the time it was drawn, as many published widgets show "Updated 9:41".
import SwiftUI
import WidgetKit

struct LastUpdatedEntry: TimelineEntry {
    let date: Date
    let fetchedAt: Date
}

struct LastUpdatedProvider: TimelineProvider {
    func placeholder(in context: Context) -> LastUpdatedEntry { LastUpdatedEntry(date: Date(), fetchedAt: Date()) }

    func getSnapshot(in context: Context, completion: @escaping (LastUpdatedEntry) -> Void) {
        completion(LastUpdatedEntry(date: .now, fetchedAt: Date()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<LastUpdatedEntry>) -> Void) {
        let now = Date()
        let entries = (0..<3).map { LastUpdatedEntry(date: now.addingTimeInterval(Double($0) * 900), fetchedAt: now) }
        completion(Timeline(entries: entries, policy: .after(now.addingTimeInterval(3600))))
    }
}

struct LastUpdatedView: View {
    let entry: LastUpdatedEntry
    private let drawnAt = Date()

    var body: some View {
        VStack(alignment: .leading) {
            Text("Fetched \(entry.fetchedAt.ISO8601Format())")
            Text("Drawn \(drawnAt.ISO8601Format())")
            Text("Body \(Date.now.ISO8601Format())")
        }
        .font(.caption)
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct LastUpdatedWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "LastUpdated", provider: LastUpdatedProvider()) { LastUpdatedView(entry: $0) }
            .supportedFamilies([.systemSmall])
    }
}
