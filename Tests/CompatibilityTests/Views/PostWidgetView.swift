// Written as for WidgetKit on iOS 17; only the imports differ on Linux.
#if canImport(WidgetKit)
import SwiftUI
import WidgetKit
#else
import Vignette
#endif

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
