import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import Vignette
#endif

/// Top read (seed 000): small is the top article, its image full bleed with a small sparkline
/// (or, without an image, the sparkline enlarged as the visual); medium two articles without
/// sparklines; large the top four with rank circles, descriptions and sparklines.
struct TopReadView: View {
    let entry: TopReadEntry
    /// The entry's date: the day whose views are counted.
    let date: Date
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner: TopReadAccessoryView(entry: entry)
        case .systemExtraLarge: TopReadExtraLargeView(entry: entry, day: day)
        case .systemMedium: ArticleList(entry: entry, day: day, count: 2, showsSparklines: false)
        case .systemLarge: ArticleList(entry: entry, day: day, count: 4, showsSparklines: true)
        default:
            if let top = entry.articles.first, let image = top.image {
                TopArticleOnImage(article: top, image: image)
            } else if let top = entry.articles.first {
                TopArticleSparkline(article: top)
            }
        }
    }

    /// The day, "November 21".
    private var day: String { GalleryDates.string(date, template: "MMMMd") }
}

/// Small, with an image: the photo full bleed under a scrim, the title and a small sparkline.
private struct TopArticleOnImage: View {
    let article: TopReadEntry.Article
    let image: String

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Top read")
                .font(.caption2.weight(.bold))
                .foregroundStyle(.white.opacity(0.9))
            Spacer(minLength: 0)
            Text(article.title)
                .font(.headline)
                .foregroundStyle(.white)
                .lineLimit(3)
            HStack(spacing: 6) {
                SparklineView(values: article.views, lineWidth: 1.5, color: .white, filled: false)
                    .frame(width: 34, height: 12)
                Text(compactCount(article.todayViews))
                    .font(.caption2.weight(.semibold))
                    .foregroundStyle(.white.opacity(0.85))
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .widgetURL(URL(string: "wikipedia://en.wikipedia.org/wiki/\(article.title.replacingOccurrences(of: " ", with: "_"))"))
        .containerBackground(for: .widget) {
            Color.clear
                .background { Image(image).resizable().widgetAccentedRenderingMode(.accentedDesaturated).scaledToFill() }
                .overlay {
                    LinearGradient(stops: [.init(color: .black.opacity(0.35), location: 0), .init(color: .black.opacity(0), location: 0.3),
                                           .init(color: .black.opacity(0), location: 0.45), .init(color: .black.opacity(0.7), location: 1)],
                                   startPoint: .top, endPoint: .bottom)
                }
        }
    }
}

/// Small, without an image: the week's page views enlarged as the main visual.
private struct TopArticleSparkline: View {
    let article: TopReadEntry.Article

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("Top read")
                .font(.caption2.weight(.bold))
                .foregroundStyle(Color.wikipediaGreen)
            Text(article.title)
                .font(.headline)
                .foregroundStyle(Color.wikipediaText)
                .lineLimit(2)
            Text("\(compactCount(article.todayViews)) views")
                .font(.caption)
                .foregroundStyle(Color.wikipediaSecondaryText)
            Spacer(minLength: 6)
            SparklineView(values: article.views, lineWidth: 2.5)
        }
        .containerBackground(Color.wikipediaBackground, for: .widget)
    }
}

/// Medium and large: a header, then ranked articles.
private struct ArticleList: View {
    let entry: TopReadEntry
    let day: String
    let count: Int
    let showsSparklines: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .firstTextBaseline) {
                Text("Top read")
                    .font(.subheadline.weight(.bold))
                    .foregroundStyle(Color.wikipediaText)
                Spacer()
                Text(showsSparklines ? "\(entry.language) · \(day)" : day)
                    .font(.caption)
                    .foregroundStyle(Color.wikipediaSecondaryText)
            }
            .padding(.bottom, 4)
            // Rows share the height evenly, so the large size breathes instead of leaving a gap.
            ForEach(Array(entry.articles.prefix(count).enumerated()), id: \.offset) { _, article in
                ArticleRow(article: article, showsSparkline: showsSparklines)
                    .frame(maxHeight: .infinity)
            }
        }
        .containerBackground(Color.wikipediaBackground, for: .widget)
    }
}

struct ArticleRow: View {
    let article: TopReadEntry.Article
    let showsSparkline: Bool

    var body: some View {
        Link(destination: URL(string: "wikipedia://en.wikipedia.org/wiki/\(article.title.replacingOccurrences(of: " ", with: "_"))")!) {
            HStack(spacing: 10) {
                RankCircle(rank: article.rank)
                VStack(alignment: .leading, spacing: 1) {
                    Text(article.title)
                        .font(.subheadline.weight(.semibold))
                        .foregroundStyle(Color.wikipediaText)
                        .lineLimit(1)
                    Text(article.description)
                        .font(.caption)
                        .foregroundStyle(Color.wikipediaSecondaryText)
                        .lineLimit(2)
                }
                Spacer(minLength: 4)
                if showsSparkline {
                    VStack(alignment: .trailing, spacing: 2) {
                        SparklineView(values: article.views, lineWidth: 1.5)
                            .frame(width: 56, height: 20)
                        Text(compactCount(article.todayViews))
                            .font(.caption2)
                            .foregroundStyle(Color.wikipediaSecondaryText)
                    }
                } else if let image = article.image {
                    Image(image)
                        .resizable()
                        .widgetAccentedRenderingMode(.accentedDesaturated)
                        .scaledToFill()
                        .frame(width: 44, height: 44)
                        .clipShape(RoundedRectangle(cornerRadius: 8))
                }
            }
        }
    }
}

/// The rank in a green-outlined circle, as in the Wikipedia app.
struct RankCircle: View {
    let rank: Int

    var body: some View {
        Text("\(rank)")
            .font(.caption.weight(.semibold))
            .foregroundStyle(Color.wikipediaGreen)
            .frame(width: 24, height: 24)
            .overlay { Circle().strokeBorder(Color.wikipediaGreen, lineWidth: 1.5) }
    }
}
