// Written as for WidgetKit on iOS 17.
import SwiftUI
import WidgetKit

struct SocialPost: Identifiable {
    let id: String
    let displayName: String
    let handle: String
    let content: String
    let minutesAgo: Int
    let boosts: Int
    let favourites: Int
    let hue: Double
}

struct PostEntry: TimelineEntry {
    let date: Date
    let posts: [SocialPost]
}

/// A social network client's "latest from your timeline" widget.
struct PostWidgetView: View {
    let entry: PostEntry
    @Environment(\.widgetFamily) var family
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ForEach(entry.posts.prefix(family == .systemLarge ? 3 : 1)) { post in
                PostRow(post: post, lineLimit: family == .systemSmall ? 4 : 5, showsCounts: family != .systemSmall)
                if post.id != entry.posts.prefix(family == .systemLarge ? 3 : 1).last?.id {
                    Divider()
                }
            }
            Spacer(minLength: 0)
        }
        .containerBackground(for: .widget) {
            LinearGradient(colors: colorScheme == .dark ? [Color(white: 0.12), .black] : [.white, Color(white: 0.95)],
                           startPoint: .top, endPoint: .bottom)
        }
    }
}

private struct PostRow: View {
    let post: SocialPost
    let lineLimit: Int
    let showsCounts: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 8) {
                Circle()
                    .fill(Color(hue: post.hue, saturation: 0.55, brightness: 0.85).gradient)
                    .overlay {
                        Text(String(post.displayName.prefix(1)))
                            .font(.system(.subheadline, design: .rounded).weight(.bold))
                            .foregroundColor(.white)
                    }
                    .frame(width: 28, height: 28)
                VStack(alignment: .leading, spacing: 0) {
                    Text(post.displayName)
                        .font(.footnote.weight(.semibold))
                        .lineLimit(1)
                    Text("@\(post.handle) · \(post.minutesAgo)m")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
            }
            Text(post.content)
                .font(.footnote)
                .lineLimit(lineLimit)
                .fixedSize(horizontal: false, vertical: true)
            if showsCounts {
                HStack(spacing: 14) {
                    Label("\(post.boosts)", systemImage: "arrow.2.squarepath")
                    Label("\(post.favourites)", systemImage: "star")
                }
                .font(.caption2.monospacedDigit())
                .foregroundStyle(.secondary)
                .labelStyle(.titleAndIcon)
            }
        }
    }
}

// MARK: - Widget

extension PostEntry {
    static let sample = PostEntry(date: Date(timeIntervalSince1970: 1_795_262_400), posts: [
        SocialPost(id: "1", displayName: "Ana Ruiz", handle: "ana@mastodon.social",
                   content: "Finished the widget redesign: bigger numbers, calmer colours, and it finally looks right on the smallest phone.",
                   minutesAgo: 4, boosts: 12, favourites: 48, hue: 0.58),
        SocialPost(id: "2", displayName: "Kenji", handle: "kenji@hachyderm.io",
                   content: "Reminder that StandBy mode turns your small widgets into bedside clocks. Design for the dark.",
                   minutesAgo: 17, boosts: 3, favourites: 21, hue: 0.08),
        SocialPost(id: "3", displayName: "Mira Okafor", handle: "mira@fosstodon.org",
                   content: "Today I learned that containerRelativeFrame measures the widget's content area, margins excluded.",
                   minutesAgo: 42, boosts: 7, favourites: 30, hue: 0.8),
    ])
}

struct LatestPostsProvider: TimelineProvider {
    func placeholder(in context: Context) -> PostEntry {
        PostEntry(date: Date(), posts: [])
    }

    func getSnapshot(in context: Context, completion: @escaping (PostEntry) -> Void) {
        completion(.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PostEntry>) -> Void) {
        completion(Timeline(entries: [.sample], policy: .after(Date().addingTimeInterval(30 * 60))))
    }
}

struct LatestPostsWidget: Widget {
    let kind = "LatestPosts"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: LatestPostsProvider()) { entry in
            PostWidgetView(entry: entry)
        }
        .configurationDisplayName("Latest posts")
        .description("The newest posts from your home timeline.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
