//
//  ArticleListWidgets.swift
//  FeedDigest
//

import WidgetKit
import SwiftUI

struct ArticleListView: View {
    @Environment(\.widgetFamily) var family
    var title: LocalizedStringKey
    var systemImage: String
    var count: Int
    var articles: [LatestArticle]
    var emptyMessage: LocalizedStringKey

    private var maxCount: Int { family == .systemLarge ? 6 : 2 }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            CountHeader(title: title, systemImage: systemImage, count: count)
            if articles.isEmpty {
                Spacer()
                Text(emptyMessage)
                    .font(.footnote)
                    .foregroundColor(.secondary)
                    .frame(maxWidth: .infinity)
                Spacer()
            } else {
                ForEach(articles.prefix(maxCount)) { article in
                    ArticleItemView(article: article, deepLink: URL(string: "feeddigest://article/\(article.id)")!)
                }
                Spacer(minLength: 0)
            }
        }
    }
}

struct UnreadWidget: Widget {
    let kind: String = "FeedDigest.Unread"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            ArticleListView(title: "Unread", systemImage: "largecircle.fill.circle", count: entry.widgetData.currentUnreadCount,
                            articles: entry.widgetData.unreadArticles, emptyMessage: "You're all caught up!")
                .containerBackground(.background, for: .widget)
                .widgetURL(URL(string: "feeddigest://showunread"))
        }
        .configurationDisplayName(Text("Your Unread Articles"))
        .description(Text("A sneak peek at your unread articles."))
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

struct TodayWidget: Widget {
    let kind: String = "FeedDigest.Today"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            ArticleListView(title: "Today", systemImage: "sun.max.fill", count: entry.widgetData.currentTodayCount,
                            articles: entry.widgetData.todayArticles, emptyMessage: "No articles from today.")
                .containerBackground(.background, for: .widget)
                .widgetURL(URL(string: "feeddigest://showtoday"))
        }
        .configurationDisplayName(Text("Your Today Articles"))
        .description(Text("A sneak peek at today's articles."))
        .supportedFamilies([.systemMedium])
    }
}

struct StarredWidget: Widget {
    let kind: String = "FeedDigest.Starred"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            StarredCountView(count: entry.widgetData.currentStarredCount)
                .containerBackground(.background, for: .widget)
                .widgetURL(URL(string: "feeddigest://showstarred"))
        }
        .configurationDisplayName(Text("Your Starred Articles"))
        .description(Text("How many articles you starred."))
        .supportedFamilies([.systemSmall, .accessoryCircular])
    }
}

struct StarredCountView: View {
    @Environment(\.widgetFamily) var family
    var count: Int

    var body: some View {
        if family == .accessoryCircular {
            ZStack {
                AccessoryWidgetBackground()
                VStack(spacing: 0) {
                    Image(systemName: "star.fill")
                    Text("\(count)")
                        .font(.headline)
                }
            }
        } else {
            VStack(alignment: .leading) {
                Image(systemName: "star.fill")
                    .font(.title)
                    .foregroundColor(.yellow)
                Spacer()
                Text("\(count)")
                    .font(.system(size: 44, weight: .bold, design: .rounded))
                Text("Starred")
                    .font(.subheadline)
                    .foregroundColor(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

struct ArticleListWidgets_Previews: PreviewProvider {
    static var previews: some View {
        ArticleListView(title: "Unread", systemImage: "largecircle.fill.circle", count: 0, articles: [],
                        emptyMessage: "You're all caught up!")
            .containerBackground(.background, for: .widget)
            .previewContext(WidgetPreviewContext(family: .systemMedium))
            .previewDisplayName("Caught up")
    }
}
