import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import Vignette
#endif

/// The extra large Top read (iPad): the top article as a photo card with its description and
/// a full-width chart of its week, beside the next four articles with their sparklines.
struct TopReadExtraLargeView: View {
    let entry: TopReadEntry
    /// "November 21".
    let day: String

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(alignment: .firstTextBaseline) {
                Text("Top read")
                    .font(.headline)
                    .foregroundStyle(Color.wikipediaText)
                Spacer()
                Text("\(entry.language) · \(day)")
                    .font(.subheadline)
                    .foregroundStyle(Color.wikipediaSecondaryText)
            }
            HStack(alignment: .top, spacing: 18) {
                if let top = entry.articles.first {
                    TopArticleCard(article: top)
                        .frame(width: 340)
                }
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(Array(entry.articles.dropFirst().prefix(4).enumerated()), id: \.offset) { index, article in
                        if index > 0 {
                            Rectangle()
                                .fill(Color.wikipediaSecondaryText.opacity(0.25))
                                .frame(height: 0.5)
                        }
                        ArticleRow(article: article, showsSparkline: true)
                            .frame(maxHeight: .infinity)
                    }
                }
            }
        }
        .containerBackground(Color.wikipediaBackground, for: .widget)
    }
}

/// The top article: its photo (or, without one, a grey block) under a scrim, the rank,
/// title and description, and the week's page views as a chart across the bottom.
private struct TopArticleCard: View {
    let article: TopReadEntry.Article
    /// Tinted and clear draw every view in one colour: a filled badge would hide its number and
    /// the photo would drown the text, so the badge is outlined and the photo dimmed there.
    @Environment(\.widgetRenderingMode) private var renderingMode
    private var isAccented: Bool { renderingMode == .accented }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("\(article.rank)")
                .font(.caption.weight(.bold))
                .foregroundStyle(.white)
                .frame(width: 24, height: 24)
                .background(isAccented ? Color.clear : Color.wikipediaGreen, in: Circle())
                .overlay { if isAccented { Circle().strokeBorder(.white, lineWidth: 1.5) } }
            Spacer(minLength: 0)
            Text(article.title)
                .font(.title2.weight(.bold))
                .lineLimit(1)
            Text(article.description)
                .font(.subheadline)
                .foregroundStyle(.white.opacity(0.85))
                .lineLimit(2)
            HStack(alignment: .bottom, spacing: 10) {
                SparklineView(values: article.views, lineWidth: 2, color: .white, filled: false)
                    .frame(height: 36)
                VStack(alignment: .trailing, spacing: 0) {
                    Text(compactCount(article.todayViews))
                        .font(.title3.weight(.semibold))
                    Text("views today")
                        .font(.caption)
                        .foregroundStyle(.white.opacity(0.85))
                }
            }
            .padding(.top, 4)
        }
        .foregroundStyle(.white)
        .padding(14)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .background {
            ZStack {
                // Without a photo (the placeholder), a neutral block where it goes.
                Color.wikipediaSecondaryText.opacity(0.35)
                if let image = article.image {
                    Image(image).resizable().widgetAccentedRenderingMode(.accentedDesaturated).scaledToFill()
                        .opacity(isAccented ? 0.3 : 1)
                    if !isAccented {
                        LinearGradient(stops: [.init(color: .black.opacity(0.3), location: 0), .init(color: .black.opacity(0), location: 0.25),
                                               .init(color: .black.opacity(0), location: 0.4), .init(color: .black.opacity(0.75), location: 1)],
                                       startPoint: .top, endPoint: .bottom)
                    }
                }
            }
        }
        .clipShape(ContainerRelativeShape())
    }
}
