// Written as for WidgetKit on iOS 17 (and UIKit for UIImage).
import SwiftUI
import UIKit
import WidgetKit

/// An RSS reader's latest headlines: attributed titles, small-caps feed names, tightened
/// text and a thumbnail decoded from downloaded bytes.
struct Headline: Identifiable {
    let id: Int
    let feed: String
    let title: String
    let minutesAgo: Int
    let isUnread: Bool
}

struct HeadlinesEntry {
    let headlines: [Headline]
    let thumbnail: Data?
}

struct HeadlinesWidgetView: View {
    let entry: HeadlinesEntry
    @Environment(\.widgetFamily) private var family

    private var count: Int {
        switch family {
        case .systemSmall: 1
        case .systemMedium: 2
        default: 4
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: family == .systemLarge ? 10 : 8) {
            HStack(spacing: 6) {
                Image(systemName: "newspaper.fill")
                    .foregroundStyle(.orange)
                Text("Unread")
                    .font(.caption.weight(.semibold).smallCaps())
                    .foregroundStyle(.secondary)
                Spacer()
            }
            ForEach(entry.headlines.prefix(count)) { headline in
                row(headline, showsThumbnail: family != .systemSmall && headline.id == entry.headlines.first?.id)
            }
            if family == .systemLarge { Spacer(minLength: 0) }
        }
        .containerBackground(for: .widget) { Color(.systemBackground) }
    }

    private func title(_ headline: Headline) -> AttributedString {
        var feed = AttributedString(headline.isUnread ? "● " : "")
        feed.foregroundColor = .blue
        var title = AttributedString(headline.title)
        title.font = family == .systemSmall ? .headline : .subheadline.weight(.semibold)
        return feed + title
    }

    private func row(_ headline: Headline, showsThumbnail: Bool) -> some View {
        HStack(alignment: .top, spacing: 8) {
            VStack(alignment: .leading, spacing: 2) {
                Text(headline.feed)
                    .font(.caption2.lowercaseSmallCaps())
                    .foregroundStyle(.secondary)
                Text(title(headline))
                    .lineLimit(family == .systemSmall ? 4 : 2)
                    .allowsTightening(true)
                Text("\(headline.minutesAgo) min ago")
                    .font(.caption2)
                    .foregroundStyle(.tertiary)
            }
            if showsThumbnail, let data = entry.thumbnail, let image = UIImage(data: data) {
                Spacer(minLength: 0)
                Image(uiImage: image)
                    .resizable()
                    .scaledToFill()
                    .frame(width: 52, height: 52)
                    .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
            }
        }
    }
}
