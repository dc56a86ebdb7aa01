// Written as for WidgetKit on iOS 17.
import SwiftUI
import WidgetKit

struct FeedItem: Identifiable {
    let id: Int
    let feed: String
    let title: String
    let minutesAgo: Int
    var isUnread = true
    var url: URL { URL(string: "reader://item/\(id)")! }
}

struct FeedReaderEntry: TimelineEntry {
    let date: Date
    let unreadCount: Int
    let items: [FeedItem]
}

/// A feed reader's "Today" widget: an unread count, then the newest headlines, each a link.
struct FeedReaderWidgetView: View {
    var entry: FeedReaderEntry
    @Environment(\.widgetFamily) private var family
    @Environment(\.redactionReasons) private var redactionReasons

    private var maxItems: Int {
        switch family {
        case .systemSmall: 1
        case .systemMedium: 3
        default: 7
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: family == .systemSmall ? 6 : 8) {
            HStack(alignment: .firstTextBaseline) {
                Image(systemName: "newspaper.fill")
                    .imageScale(.small)
                    .foregroundStyle(.orange)
                Text("Today")
                    .font(.headline)
                Spacer()
                Text("\(entry.unreadCount)")
                    .font(.subheadline.weight(.semibold))
                    .monospacedDigit()
                    .foregroundStyle(.secondary)
                    .unredacted()
            }
            ForEach(Array(entry.items.prefix(maxItems).enumerated()), id: \.element.id) { index, item in
                if index > 0 && family != .systemSmall {
                    Divider()
                }
                Link(destination: item.url) {
                    headline(item)
                }
            }
            Spacer(minLength: 0)
        }
        .widgetURL(URL(string: "reader://today"))
        .containerBackground(.fill.tertiary, for: .widget)
    }

    @ViewBuilder
    private func headline(_ item: FeedItem) -> some View {
        if family == .systemSmall {
            VStack(alignment: .leading, spacing: 2) {
                Text(item.feed)
                    .font(.caption2.weight(.semibold))
                    .textCase(.uppercase)
                    .foregroundStyle(.orange)
                Text(item.title)
                    .font(.footnote.weight(.semibold))
                    .lineLimit(4)
                    .privacySensitive()
            }
        } else {
            HStack(alignment: .top, spacing: 6) {
                Circle()
                    .fill(item.isUnread ? Color.orange : Color.clear)
                    .frame(width: 6, height: 6)
                    .padding(.top, 5)
                ViewThatFits(in: .horizontal) {
                    (Text(item.title).fontWeight(.semibold) + Text("  \(item.feed) · \(item.minutesAgo)m").foregroundColor(.secondary))
                        .font(.footnote)
                        .lineLimit(1)
                    Text(item.title)
                        .font(.footnote.weight(.semibold))
                        .lineLimit(family == .systemLarge ? 2 : 1)
                        .truncationMode(.tail)
                }
            }
        }
    }
}

// MARK: - Widget

extension FeedReaderEntry {
    static let sample = FeedReaderEntry(date: Date(timeIntervalSince1970: 1_795_262_400), unreadCount: 23, items: [
        FeedItem(id: 1, feed: "The Verge", title: "The best widgets are the ones you forget are there", minutesAgo: 12),
        FeedItem(id: 2, feed: "Daring Fireball", title: "On the new Lock Screen, again", minutesAgo: 38),
        FeedItem(id: 3, feed: "Six Colors", title: "A week with the smallest iPhone: what fits and what does not", minutesAgo: 55),
        FeedItem(id: 4, feed: "MacStories", title: "Interactive widgets, two years in", minutesAgo: 80, isUnread: false),
        FeedItem(id: 5, feed: "Ars Technica", title: "Why e-ink calendars keep coming back", minutesAgo: 95),
        FeedItem(id: 6, feed: "Kottke", title: "The long history of the desk clock", minutesAgo: 130, isUnread: false),
        FeedItem(id: 7, feed: "NetNewsWire", title: "Release notes: faster syncing and a new timeline", minutesAgo: 180),
    ])
}

struct FeedReaderProvider: TimelineProvider {
    func placeholder(in context: Context) -> FeedReaderEntry {
        FeedReaderEntry(date: Date(), unreadCount: 0, items: [])
    }

    func getSnapshot(in context: Context, completion: @escaping (FeedReaderEntry) -> Void) {
        completion(.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<FeedReaderEntry>) -> Void) {
        completion(Timeline(entries: [.sample], policy: .after(Date().addingTimeInterval(30 * 60))))
    }
}

struct FeedReaderWidget: Widget {
    let kind = "FeedReader"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: FeedReaderProvider()) { entry in
            FeedReaderWidgetView(entry: entry)
        }
        .configurationDisplayName("Today")
        .description("The newest articles from your feeds.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
