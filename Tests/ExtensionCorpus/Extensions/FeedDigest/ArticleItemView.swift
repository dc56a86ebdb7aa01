//
//  ArticleItemView.swift
//  FeedDigest
//

import SwiftUI

struct ArticleItemView: View {
    var article: LatestArticle
    var deepLink: URL

    var body: some View {
        Link(destination: deepLink) {
            VStack(alignment: .leading, spacing: 1) {
                HStack {
                    Text(article.feedTitle)
                        .font(.caption2)
                        .bold()
                        .foregroundColor(Color("FeedAccent"))
                        .lineLimit(1)
                    Spacer()
                    Text(article.pubDate, style: .time)
                        .font(.caption2)
                        .foregroundColor(.secondary)
                }
                Text(article.articleTitle ?? article.articleSummary ?? "")
                    .font(.footnote)
                    .lineLimit(2)
            }
        }
    }
}

struct CountHeader: View {
    var title: LocalizedStringKey
    var systemImage: String
    var count: Int

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Image(systemName: systemImage)
                .foregroundColor(Color("FeedAccent"))
            Text(title)
                .font(.headline)
            Spacer()
            Text(count, format: .number)
                .font(.title2.bold())
                .foregroundColor(Color("FeedAccent"))
        }
    }
}
